import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, isoWeekKey, mondayOf, todayIn, type LogsResponse, type Restaurant, type RestaurantListResponse, type WeeklyRestaurantsResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { isoWeek, startHarvestSite, weeklyMenuPage, type HarvestSite } from './support/harvest-site';
import { localAdminLogin } from './support/log-in';
import { failOnPageErrors, openPage, signInOnce, keepScreenshot } from './support/page-helpers';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * Veckomeny Validering: every action has a visible end, and rows stay under the pointer.
 * - A week shift in a table sorted by Status keeps the row where it was (the next click on the same
 *   spot hits the same restaurant) and offers 'Ångra' for the last shift.
 * - A rescrape shows 'pågår' in its row while the harvest runs, then the days it found or the failure
 *   (which the log store has at level error), without a reload.
 * Its own stack: the lunch pages are served on loopback (FETCH_ALLOWED_HOSTS), and week shifts change data.
 */
const CITY = 'Norrköping';
const SHOTS = '/tmp';
let stack: RunningStack;
let site: HarvestSite;
let dataDir: string;
let admin: ApiClient;
let baseUrl: string;
const browser = browserForThisFile('http://127.0.0.1:1');

const monday = mondayOf(todayIn());
const lastMonday = addDays(monday, -7);
const currentWeek = isoWeekKey(monday);
let korrekt: Restaurant, delvis: Restaurant, felaktigA: Restaurant, felaktigB: Restaurant, harvestOk: Restaurant, harvestBroken: Restaurant;

/** The lunch page answers only when the test lets it, so the screen can be seen while the harvest runs. */
let releaseLunchPage: () => void = () => {};
let lunchPageHeld: Promise<void> = Promise.resolve();
function holdLunchPage() {
  lunchPageHeld = new Promise<void>((resolve) => (releaseLunchPage = resolve));
}

async function call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await admin.call(method, urlPath, body);
  expect(res.status, `${method} ${urlPath}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json as T;
}

async function addMenu(id: string, name: string, validFrom: string) {
  await call('POST', `/api/admin/restaurants/${id}/menus`, { name, description: `${name} med sallad`, price: 125, tags: [], validFrom, validTo: validFrom });
}

beforeAll(async () => {
  site = await startHarvestSite({ '/lunch': { body: weeklyMenuPage('Utfallskrogen'), hold: () => lunchPageHeld } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-weekly-outcomes-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { LOCAL_TIMERS: 'off', FETCH_ALLOWED_HOSTS: site.hostPort } });
  baseUrl = stack.baseUrl;
  const login = localAdminLogin(dataDir);
  admin = new ApiClient(baseUrl);
  expect((await admin.login(login.username, login.password)).status).toBe(200);
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(CITY)}&limit=12`);
  const list = ((await res.json()) as RestaurantListResponse).data as unknown as Restaurant[];
  [korrekt, delvis, felaktigA, felaktigB, harvestOk, harvestBroken] = list.slice(0, 6);
  for (const r of [korrekt, delvis, felaktigA, felaktigB, harvestOk, harvestBroken]) {
    await call('PATCH', `/api/admin/restaurants/${r.id}`, { field: 'menuPeriodicity', value: 'Weekly' });
    await call('DELETE', `/api/admin/restaurants/${r.id}/menus`);
  }
  await addMenu(korrekt.id, 'Köttbullar', monday);
  // A 'Delvis korrekt' row sits between the Korrekt and the Felaktig ones: a shifted row would jump over it.
  await addMenu(delvis.id, 'Pannbiff', monday);
  await addMenu(delvis.id, 'Fiskgratäng', lastMonday);
  await addMenu(felaktigA.id, 'Ärtsoppa', addDays(lastMonday, 3));
  await addMenu(felaktigB.id, 'Kålpudding', addDays(lastMonday, 1));
  await call('PATCH', `/api/admin/restaurants/${harvestOk.id}`, { field: 'lunch_link', value: `${site.origin}/lunch` });
  await call('PATCH', `/api/admin/restaurants/${harvestBroken.id}`, { field: 'lunch_link', value: `${site.origin}/borta` });
}, 240_000);

