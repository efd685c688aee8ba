import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, isoWeekKey, isoWeekOf, mondayOfWeekKey, todayIn, weekStatusOf } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { storedRestaurant } from './support/stored-restaurant';
import { startStack, type RunningStack } from './support/local-stack';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * The weekly-menu calls over HTTP. Shifting weeks moves the menus of every weekly restaurant, which
 * every other test would see, so these run on a stack of their own (lunch pages from the shared page
 * server, allowed through FETCH_ALLOWED_HOSTS).
 */
const ADMIN = { ADMIN_USERNAME: 'weekly', ADMIN_PASSWORD: 'weekly-admin-long-password' };
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
let stack: RunningStack;
let dataDir: string;
let admin: ApiClient;

interface Row {
  id: string;
  name: string;
  city: string;
  menuCount: number;
  weeks: string[];
  status: string;
  lunch_link?: string;
}
interface LastHarvestRow {
  at: string;
  ok: boolean;
  classification: string;
  days: string[];
  week: string | null;
  menusStored: number;
  reason?: string;
}

const today = todayIn();
const currentWeek = isoWeekKey(today);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-weekly-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { ...ADMIN, FETCH_ALLOWED_HOSTS: new URL(pagesUrl).host, LOCAL_TIMERS: 'off' } });
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
});

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const weekly = async (city?: string) => {
  const res = await admin.call('GET', `/api/admin/weekly-restaurants${city ? `?city=${encodeURIComponent(city)}` : ''}`);
  expect(res.status).toBe(200);
  return res.json as { restaurants: Row[]; currentWeek: string; weeks: { week: string; restaurants: number; current: boolean }[] };
};
// Read as an admin: weekly restaurants include ones waiting for review, which are not public.
const menusOf = async (id: string) => (await storedRestaurant(admin, id))!.lunch_menus;

describe('GET /api/admin/weekly-restaurants', () => {
  it('lists weekly restaurants with their weeks and the shared status rule, and the weeks present', async () => {
    const all = await weekly();
    expect(all.currentWeek).toBe(currentWeek);
    expect(all.restaurants.length).toBeGreaterThan(10);
    for (const row of all.restaurants.slice(0, 20)) {
      const menus = await menusOf(row.id);
      expect(row.menuCount).toBe(menus.length);
      expect(row.status).toBe(weekStatusOf(menus, today));
    }
    expect(all.weeks.find((w) => w.current)?.week).toBe(currentWeek);
    const inCity = await weekly('malmö');
    expect(inCity.restaurants.length).toBeGreaterThan(0);
    expect(inCity.restaurants.every((r) => r.city === 'Malmö')).toBe(true);
  });
});

