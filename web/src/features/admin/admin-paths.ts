import { paths } from '../../config/paths';

/** Routes of the admin area (spec admin-back-office.md section 2); the strings live in config/paths.ts. */
export const adminPaths = {
  dashboard: paths.adminDashboard.path,
  monitoring: paths.adminMonitoring.path,
  workflow: paths.adminWorkflow.path,
  weeklyValidation: paths.adminWeeklyValidation.path,
  comparison: paths.adminComparison.path,
  gmapsImport: paths.adminGmapsImport.path,
  menuReview: paths.adminMenuReview.path,
} as const;

/** The dashboard's header buttons, in the spec's order. */
export const ADMIN_SCREENS = [
  { href: adminPaths.monitoring, label: 'System Monitoring' },
  { href: adminPaths.workflow, label: 'Workflow' },
  { href: adminPaths.weeklyValidation, label: 'Veckomeny' },
  { href: adminPaths.comparison, label: 'Menu Comparison' },
  { href: adminPaths.gmapsImport, label: 'Google Maps Import' },
  { href: adminPaths.menuReview, label: 'Granskning' },
] as const;

/**
 * The dashboard's tabs (spec: keys as given, labels where the spec names them) and who may open each:
 * the to-do board is every signed-in user's own (the /api/todos calls allow any user); the rest work
 * on the restaurants and the back-office, admin only (the server answers /api/admin/* with 403).
 */
export const DASHBOARD_TABS = [
  { key: 'restaurants', label: 'Restaurants', access: 'admin' },
  { key: 'todos', label: 'Att-göra lista', access: 'user' },
  { key: 'analytics', label: 'Analytics Test', access: 'admin' },
  { key: 'manual-import', label: 'Manual Import', access: 'admin' },
  { key: 'new-restaurants', label: 'Nya Restauranger', access: 'admin' },
  { key: 'gmaps-import', label: 'Google Maps Import', access: 'admin' },
  { key: 'excel-import', label: 'Excel Import', access: 'admin' },
  { key: 'menu-review', label: 'Granskning', access: 'admin' },
  { key: 'owner-claims', label: 'Ägarförfrågningar', access: 'admin' },
] as const;

export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key'];

/** Link to a dashboard tab. */
export const dashboardTabHref = (key: DashboardTabKey) => paths.adminDashboard.getHref(key);