afterAll(async () => {
  releaseLunchPage();
  await stack?.stop();
  await site?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const pageErrors = failOnPageErrors();
// One sign-in through the login page, its session cookie reused after (fewer logins, less load on two cores).
const signIn = signInOnce(() => localAdminLogin(dataDir), () => baseUrl);

async function openScreen(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const page = await openPage(await browser.openContext(device), { pageErrors });
  await signIn(page);
  await page.goto(`${baseUrl}/admin/weekly-validation`);
  await page.getByRole('heading', { name: 'Veckomeny Validering', level: 1 }).waitFor();
  await page.getByLabel('Filtrera på stad').fill(CITY);
  await row(page, korrekt).waitFor();
  await eventually(() => table(page).locator('tbody tr').evaluateAll((rows) => rows.every((r) => r.querySelector('.wv-table__city')?.textContent === 'Norrköping'))).toBe(true);
  return page;
}

const table = (page: Page) => page.locator('.wv-table');
const row = (page: Page, r: Restaurant) => table(page).locator(`tbody tr[data-id="${r.id}"]`);
const rowAt = (page: Page, index: number) => table(page).locator('tbody tr').nth(index);
const statusOf = (page: Page, r: Restaurant) => row(page, r).locator('.wv-badge').textContent();
const rowIds = (page: Page) => table(page).locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
const weeksOf = async (r: Restaurant) =>
  (await call<WeeklyRestaurantsResponse>('GET', `/api/admin/weekly-restaurants?city=${encodeURIComponent(CITY)}`)).restaurants.find((x) => x.id === r.id)!.weeks;
const weekAfter = (weeks: number) => isoWeekKey(addDays(monday, 7 * weeks));

/** The middle of a row's +1v button, scrolled to the middle of the screen (away from the toasts). */
async function plusButtonPoint(page: Page, index: number) {
  const button = rowAt(page, index).getByRole('button', { name: /^\+1 vecka för / });
  await button.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = (await button.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('Veckomeny Validering: week shifts keep the row under the pointer', () => {
  for (const [label, device, target] of [
    ['1280', DESKTOP, () => felaktigA],
    ['390', PHONE, () => felaktigB],
  ] as const) {
    it(`at ${label} px: +1v in a table sorted by Status keeps the row in place, a second click hits the same restaurant, and Ångra undoes the last shift`, async () => {
      const page = await openScreen(device);
      const restaurant = target();
      const statusHeader = table(page).getByRole('columnheader', { name: /Status/ });
      await statusHeader.getByRole('button').click();
      await eventually(() => statusHeader.getAttribute('aria-sort')).toBe('ascending');
      const index = (await rowIds(page)).indexOf(restaurant.id);
      expect(await statusOf(page, restaurant)).toBe('Felaktig vecka');
      // Sorted afresh, a Korrekt restaurant would stand above the Delvis korrekt one, which is above this row.
      expect((await rowIds(page)).indexOf(delvis.id)).toBeLessThan(index);

      const point = await plusButtonPoint(page, index);
      await page.mouse.click(point.x, point.y);
      await eventually(() => statusOf(page, restaurant)).toBe('Korrekt');
      expect(await rowAt(page, index).getAttribute('data-id')).toBe(restaurant.id);
      await eventually(() => rowAt(page, index).getByRole('button', { name: /^\+1 vecka för / }).isEnabled()).toBe(true);
      await keepScreenshot(page, { path: `${SHOTS}/h183-shift-held-${label}.png` });

      // The same spot again (the pointer has not moved): the same restaurant's button, which moves it on to next week.
      expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('tr')?.getAttribute('data-id'), point)).toBe(restaurant.id);
      await page.mouse.click(point.x, point.y);
      await eventually(() => statusOf(page, restaurant)).toBe('Felaktig vecka');
      expect(await weeksOf(restaurant)).toEqual([weekAfter(1)]);
      expect(await rowAt(page, index).getAttribute('data-id')).toBe(restaurant.id);

      // Ångra: the last shift is undone through the same call, and the bar says so.
      const undoBar = page.getByRole('region', { name: 'Senaste veckoflytt' });
      await undoBar.getByText(restaurant.name, { exact: false }).waitFor();
      await keepScreenshot(page, { path: `${SHOTS}/h183-undo-offer-${label}.png` });
      await undoBar.getByRole('button', { name: 'Ångra' }).click();
      await undoBar.getByText('Ångrat', { exact: false }).waitFor();
      await eventually(() => statusOf(page, restaurant)).toBe('Korrekt');
      expect(await weeksOf(restaurant)).toEqual([currentWeek]);
      expect(await rowAt(page, index).getAttribute('data-id')).toBe(restaurant.id);
      expect(await undoBar.getByRole('button', { name: 'Ångra' }).count()).toBe(0);
      await keepScreenshot(page, { path: `${SHOTS}/h183-undone-${label}.png` });

      // A click on a sort header sorts afresh: the Korrekt row goes up among the Korrekt ones.
      await statusHeader.getByRole('button').click();
      await statusHeader.getByRole('button').click();
      await eventually(() => statusHeader.getAttribute('aria-sort')).toBe('ascending');
      const order = ['Korrekt', 'Delvis korrekt', 'Felaktig vecka', 'Ingen vecka'];
      const statuses = (await table(page).locator('tbody tr .wv-badge').allTextContents()).map((s) => order.indexOf(s.trim()));
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
      expect((await rowIds(page)).indexOf(restaurant.id)).toBeLessThan((await rowIds(page)).indexOf(delvis.id));
    });
  }
});

describe('Veckomeny Validering: a rescrape shows that it runs and how it ended', () => {
  // Read without waiting for the line to exist (before the fix there is none), so a poll fails in its own time.
  const harvestLine = (page: Page, r: Restaurant) => ({
    textContent: async () => (await row(page, r).locator('.wv-harvest').allTextContents()).join(''),
  });

  for (const [label, device] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`at ${label} px: 'pågår' while the harvest runs, then the days found, without a reload`, async () => {
      const page = await openScreen(device);
      holdLunchPage();
      const requestsBefore = site.requests.filter((p) => p === '/lunch').length;
      await row(page, harvestOk).getByRole('button', { name: `Rescrape ${harvestOk.name}` }).click();
      await eventually(() => harvestLine(page, harvestOk).textContent()).toContain('pågår');
      // The harvest has reached the page and waits for it: the screen still says 'pågår'.
      await eventually(() => site.requests.filter((p) => p === '/lunch').length).toBeGreaterThan(requestsBefore);
      expect(await harvestLine(page, harvestOk).textContent()).toContain('pågår');
      await keepScreenshot(page, { path: `${SHOTS}/h183-rescrape-running-${label}.png` });
      releaseLunchPage();
      await expect.poll(() => harvestLine(page, harvestOk).textContent(), { timeout: 60_000, interval: 200 }).toBe(`Menyer för mån–fre, vecka ${isoWeek()}`);
      await eventually(() => statusOf(page, harvestOk)).toBe('Korrekt');
      await keepScreenshot(page, { path: `${SHOTS}/h183-rescrape-found-${label}.png` });
    }, 120_000);

    it(`at ${label} px: a page that answers 404 shows the failure, and the log store has it at level error`, async () => {
      const page = await openScreen(device);
      await row(page, harvestBroken).getByRole('button', { name: `Rescrape ${harvestBroken.name}` }).click();
      await expect.poll(() => harvestLine(page, harvestBroken).textContent(), { timeout: 60_000, interval: 200 }).toMatch(/^Misslyckades: .*404/);
      await keepScreenshot(page, { path: `${SHOTS}/h183-rescrape-failed-${label}.png` });
      const logs = await call<LogsResponse>('GET', '/api/admin/logs?level=error&type=error&limit=200');
      const entry = logs.logs.find((l) => (l.context as { restaurantId?: string } | undefined)?.restaurantId === harvestBroken.id);
      expect(entry, 'an error entry for the failed rescrape').toBeDefined();
      expect(entry!.message).toContain('404');
    }, 120_000);
  }
});
