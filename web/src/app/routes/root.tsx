import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { MainLayout } from '../../components/layout/main-layout';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { RouteError } from './route-error';

/** A new page starts at the top; back and forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Header and footer around every page; pages load lazily inside and fail on their own. */
export function RootRoute() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  return (
    <MainLayout>
      <ErrorBoundary key={pathname} fallback={<RouteError />}>
        <Suspense fallback={<Spinner className="spinner--block" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </MainLayout>
  );
}
