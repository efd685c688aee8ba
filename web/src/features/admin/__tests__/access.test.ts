import { describe, expect, it } from 'vitest';
import { dashboardTabsFor, dashboardView, isAdmin } from '../access';
import { DASHBOARD_TABS } from '../admin-paths';

describe('admin area access', () => {
  it('gives an admin all seven tabs and a plain user only the to-do board', () => {
    expect(dashboardTabsFor('admin').map((t) => t.key)).toEqual(DASHBOARD_TABS.map((t) => t.key));
    expect(dashboardTabsFor('user').map((t) => t.label)).toEqual(['Att-göra lista']);
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('user')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('opens the role\'s first tab when no or an unknown tab is asked for', () => {
    expect(dashboardView(null, 'admin')).toEqual({ kind: 'tab', tab: 'restaurants' });
    expect(dashboardView('nonsense', 'admin')).toEqual({ kind: 'tab', tab: 'restaurants' });
    expect(dashboardView(null, 'user')).toEqual({ kind: 'tab', tab: 'todos' });
    expect(dashboardView('', 'user')).toEqual({ kind: 'tab', tab: 'todos' });
    expect(dashboardView('__proto__', 'user')).toEqual({ kind: 'tab', tab: 'todos' });
  });

  it('opens any tab for an admin, and denies a plain user every admin tab', () => {
    for (const tab of DASHBOARD_TABS) expect(dashboardView(tab.key, 'admin')).toEqual({ kind: 'tab', tab: tab.key });
    expect(dashboardView('todos', 'user')).toEqual({ kind: 'tab', tab: 'todos' });
    for (const tab of DASHBOARD_TABS.filter((t) => t.key !== 'todos')) {
      expect(dashboardView(tab.key, 'user')).toEqual({ kind: 'denied', requested: tab.key });
    }
  });
});
