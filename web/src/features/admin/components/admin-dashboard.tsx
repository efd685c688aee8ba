import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_SCREENS, DASHBOARD_TABS, type DashboardTabKey } from '../admin-paths';
import { greetingName } from '../greeting';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { TodoBoard } from '../../todos/components/todo-board';
import { ComingSoon } from './coming-soon';

/** The dashboard shell: greeting, buttons to the five admin screens, and the seven tabs (state in the URL). */
export function AdminDashboard() {
  const { data: user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: DashboardTabKey = DASHBOARD_TABS.some((t) => t.key === requested) ? (requested as DashboardTabKey) : 'restaurants';

  return (
    <div className="admin-dashboard">
      <header className="admin-dashboard__header">
        <div>
          <h1>Welcome, {greetingName(user)}!</h1>
          <p>You have admin access.</p>
        </div>
        <nav aria-label="Adminsidor" className="admin-dashboard__screens">
          {ADMIN_SCREENS.map((screen) => (
            <Link key={screen.href} to={screen.href} className="button button--small">
              {screen.label}
            </Link>
          ))}
        </nav>
      </header>

      <div role="tablist" aria-label="Adminflikar" className="admin-tabs">
        {DASHBOARD_TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`admin-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`admin-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'admin-tabs__tab admin-tabs__tab--active' : 'admin-tabs__tab'}
            onClick={() => setSearchParams({ tab: tab.key })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`admin-panel-${active}`} aria-labelledby={`admin-tab-${active}`} className="admin-tabpanel">
        {active === 'todos' ? <TodoBoard /> : <ComingSoon what={DASHBOARD_TABS.find((t) => t.key === active)!.label} />}
      </section>
    </div>
  );
}
