import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

/**
 * In-app links over React Router's own hooks. The router's Link and NavLink also carry framework-mode
 * code (route-module prefetching, view transitions, React Server Components) that this app never
 * uses and that no bundler can drop once they are imported: about 3 KiB gzipped on every page.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A plain left click navigates in the app; modified clicks, other buttons and targets stay with the browser. */
function isInAppClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isInAppClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** A Link marked as the current page (class "active", aria-current) on its path and the paths below it. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink({ to, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const path = to.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  const active = pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
});
