import type { AuthUser } from '@lunch/shared';
import { DASHBOARD_TABS, type DashboardTabKey } from './admin-paths';

type Role = AuthUser['role'];
type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * Who sees what in the admin area. The dashboard is every signed-in user's way to their own to-do
 * board; everything else (the admin screens and the other tabs) is for role admin. This only decides
 * what the client shows: the server refuses every /api/admin call to a non-admin on its own.
 */
export const isAdmin = (role: Role | undefined): boolean => role === 'admin';

/** The dashboard tabs this role may open, in the spec's order. */
export function dashboardTabsFor(role: Role): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => tab.access === 'user' || isAdmin(role));
}

export type DashboardView = { kind: 'tab'; tab: DashboardTabKey } | { kind: 'denied'; requested: DashboardTabKey };

/**
 * What the dashboard shows for `?tab=`: that tab when the role may open it; "Access Denied" when it is
 * a tab the role may not open (a typed or shared link); the role's first tab when no or an unknown tab
 * is asked for (admins: restaurants, plain users: their to-do board).
 */
export function dashboardView(requested: string | null, role: Role): DashboardView {
  const allowed = dashboardTabsFor(role);
  const known = DASHBOARD_TABS.find((tab) => tab.key === requested);
  if (!known) return { kind: 'tab', tab: allowed[0].key };
  return allowed.includes(known) ? { kind: 'tab', tab: known.key } : { kind: 'denied', requested: known.key };
}
