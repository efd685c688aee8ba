import { useEffect, type ReactNode } from 'react';
import { Link } from '../../components/ui/link';
import { Spinner } from '../../components/ui/spinner';
import { useLocation } from 'react-router-dom';
import { redirectToLogin, WORKFLOW_UNAUTHORIZED } from '../../lib/unauthorized';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { dashboardTabHref } from '../../features/admin/admin-paths';
import { isAdmin } from '../../features/admin/access';

/**
 * Client-side gate for the admin area: any signed-in user gets in (the dashboard holds their own to-do
 * board); a visitor without a session gets the unauthorized toast and the login page. The server
 * enforces access on every call; this only keeps people from staring at screens they cannot use.
 */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const notLoggedIn = !isPending && !isError && user === null;
  const onWorkflow = useLocation().pathname.startsWith(paths.adminWorkflow.path);

  useEffect(() => {
    if (notLoggedIn) redirectToLogin(onWorkflow ? WORKFLOW_UNAUTHORIZED : undefined);
  }, [notLoggedIn, onWorkflow]);

  if (isPending) return <Spinner label="Laddar..." />;
  if (isError) return <p role="alert">Ett fel uppstod</p>;
  if (!user) {
    return (
      <section className="admin-panel card" aria-labelledby="admin-access-title">
        <h1 id="admin-access-title">Admin Access Required</h1>
        <p>
          <a href="/api/login" className="button">Login to Continue</a>
        </p>
      </section>
    );
  }
  return <>{children}</>;
}

/** "Access Denied" (spec, maps import screen) with a way back to what a plain user can use. */
export function AccessDenied({ standalone = true }: { standalone?: boolean }) {
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <section className={standalone ? 'admin-panel admin-denied card' : 'admin-denied'} aria-labelledby="admin-denied-title">
      <Heading id="admin-denied-title" className="admin-denied__title">Access Denied - You need admin privileges</Heading>
      {standalone && (
        <p>
          <Link to={dashboardTabHref('todos')}>← Tillbaka till Att-göra lista</Link>
        </p>
      )}
    </section>
  );
}

/** An admin-only screen: its content for role admin, "Access Denied" for any other signed-in user. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return isAdmin(user?.role) ? <>{children}</> : <AccessDenied />;
}
