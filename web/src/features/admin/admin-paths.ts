/** Routes of the admin area (spec admin-back-office.md section 2). */
export const adminPaths = {
  dashboard: '/admin',
  monitoring: '/admin/monitoring',
  workflow: '/admin/workflow',
  weeklyValidation: '/admin/weekly-validation',
  comparison: '/admin/comparison',
  gmapsImport: '/admin/gmaps-import',
} as const;

/** The dashboard's header buttons, in the spec's order. */
export const ADMIN_SCREENS = [
  { href: adminPaths.monitoring, label: 'System Monitoring' },
  { href: adminPaths.workflow, label: 'Workflow' },
  { href: adminPaths.weeklyValidation, label: 'Veckomeny' },
  { href: adminPaths.comparison, label: 'Menu Comparison' },
  { href: adminPaths.gmapsImport, label: 'Google Maps Import' },
] as const;

/** The dashboard's tabs (spec: keys as given, labels where the spec names them). */
export const DASHBOARD_TABS = [
  { key: 'restaurants', label: 'Restaurants' },
  { key: 'todos', label: 'Att-göra lista' },
  { key: 'analytics', label: 'Analytics Test' },
  { key: 'manual-import', label: 'Manual Import' },
  { key: 'new-restaurants', label: 'Nya Restauranger' },
  { key: 'gmaps-import', label: 'Google Maps Import' },
  { key: 'excel-import', label: 'Excel Import' },
] as const;

export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key'];
