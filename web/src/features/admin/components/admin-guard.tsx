import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { HttpError } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/get-current-user';

/**
 * Client-side gate for the admin area. The server enforces access on every /api/admin call; this only
 * keeps people from staring at screens they cannot use.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const notLoggedIn = !isPending && !isError && user === null;

  useEffect(() => {
    if (notLoggedIn) handleUnauthorized(new HttpError(401, '', 'Unauthorized'));
  }, [notLoggedIn]);

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
  if (user.role !== 'admin') {
    return (
      <section className="admin-panel card">
        <h1>Access Denied - You need admin privileges</h1>
      </section>
    );
  }
  return <>{children}</>;
}
