import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { ADMIN_SCREENS, DASHBOARD_TABS } from '../../features/admin/admin-paths';
import { dashboardTabsFor, dashboardView, isAdmin } from '../../features/admin/access';
import { greetingName } from '../../features/admin/greeting';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { TodoBoard } from '../../features/todos/components/todo-board';
import { RestaurantsTab } from '../../features/admin-restaurants/components/restaurants-tab';
import { AddFieldButton } from '../../features/admin-restaurants/components/add-field-modal';
import { ManualImport } from '../../features/menu-import/components/manual-import';
import { NewRestaurants } from '../../features/new-restaurants/components/new-restaurants';
import { MapsImport } from '../../features/maps-import/components/maps-import';
import { ExcelImport } from '../../features/excel-import/components/excel-import';
import { AnalyticsPanel } from '../../features/analytics/components/analytics-panel';
import { useConsent } from '../../features/consent/hooks';
import { analyticsEndpoint } from '../../features/consent/lib/analytics-sender';

const ANALYTICS_ENDPOINT = analyticsEndpoint(import.meta.env.VITE_ANALYTICS_URL);
import { MenuReviewScreen } from '../../features/menu-review/components/menu-review-screen';
import { OwnerClaimsTab } from '../../features/owner-claims/components/owner-claims-tab';
import { RestaurantOwners } from '../../features/owner-claims/components/restaurant-owners';
import { AccessDenied } from './admin-guard';
import { ComingSoon } from '../../features/admin/components/coming-soon';

/**
 * The dashboard shell: greeting, and the tabs (state in the URL). An admin also gets the buttons to
 * the five admin screens and all seven tabs; any other signed-in user gets only their to-do board.
 */
export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  const consent = useConsent();
  const { search } = useLocation();
  const navigate = useNavigate();
  const role = user?.role ?? 'user';
  const admin = isAdmin(role);
  const tabs = dashboardTabsFor(role);
  const view = dashboardView(new URLSearchParams(search).get('tab'), role);
  const active = view.kind === 'tab' ? view.tab : undefined;

  return (
    <div className="admin-dashboard">
      <header className="admin-dashboard__header">
        <div>
          <h1>Welcome, {greetingName(user)}!</h1>
          {admin && <p>You have admin access.</p>}
        </div>
        {admin && (
          <nav aria-label="Adminsidor" className="admin-dashboard__screens">
            {ADMIN_SCREENS.map((screen) => (
              <Link key={screen.href} to={screen.href} className="button button--small">
                {screen.label}
              </Link>
            ))}
            <AddFieldButton />
          </nav>
        )}
      </header>

      <div role="tablist" aria-label={admin ? 'Adminflikar' : 'Flikar'} className="admin-tabs">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`admin-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={tab.key === active ? `admin-panel-${tab.key}` : undefined}
            // With no tab selected (an admin-only tab was asked for), the first one stays reachable by Tab.
            tabIndex={tab.key === (active ?? tabs[0].key) ? 0 : -1}
            className={tab.key === active ? 'admin-tabs__tab admin-tabs__tab--active' : 'admin-tabs__tab'}
            onClick={() => navigate({ search: `?tab=${tab.key}` })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {view.kind === 'denied' ? (
        <div className="admin-tabpanel">
          <AccessDenied standalone={false} />
        </div>
      ) : (
        <section role="tabpanel" id={`admin-panel-${view.tab}`} aria-labelledby={`admin-tab-${view.tab}`} className="admin-tabpanel">
          {view.tab === 'todos' ? (
            <TodoBoard />
          ) : view.tab === 'restaurants' ? (
            <RestaurantsTab ownersOf={(restaurant) => <RestaurantOwners restaurantId={restaurant.id} restaurantName={restaurant.name} />} />
          ) : view.tab === 'manual-import' ? (
            <ManualImport />
          ) : view.tab === 'new-restaurants' ? (
            <NewRestaurants />
          ) : view.tab === 'gmaps-import' ? (
            <MapsImport />
          ) : view.tab === 'excel-import' ? (
            <ExcelImport />
          ) : view.tab === 'analytics' ? (
            <AnalyticsPanel consent={consent} endpoint={ANALYTICS_ENDPOINT} />
          ) : view.tab === 'menu-review' ? (
            <MenuReviewScreen framed={false} />
          ) : view.tab === 'owner-claims' ? (
            <OwnerClaimsTab />
          ) : (
            <ComingSoon what={DASHBOARD_TABS.find((t) => t.key === view.tab)!.label} />
          )}
        </section>
      )}
    </div>
  );
}
