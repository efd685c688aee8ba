import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { LunchHourSlot, Restaurant, RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { stackHandles } from '../../functions/test/support/workflow-fixtures';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { localAdminLogin } from './support/log-in';
import { failOnPageErrors, seriousAxeViolations, signInOnce, visitorPages, keepScreenshot } from './support/page-helpers';

/**
 * The dashboard's Restaurants tab and Add Field modal in Chromium. On the shared stack, writes stay
 * on restaurants in Gävle, Sundsvall and Borås (index 3 of each city's first page, which no other test
 * picks) and each test puts back what it changed. Add Field writes every restaurant, and deleting a
 * restaurant changes every count, so those run on a stack of this file's own.
 */
const baseUrl = inject('baseUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
/** Contexts whose visitor has already answered the cookie banner, so it covers nothing; a script error fails the test. */
const { openContext } = visitorPages(browserForThisFile(baseUrl), { pageErrors: failOnPageErrors() });

/**
 * The dashboard, signed in: through the login page the first time, with that session's cookie after
 * (no test here tests signing in; a login per test cost seconds of CPU). Each stack its own session.
 */
async function openDashboard(page: Page, signIn: (page: Page) => Promise<void>, origin = '') {
  await signIn(page);
  if (new URL(page.url()).pathname !== '/admin') {
    await page.goto(`${origin}/admin`);
    await page.getByText('You have admin access.').waitFor();
  }
}
const signInShared = signInOnce(adminLogin);
const logIn = (page: Page) => openDashboard(page, signInShared);

async function restaurantIn(city: string, index: number, url = baseUrl): Promise<Restaurant> {
  const res = await fetch(`${url}/api/restaurants?city=${encodeURIComponent(city)}&limit=12`);
  expect(res.status).toBe(200);
  return ((await res.json()) as RestaurantListResponse).data[index] as unknown as Restaurant;
}

async function publicRestaurant(id: string, url = baseUrl): Promise<Restaurant> {
  const res = await fetch(`${url}/api/restaurants/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Restaurant;
}

const list = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const panel = (page: Page) => page.locator('.ar-panel');
const toast = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });
const countText = (page: Page) => page.locator('.ar-list__count');
const totalShown = async (page: Page) => Number.parseInt((await countText(page).textContent()) ?? '', 10);

/** Searches for the restaurant by name and opens it in the right panel. */
async function selectRestaurant(page: Page, restaurant: Restaurant) {
  await page.getByRole('tab', { name: 'Restaurants' }).waitFor();
  await page.getByLabel('Search restaurants').fill(restaurant.name);
  // The searched list replaces the one shown before it (after the typing pause): click a row of the
  // searched list, not of the one about to be replaced (on a loaded machine such a click was lost).
  const rowTexts = () => list(page).getByRole('button').allTextContents();
  await expect.poll(async () => { const texts = await rowTexts(); return texts.length > 0 && texts.every((text) => text.includes(restaurant.name)); }, { timeout: 30_000 }).toBe(true);
  const row = list(page).getByRole('button').filter({ hasText: restaurant.name }).filter({ hasText: restaurant.city });
  await row.first().click();
  await panel(page).getByRole('heading', { name: restaurant.name, level: 2 }).waitFor();
}

function fieldRow(page: Page, label: string): Locator {
  return panel(page).locator('.ar-fieldrow').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

async function editField(page: Page, label: string, value: string) {
  await panel(page).getByRole('button', { name: `Edit ${label}`, exact: true }).click();
  const input = fieldRow(page, label).getByLabel(label, { exact: true });
  await input.fill(value);
  await fieldRow(page, label).getByRole('button', { name: 'Save' }).click();
}

describe('admin Restaurants tab', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = new ApiClient(baseUrl);
    expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  });

  it("shows 'No Restaurant Selected', a windowed list that loads pages as it scrolls, and edits a field", async () => {
    const target = await restaurantIn('Gävle', 3);
    const original = { phone: target.contact?.phone ?? '', tags: target.tags };
    const context = await openContext();
    const page = await context.newPage();
    try {
      await logIn(page);
      await page.getByRole('heading', { name: 'No Restaurant Selected' }).waitFor();

      // Windowing: hundreds of restaurants, a few dozen rows in the page; the last one loads when scrolled to.
      await eventually(() => totalShown(page)).toBeGreaterThan(250);
      const total = await totalShown(page);
      expect(await list(page).locator('li').count()).toBeLessThan(40);
      await page.locator('.ar-list__viewport').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await list(page).locator(`li[aria-posinset="${total}"] button`).waitFor();
      expect(await list(page).locator('li').count()).toBeLessThan(40);

      await selectRestaurant(page, target);
      await panel(page).locator('.ar-panel__header').getByText('Gävle', { exact: true }).waitFor();

      // Phone: Edit, Cancel leaves it, Edit, Save shows it and the server has it.
      const phone = `026-${String(Date.now()).slice(-6)}`;
      await panel(page).getByRole('button', { name: 'Edit Phone', exact: true }).click();
      await fieldRow(page, 'Phone').getByRole('button', { name: 'Cancel' }).click();
      await panel(page).getByRole('button', { name: 'Edit Phone', exact: true }).waitFor();
      // After the save the selection is refreshed with search={name}&limit=1 (spec section 7).
      const refresh = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/admin/restaurants' && url.searchParams.get('limit') === '1' && url.searchParams.get('search') === target.name;
      });
      await editField(page, 'Phone', phone);
      await toast(page, 'Restaurant updated successfully').waitFor();
      await refresh;
      await fieldRow(page, 'Phone').getByText(phone, { exact: true }).waitFor();
      expect((await publicRestaurant(target.id)).contact.phone).toBe(phone);

      // Tags: comma-split, trimmed, empties dropped.
      await editField(page, 'Tags', ' e2e-tagg, ,  annan tagg ,');
      await toast(page, 'Restaurant updated successfully').waitFor();
      await fieldRow(page, 'Tags').getByText('e2e-tagg, annan tagg', { exact: true }).waitFor();
      expect((await publicRestaurant(target.id)).tags).toEqual(['e2e-tagg', 'annan tagg']);

      // A value the server refuses: its message, and the field stays in edit mode.
      await editField(page, 'Website', 'inte en adress');
      await page.locator('.toast').getByText(/value for contact\.website/).waitFor();
      await fieldRow(page, 'Website').getByRole('button', { name: 'Cancel' }).click();

      // Back as it was, through the panel.
      await editField(page, 'Phone', original.phone);
      await toast(page, 'Restaurant updated successfully').waitFor();
      await eventually(async () => (await publicRestaurant(target.id)).contact.phone ?? '').toBe(original.phone);

      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: '/tmp/admin-restaurants-1280.png', fullPage: true });
    } finally {
      await admin.call('PATCH', `/api/admin/restaurants/${target.id}`, { field: 'contact.phone', value: original.phone });
      await admin.call('PATCH', `/api/admin/restaurants/${target.id}`, { field: 'tags', value: original.tags });
    }
  });

  it('edits lunch hours: adds slots, toggles days, and drops a slot left with no days', async () => {
    const target = await restaurantIn('Sundsvall', 3);
    const original: LunchHourSlot[] = target.lunch_hours;
    const context = await openContext();
    const page = await context.newPage();
    try {
      await logIn(page);
      await selectRestaurant(page, target);
      await panel(page).getByRole('button', { name: 'Edit lunch hours' }).click();
      const slots = panel(page).locator('.ar-hours__slot');
      const before = await slots.count();
      expect(before).toBe(Math.max(1, original.length));

      // Slot A: the default (Monday-Friday 11:00-14:00), then every day switched off.
      await panel(page).getByRole('button', { name: 'Add slot' }).click();
      const slotA = slots.nth(before);
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        expect(await slotA.getByRole('button', { name: day, exact: true }).getAttribute('aria-pressed')).toBe(String(!day.startsWith('S')));
      }
      expect(await slotA.getByLabel('Start').inputValue()).toBe('11:00');
      expect(await slotA.getByLabel('End').inputValue()).toBe('14:00');
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await slotA.getByRole('button', { name: day, exact: true }).click();

      // Slot B: weekends 12:00-15:00.
      await panel(page).getByRole('button', { name: 'Add slot' }).click();
      const slotB = slots.nth(before + 1);
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await slotB.getByRole('button', { name: day, exact: true }).click();
      expect(await slotB.getByRole('button', { name: 'Sunday', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await slotB.getByLabel('Start').fill('12:00');
      await slotB.getByLabel('End').fill('15:00');

      // Slot C, added and removed again.
      await panel(page).getByRole('button', { name: 'Add slot' }).click();
      await slots.nth(before + 2).getByRole('button', { name: 'Remove slot' }).click();
      expect(await slots.count()).toBe(before + 2);

      await panel(page).getByRole('button', { name: 'Save lunch hours' }).click();
      await toast(page, 'Lunch hours updated successfully').waitFor();
      await panel(page).getByText('Lör–Sön 12:00–15:00').last().waitFor();
      const saved = (await publicRestaurant(target.id)).lunch_hours;
      expect(saved).toEqual([...original, { days: ['Saturday', 'Sunday'], startTime: '12:00', endTime: '15:00' }]);
    } finally {
      expect((await admin.call('PATCH', `/api/admin/restaurants/${target.id}`, { field: 'lunch_hours', value: original })).status).toBe(200);
    }
  });

  it('adds, edits, duplicates and deletes a menu', async () => {
    const target = await restaurantIn('Borås', 3);
    const name = `E2E Pyttipanna ${Date.now()}`;
    const context = await openContext();
    const page = await context.newPage();
    try {
      await logIn(page);
      await selectRestaurant(page, target);
      const menus = panel(page).getByRole('list', { name: 'Lunch menus' });
      // The demo menus are this week's.
      if (target.lunch_menus.length) await menus.locator('.ar-badge', { hasText: 'Active' }).first().waitFor();

      const addButton = panel(page).getByRole('button', { name: 'Add menu' });
      await addButton.click();
      expect(await addButton.isDisabled()).toBe(true);
      const form = panel(page).getByRole('form', { name: 'New menu' });
      expect(await form.getByLabel('Price (kr)').getAttribute('placeholder')).toBe('129');
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Description').fill('med rödbetor och stekt ägg');
      await form.getByLabel('Price (kr)').fill('119');
      // A menu the server refuses (31 tags): its message, and the form stays open.
      await form.getByLabel('Tags').fill(Array.from({ length: 31 }, (_, i) => `t${i}`).join(','));
      await form.getByRole('button', { name: 'Save' }).click();
      await page.locator('.toast').getByText('tags must have at most 30 entries', { exact: true }).waitFor();
      expect(await page.locator('.toast').getByText('Error', { exact: true }).count()).toBe(1);
      await form.getByLabel('Tags').fill('husman, , e2e');
      await form.getByLabel('Valid from').fill('2031-03-03');
      await form.getByLabel('Valid to').fill('2031-03-07');
      await keepScreenshot(panel(page).locator('.ar-menus'), { path: '/tmp/admin-restaurants-menu-form-1280.png' });
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Menu added successfully').waitFor();
      const card = menus.getByRole('listitem', { name: name, exact: true });
      await card.waitFor();
      await card.getByText('Week 10').waitFor();
      await card.getByText('mån 3 mars – fre 7 mars').waitFor();
      await card.getByText('119 kr').waitFor();
      expect(await card.getByText('Active').count()).toBe(0);
      expect(await addButton.isDisabled()).toBe(false);
      const added = (await publicRestaurant(target.id)).lunch_menus.find((m) => m.name === name)!;
      expect(added).toMatchObject({ price: 119, tags: ['husman', 'e2e'], validFrom: '2031-03-03', validTo: '2031-03-07' });

      // Edit mode: the add button waits; Save changes name and price.
      await card.getByRole('button', { name: `Edit menu ${name}` }).click();
      expect(await addButton.isDisabled()).toBe(true);
      const editForm = panel(page).getByRole('form', { name: `Edit ${name}` });
      await editForm.getByLabel('Name').fill(`${name} (ändrad)`);
      await editForm.getByLabel('Price (kr)').fill('129');
      await editForm.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Menu updated successfully').waitFor();
      const edited = menus.getByRole('listitem', { name: `${name} (ändrad)`, exact: true });
      await edited.getByText('129 kr').waitFor();
      expect(await addButton.isDisabled()).toBe(false);

      await edited.getByRole('button', { name: `Duplicate menu ${name} (ändrad)` }).click();
      await toast(page, 'Menu duplicated successfully').waitFor();
      await eventually(() => edited.count()).toBe(2);
      expect((await publicRestaurant(target.id)).lunch_menus.filter((m) => m.name === `${name} (ändrad)`)).toHaveLength(2);

      // Delete asks first and says it cannot be undone; dismissing keeps the menu.
      page.once('dialog', (dialog) => {
        expect(dialog.message()).toContain('cannot be undone');
        void dialog.dismiss();
      });
      await edited.first().getByRole('button', { name: /^Delete menu/ }).click();
      expect(await edited.count()).toBe(2);
      for (const remaining of [1, 0]) {
        page.once('dialog', (dialog) => void dialog.accept());
        await edited.first().getByRole('button', { name: /^Delete menu/ }).click();
        await toast(page, 'Menu deleted successfully').waitFor();
        await eventually(() => edited.count()).toBe(remaining);
      }
      expect((await publicRestaurant(target.id)).lunch_menus.filter((m) => m.name.startsWith(name))).toEqual([]);
    } finally {
      for (const menu of (await publicRestaurant(target.id)).lunch_menus.filter((m) => m.name.startsWith(name))) {
        await admin.call('DELETE', `/api/admin/restaurants/${target.id}/menus/${menu._id}`);
      }
    }
  });

  it('narrows the list with the search box and the filters, and clears them', async () => {
    const target = await restaurantIn('Gävle', 3);
    const apiTotal = async (query: string) => (await admin.call('GET', `/api/admin/restaurants?limit=1&${query}`)).json.pagination.total as number;
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await eventually(() => totalShown(page)).toBeGreaterThan(250);

    await page.getByLabel('Search restaurants').fill(target.name);
    await eventually(() => totalShown(page)).toBe(await apiTotal(`search=${encodeURIComponent(target.name)}`));
    const names = await list(page).locator('.ar-list__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const text of names) expect(text.toLowerCase()).toContain(target.name.toLowerCase());

    await page.getByLabel('Search restaurants').fill('ingen restaurang heter så här');
    await list(page).waitFor({ state: 'detached' });
    await page.getByText('No restaurants found').waitFor();
    await page.getByLabel('Search restaurants').fill('');

    // City "borå" (a case-insensitive part), then evening scraping only.
    await page.getByLabel('City', { exact: true }).fill('borå');
    const boras = await apiTotal('city=bor%C3%A5');
    await eventually(() => totalShown(page)).toBe(boras);
    const cities = await list(page).locator('.ar-list__city').allTextContents();
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city).toBe('Borås');
    await page.getByLabel('Scraping time').selectOption('EVENING');
    await eventually(() => totalShown(page)).toBe(await apiTotal('city=bor%C3%A5&scrapingTime=EVENING'));

    await page.getByLabel('Property', { exact: true }).selectOption('lunch_format');
    await page.getByLabel('Property state').selectOption('missing');
    await eventually(() => totalShown(page)).toBe(await apiTotal('city=bor%C3%A5&scrapingTime=EVENING&property=lunch_format&propertyState=missing'));

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await eventually(() => totalShown(page)).toBe(await apiTotal(''));
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Scraping time').inputValue()).toBe('all');
    expect(await page.getByRole('button', { name: 'Clear all filters' }).isDisabled()).toBe(true);
  });

  it('stays small with 10,000 restaurants: only visible rows in the page, only their pages fetched', async () => {
    const TOTAL = 10_000;
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    // The list call answers as if the database held 10,000 restaurants.
    const requested: number[] = [];
    await page.route('**/api/admin/restaurants?*', async (route) => {
      const url = new URL(route.request().url());
      const pageNo = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      requested.push(pageNo);
      const start = (pageNo - 1) * limit;
      const restaurants = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({
        id: `r${start + i + 1}`, _id: `r${start + i + 1}`, name: `Restaurang ${start + i + 1}`, city: 'Gävle', location: { city: 'Gävle', address: '', coordinates: [17.1, 60.6] },
      }));
      await route.fulfill({ json: { restaurants, pagination: { page: pageNo, limit, total: TOTAL, hasMore: start + limit < TOTAL } } });
    });
    await page.getByLabel('Scraping time').selectOption('EVENING'); // a new query, answered by the route above
    await eventually(() => countText(page).textContent()).toBe('10000 restaurants');
    const viewport = page.locator('.ar-list__viewport');
    for (const row of [5000, 9999, 2500]) {
      await viewport.evaluate((el, top) => el.scrollTo(0, top), row * 56);
      await list(page).getByRole('button', { name: `Restaurang ${row + 1} Gävle` }).waitFor();
      expect(await list(page).locator('li').count()).toBeLessThan(40);
    }
    // Pages 1, 101 (rows 5000..), 200 (the end), 51 (row 2500) and their neighbours at most: never all 200.
    expect(new Set(requested).size).toBeLessThanOrEqual(8);
    await list(page).getByRole('button', { name: 'Restaurang 2501 Gävle' }).click();
    await panel(page).getByRole('heading', { name: 'Restaurang 2501' }).waitFor();
  });

  it('fits a phone screen', async () => {
    const target = await restaurantIn('Gävle', 3);
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    await selectRestaurant(page, target);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, { path: '/tmp/admin-restaurants-390.png', fullPage: true });
    // The editors open (and are left without saving) within the width too.
    await panel(page).getByRole('button', { name: 'Edit Phone', exact: true }).click();
    await panel(page).getByRole('button', { name: 'Edit lunch hours' }).click();
    await panel(page).getByRole('button', { name: 'Add menu' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(panel(page).locator('.ar-hours'), { path: '/tmp/admin-restaurants-hours-390.png' });
    await keepScreenshot(panel(page).locator('.ar-menus'), { path: '/tmp/admin-restaurants-menus-390.png' });
    await keepScreenshot(fieldRow(page, 'Phone'), { path: '/tmp/admin-restaurants-field-390.png' });
  });
});

describe('Add Field and deleting a restaurant (a stack of their own: they change every restaurant or the counts)', () => {
  let stack: RunningStack;
  let dataDir: string;
  let ownAdmin: { username: string; password: string };
  const signInOwn = signInOnce(() => ownAdmin, () => stack.baseUrl);
  const logInOwn = (page: Page) => openDashboard(page, signInOwn, stack.baseUrl);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-admin-restaurants-'));
    // A copy of the seeded demo data (the global setup's), instead of seeding again.
    stack = await startStack({ dataDir, seededFrom: inject('seededDataDir') });
    ownAdmin = localAdminLogin(dataDir);
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks the Add Field form, then sets a new field on the restaurants missing it', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logInOwn(page);
    await page.getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Add Field' });

    await submit.click();
    await dialog.getByRole('alert').getByText('Please enter a field path', { exact: true }).waitFor();
    await dialog.getByLabel('Field path').fill('e2eAnteckning');
    await submit.click();
    await dialog.getByRole('alert').getByText('Please enter a field value', { exact: true }).waitFor();
    await dialog.getByLabel('Type').selectOption('number');
    await dialog.getByLabel('Field value').fill('tolv');
    await submit.click();
    await dialog.getByRole('alert').getByText('Invalid number value', { exact: true }).waitFor();

    // The server names what it refuses.
    await dialog.getByLabel('Field value').fill('12');
    await dialog.getByLabel('Field path').fill('location.city');
    await submit.click();
    await dialog.getByRole('alert').getByText(/partition key/).waitFor();
    await keepScreenshot(page, { path: '/tmp/admin-add-field-1280.png' });

    await dialog.getByLabel('Field path').fill('e2eAnteckning');
    await dialog.getByLabel('Type').selectOption('array');
    await dialog.getByLabel('Field value').fill(' hej , då ');
    expect(await dialog.getByLabel('missing: only restaurants missing the field').isChecked()).toBe(true);

    // Bulk changes ask first: the button only counts (a dry run), and says how many change in which cities.
    const calls: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/add-field') calls.push(r.postDataJSON());
    });
    const stored = async () => (await stackHandles(dataDir).restaurants.item(some.id, some.city).read<Record<string, unknown>>()).resource!;
    const some = await restaurantIn('Stockholm', 0, stack.baseUrl);
    await submit.click();
    const preview = dialog.getByRole('status');
    await preview.getByText(/will change/).waitFor();
    const said = /^(\d+) restaurants in 16 cities will change: (.+)$/.exec((await preview.textContent()) ?? '');
    expect(said, (await preview.textContent()) ?? '').not.toBeNull();
    const perCity = said![2].split(', ').map((entry) => /^(.+) (\d+)$/.exec(entry)!.slice(1));
    expect(perCity).toHaveLength(16);
    expect(perCity.slice(0, 3).map(([, n]) => Number(n))).toEqual([45, 45, 45]);
    expect(perCity.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(Number(said![1]));
    expect(calls).toEqual([{ fieldPath: 'e2eAnteckning', fieldValue: ['hej', 'då'], condition: 'missing', dryRun: true }]);
    expect(await stored()).not.toHaveProperty('e2eAnteckning');
    await keepScreenshot(page, { path: '/tmp/admin-add-field-confirm-1280.png' });

    // Back keeps the form as it was; counting again asks again.
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByLabel('Field value').inputValue()).toBe(' hej , då ');
    await submit.click();
    const confirm = dialog.getByRole('button', { name: `Confirm: change ${said![1]} restaurants` });
    await confirm.click();
    await dialog.getByRole('status').getByText(`${said![1]} restaurants changed.`, { exact: true }).waitFor();
    expect(calls.map((c) => c.dryRun)).toEqual([true, true, undefined]);
    await page.locator('.toast').getByText(new RegExp(`^Field e2eAnteckning set on ${said![1]} of ${said![1]}`)).waitFor();
    expect((await stored()).e2eAnteckning).toEqual(['hej', 'då']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Nothing left to change: the preview says so and offers no confirm.
    await page.getByRole('button', { name: 'Add Field' }).click();
    await dialog.getByLabel('Field path').fill('e2eAnteckning');
    await dialog.getByLabel('Field value').fill('x');
    await submit.click();
    await dialog.getByRole('status').getByText('No restaurant will change.', { exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
  });

  it('shows the Add Field confirmation at 390 px without sideways scrolling', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logInOwn(page);
    await page.getByRole('button', { name: 'Add Field' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByLabel('Field path').fill('e2eTelefonNot');
    await dialog.getByLabel('Field value').fill('ja');
    await dialog.getByLabel('all: every restaurant (overwrite)').check();
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.getByRole('status').getByText(/restaurants in 16 cities will change/).waitFor();
    await dialog.getByRole('button', { name: /^Confirm: change \d+ restaurants$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, { path: '/tmp/admin-add-field-confirm-390.png' });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes a restaurant after asking', async () => {
    const target = await restaurantIn('Gävle', 0, stack.baseUrl);
    const context = await openContext();
    const page = await context.newPage();
    await logInOwn(page);
    await selectRestaurant(page, target);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(target.name);
      void dialog.accept();
    });
    await panel(page).getByRole('button', { name: 'Delete restaurant' }).click();
    await toast(page, 'Restaurant deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'No Restaurant Selected' }).waitFor();
    expect((await fetch(`${stack.baseUrl}/api/restaurants/${target.id}`)).status).toBe(404);
  });
});