describe('week shifting', () => {
  it('moves one city by whole weeks and back, and says how many moved', async () => {
    const before = await weekly('Umeå');
    expect(before.restaurants.length).toBeGreaterThan(0);
    const moved = await admin.call('POST', '/api/admin/update-week', { week: 1, city: 'Umeå' });
    expect(moved.status).toBe(200);
    const menuTotal = before.restaurants.reduce((n, r) => n + r.menuCount, 0);
    expect(moved.json).toMatchObject({ success: true, menusMoved: menuTotal });
    expect(moved.json.message).toContain('1 vecka tillagda');
    const after = await weekly('Umeå');
    const nextWeek = (key: string) => isoWeekKey(addDays(mondayOfWeekKey(key)!, 7));
    expect(after.restaurants).toHaveLength(before.restaurants.length);
    for (const row of after.restaurants) {
      const was = before.restaurants.find((r) => r.id === row.id)!;
      expect(row.weeks).toEqual(was.weeks.map(nextWeek));
    }
    // Other cities did not move.
    const malmo = await weekly('Malmö');
    expect(malmo.restaurants.some((r) => r.weeks.includes(currentWeek))).toBe(true);

    const back = await admin.call('POST', '/api/admin/update-week', { week: -1, city: 'Umeå' });
    expect(back.json.message).toContain('1 vecka borttagna');
    expect((await weekly('Umeå')).restaurants.map((r) => r.weeks)).toEqual(before.restaurants.map((r) => r.weeks));
  });

  it('refuses a week outside -100..100, a non-number, and a missing week', async () => {
    for (const body of [{ week: 101 }, { week: -101 }, { week: 'two' }, { week: 1.5 }, {}]) {
      const res = await admin.call('POST', '/api/admin/update-week', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe('bad_request');
    }
    expect((await admin.call('POST', '/api/admin/update-week', { week: 101 })).json.message).toContain('Week number must be between -100 and 100');
  });

  it('moves a selection (bulk) and one restaurant (adjust-week), and refuses bad input', async () => {
    const [a, b] = (await weekly('Uppsala')).restaurants.filter((r) => r.menuCount > 0);
    const menusBefore = await menusOf(a.id);
    const bulk = await admin.call('POST', '/api/admin/bulk-update-week', { restaurantIds: [a.id, b.id], weekDelta: -2 });
    expect(bulk.status).toBe(200);
    expect(bulk.json.modifiedCount).toBe(2);
    const shifted = await menusOf(a.id);
    expect(isoWeekOf(shifted[0].validFrom).week).not.toBe(isoWeekOf(menusBefore[0].validFrom).week);

    const up = await admin.call('PATCH', `/api/admin/restaurants/${a.id}/adjust-week`, { weekAdjustment: 1 });
    expect(up.json.modifiedCount).toBe(1);
    await admin.call('PATCH', `/api/admin/restaurants/${a.id}/adjust-week`, { weekAdjustment: 1 });
    expect((await menusOf(a.id)).map((m) => m.validFrom)).toEqual(menusBefore.map((m) => m.validFrom));

    expect((await admin.call('PATCH', `/api/admin/restaurants/${a.id}/adjust-week`, { weekAdjustment: 2 })).status).toBe(400);
    expect((await admin.call('PATCH', '/api/admin/restaurants/no-such-restaurant/adjust-week', { weekAdjustment: 1 })).status).toBe(404);
    const empty = await admin.call('POST', '/api/admin/bulk-update-week', { restaurantIds: [], weekDelta: 1 });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('No Selection');
    expect((await admin.call('POST', '/api/admin/bulk-update-week', { restaurantIds: [a.id], weekDelta: 500 })).status).toBe(400);
  });
});

describe('rescrape and refresh', () => {
  it('queues a harvest, warns about a hand-entered menu, refuses what cannot be harvested', async () => {
    const rows = (await weekly('Jönköping')).restaurants;
    const withLink = rows.find((r) => r.lunch_link)!;
    const queued = await admin.call('POST', '/api/admin/rescrape', { restaurantId: withLink.id });
    expect(queued.status).toBe(202);
    expect(queued.json.success).toBe(true);
    expect(queued.json.data.message).toContain('Rescrape startat');

    // A menu an admin entered (a demo menu is no hand-entered one: a harvest replaces it).
    const demoMenuId = (await menusOf(withLink.id))[0]._id;
    expect((await admin.call('POST', '/api/admin/rescrape', { restaurantId: withLink.id, menuId: demoMenuId })).json.warning ?? '').not.toContain('entered by hand');
    const added = await admin.call('POST', `/api/admin/restaurants/${withLink.id}/menus`, { name: 'Husets pannbiff', validFrom: '2031-03-03', validTo: '2031-03-03' });
    expect(added.status).toBe(201);
    const withMenu = await admin.call('POST', '/api/admin/rescrape', { restaurantId: withLink.id, menuId: added.json.menu._id });
    expect(withMenu.json.warning).toContain('entered by hand');
    expect(withMenu.json.warning).toContain('waits for review');
    expect((await admin.call('POST', '/api/admin/rescrape', { restaurantId: withLink.id, menuId: 'no-such-menu' })).status).toBe(404);
    expect((await admin.call('POST', '/api/admin/rescrape', { restaurantId: 'no-such-restaurant' })).status).toBe(404);
    expect((await admin.call('POST', '/api/admin/rescrape', {})).status).toBe(400);

    const noLink = rows.find((r) => !r.lunch_link);
    if (noLink) {
      const res = await admin.call('POST', '/api/admin/rescrape', { restaurantId: noLink.id });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: 'Ingen lunch link att kontrollera' });
    }
  });

  it('refreshes a restaurant from its lunch page now', async () => {
    const [row] = (await weekly('Gävle')).restaurants;
    const { week } = isoWeekOf(today);
    fs.writeFileSync(
      path.join(pagesDir, 'weekly-refresh.html'),
      `<html><body><h1>Vecka ${week}</h1><h2>Måndag</h2><p>Kåldolmar 125 kr</p><h2>Tisdag</h2><p>Lax med dillsås 135 kr</p><h2>Onsdag</h2><p>Pytt i panna 119 kr</p><h2>Torsdag</h2><p>Ärtsoppa 105 kr</p><h2>Fredag</h2><p>Entrecôte 159 kr</p></body></html>`,
    );
    expect((await admin.call('PATCH', `/api/admin/restaurants/${row.id}`, { field: 'lunch_link', value: `${pagesUrl}/weekly-refresh.html` })).status).toBe(200);
    const res = await admin.call('POST', '/api/admin/refresh', { restaurantId: row.id });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.restaurant.id).toBe(row.id);
    expect((res.json.data.restaurant.lunch_menus as { harvested?: boolean }[]).filter((m) => m.harvested)).toHaveLength(5);
  });

  /** The row's last harvest once it is newer than `after` (the harvest worker runs on its own). */
  async function outcomeAfter(city: string, id: string, after: string) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const row = (await weekly(city)).restaurants.find((r) => r.id === id) as Row & { lastHarvest?: LastHarvestRow };
      if (row?.lastHarvest && row.lastHarvest.at >= after) return row.lastHarvest;
      if (Date.now() > deadline) throw new Error(`no harvest outcome for ${id} after ${after}: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const errorLogs = async () => {
    const res = await admin.call('GET', '/api/admin/logs?level=error&type=error&limit=200');
    expect(res.status).toBe(200);
    return res.json.logs as { level: string; type: string; message: string; context?: { restaurantId?: string } }[];
  };

  it('records what a rescrape found on the row: the days of the menus, or the failure, which is logged as an error', async () => {
    const [good, broken] = (await weekly('Västerås')).restaurants;
    const { week } = isoWeekOf(today);
    fs.writeFileSync(
      path.join(pagesDir, 'weekly-outcome.html'),
      `<html><body><h1>Vecka ${week}</h1><h2>Måndag</h2><p>Kåldolmar 125 kr</p><h2>Tisdag</h2><p>Lax med dillsås 135 kr</p><h2>Onsdag</h2><p>Pytt i panna 119 kr</p></body></html>`,
    );
    expect((await admin.call('PATCH', `/api/admin/restaurants/${good.id}`, { field: 'lunch_link', value: `${pagesUrl}/weekly-outcome.html` })).status).toBe(200);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${broken.id}`, { field: 'lunch_link', value: `${pagesUrl}/no-such-page.html` })).status).toBe(200);

    const started = await admin.call('POST', '/api/admin/rescrape', { restaurantId: good.id });
    expect(started.status).toBe(202);
    expect(typeof started.json.data.requestedAt).toBe('string');
    const found = await outcomeAfter('Västerås', good.id, started.json.data.requestedAt);
    // Three of five days: a partial menu, stored, and the days say which.
    expect(found).toMatchObject({ ok: true, classification: 'PARTIAL_MENU', days: ['Monday', 'Tuesday', 'Wednesday'], week: currentWeek, menusStored: 3 });

    const failing = await admin.call('POST', '/api/admin/rescrape', { restaurantId: broken.id });
    const failed = await outcomeAfter('Västerås', broken.id, failing.json.data.requestedAt);
    expect(failed).toMatchObject({ ok: false, classification: 'ACCESS_ERROR', days: [], menusStored: 0 });
    expect(failed.reason).toContain('404');
    // The Monitoring screen's "error" filter finds it (written just after the row's outcome: polled for).
    const loggedEntry = async () => (await errorLogs()).find((l) => l.context?.restaurantId === broken.id);
    await expect.poll(loggedEntry, { timeout: 30_000, interval: 200, message: 'a level error, type error entry for the failed rescrape' }).toBeDefined();
    expect((await loggedEntry())!.message).toContain('404');
  });

  it('logs a refresh whose page cannot be fetched as an error', async () => {
    const [, , row] = (await weekly('Västerås')).restaurants;
    expect((await admin.call('PATCH', `/api/admin/restaurants/${row.id}`, { field: 'lunch_link', value: `${pagesUrl}/missing-refresh.html` })).status).toBe(200);
    const res = await admin.call('POST', '/api/admin/refresh', { restaurantId: row.id });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(false);
    const logged = await errorLogs().then((logs) => logs.find((l) => l.context?.restaurantId === row.id));
    expect(logged?.message).toContain('404');
  });
});

