import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import type { HeaderAccount } from '../../components/layout/header';
import { MainLayout } from '../../components/layout/main-layout';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { logOutAndReload } from '../../features/auth/api/logout';
import { ConsentBanner, CookieSettingsButton, startAnalytics } from '../../features/consent';
import { RouteError } from './route-error';

// Before any page renders, so no event tracked on the first page is missed. Sends nothing unless an
// endpoint is configured and the visitor has consented.
startAnalytics();

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * The header's account links: "Logga ut" (and "Admin Dashboard" for admins) once the server says who
 * is logged in; "Logga in" while it is asked and for visitors (401).
 */
function useHeaderAccount(): HeaderAccount | undefined {
  const { data: user } = useCurrentUser();
  if (!user) return undefined;
  return { role: user.role, onLogout: logOutAndReload };
}

/** Header and footer around every page; pages load lazily inside and fail on their own. */
export function RootRoute() {
  const { pathname } = useLocation();
  const account = useHeaderAccount();
  useScrollToTopOnNavigation();
  return (
    <MainLayout notice={<ConsentBanner />} footerExtra={<CookieSettingsButton />} account={account}>
      <ErrorBoundary key={pathname} fallback={<RouteError />}>
        <Suspense fallback={<Spinner className="spinner--block" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </MainLayout>
  );
}
