import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../ui/link';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

/**
 * Who is logged in, for the header's account links (spec: "Admin Dashboard" for admins and
 * "Logga ut" when logged in, otherwise "Logga in"; other signed-in users get "Att-göra lista", the
 * way to their own board on the dashboard; restaurant owners get "Min lunchmeny", their week editor).
 * No account: a visitor, or not known yet.
 */
export interface HeaderAccount {
  role: 'admin' | 'owner' | 'user';
  onLogout: () => void;
}

function AccountLinks({ account }: { account?: HeaderAccount }) {
  if (!account) {
    return (
      <NavLink to={paths.login.getHref()} className="button button--small site-nav__login">
        Logga in
      </NavLink>
    );
  }
  return (
    <>
      {account.role === 'owner' ? (
        <NavLink to={paths.owner.getHref()} className="site-nav__link">
          Min lunchmeny
        </NavLink>
      ) : (
        // A signed-in user without the admin role has one thing there: their own to-do board.
        <NavLink to={paths.admin.getHref()} className="site-nav__link">
          {account.role === 'admin' ? 'Admin Dashboard' : 'Att-göra lista'}
        </NavLink>
      )}
      <button type="button" className="button button--small site-nav__login" onClick={account.onLogout}>
        Logga ut
      </button>
    </>
  );
}

/** Logged-out markup mirrored in index.html's pre-rendered shell (see web/e2e/static-pages.test.ts). */
export function Header({ account }: { account?: HeaderAccount }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);

  // A link was followed: the small-screen menu has done its job. (Not on the first render: a tap on
  // the pre-rendered toggle is passed on to this one by then, see app/shell-handoff.ts.)
  const shownUrl = useRef(location.pathname + location.search);
  useEffect(() => {
    const url = location.pathname + location.search;
    if (url === shownUrl.current) return;
    shownUrl.current = url;
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  return (
    <header
      className="site-header"
      onKeyDown={(event) => {
        // Escape closes the open small-screen menu and puts focus back on its toggle.
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="logo" aria-label={`${SITE_NAME} – till startsidan`}>
          <svg className="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <rect width="64" height="64" rx="14" />
            <circle cx="32" cy="34" r="16" />
            <path d="M14 12v14M50 12v40" />
          </svg>
          <span className="logo__text">{SITE_NAME}</span>
        </Link>

        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Meny</span>
        </button>

        <nav
          id={navId}
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label="Huvudmeny"
          // Following a link (or the account button) closes the menu at once; the effect above covers back/forward.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a, button')) setMenuOpen(false);
          }}
        >
          <NavLink to={paths.restaurants.getHref()} className="site-nav__link">
            Restauranger
          </NavLink>
          <NavLink to={paths.about.getHref()} className="site-nav__link">
            Om oss
          </NavLink>
          <NavLink to={paths.contact.getHref()} className="site-nav__link">
            Kontakt
          </NavLink>
          <AccountLinks account={account} />
        </nav>
      </div>
    </header>
  );
}