describe('GET /api/admin/comparison', () => {
  it("lists weekly restaurants with this week's menus and the page to compare with", async () => {
    const res = await admin.call('GET', '/api/admin/comparison?city=Stockholm');
    expect(res.status).toBe(200);
    expect(res.json.currentWeek).toBe(currentWeek);
    expect(res.json.withCurrentMenus).toBe(res.json.restaurants.length);
    expect(res.json.restaurants.length).toBeGreaterThan(0);
    for (const r of res.json.restaurants as { city: string; menus: { validFrom: string }[]; menuUpdateUrl?: string }[]) {
      expect(r.city).toBe('Stockholm');
      expect(r.menus.length).toBeGreaterThan(0);
      expect(r.menus.every((m) => isoWeekKey(m.validFrom) === currentWeek)).toBe(true);
    }
    expect(res.json.withUpdateUrl).toBe(res.json.restaurants.filter((r: { menuUpdateUrl?: string }) => r.menuUpdateUrl).length);
  });
});

describe('GET /api/admin/rerank', () => {
  const rankOf = async (id: string) => (await storedRestaurant(admin, id))!.rank;

  it('recomputes ranks by the rule, keeps a rank set by hand unless asked, and is idempotent', async () => {
    const [manual] = (await weekly('Lund')).restaurants;
    expect((await admin.call('PATCH', `/api/admin/restaurants/${manual.id}`, { field: 'rank', value: 99 })).status).toBe(200);

    const first = await admin.call('GET', '/api/admin/rerank');
    expect(first.status).toBe(200);
    expect(first.json.success).toBe(true);
    expect(first.json.keptManual).toBeGreaterThanOrEqual(1);
    expect(first.json.message).toMatch(/Re-ranked \d+ restaurants/);
    expect(await rankOf(manual.id)).toBe(99);

    const second = await admin.call('GET', '/api/admin/rerank');
    expect(second.json.changed).toBe(0);

    const forced = await admin.call('GET', '/api/admin/rerank?includeManual=true');
    expect(forced.json.changed).toBeGreaterThanOrEqual(1);
    expect(await rankOf(manual.id)).not.toBe(99);
  });

  it('refuses a bad includeManual and a request from another site', async () => {
    expect((await admin.call('GET', '/api/admin/rerank?includeManual=yes')).status).toBe(400);
    const crossSite = await admin.call('GET', '/api/admin/rerank', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('validates an inline rank edit on the server: 0-100 only', async () => {
    const [row] = (await weekly('Lund')).restaurants;
    for (const value of [-1, 101, 'abc', 12.5]) {
      expect((await admin.call('PATCH', `/api/admin/restaurants/${row.id}`, { field: 'rank', value })).status, String(value)).toBe(400);
    }
    expect((await admin.call('PATCH', `/api/admin/restaurants/${row.id}`, { field: 'rank', value: 0 })).status).toBe(200);
  });
});
