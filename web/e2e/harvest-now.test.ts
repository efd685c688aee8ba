import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isoWeekOf, todayIn, type RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { failOnPageErrors, visitorPages, keepScreenshot } from './support/page-helpers';
import { localAdminLogin, logInAsAdmin } from './support/log-in';

/**
 * "Hämta meny nu" and the harvest hints in the Restaurants tab's panel, in Chromium at 1280 and 390 px.
 * Lunch pages are served by the shared page server on loopback; the restaurants are Linköping's 11th and
 * 12th on the public list (no other test picks them); each test puts back the fields it set.
 */
const baseUrl = inject('baseUrl');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
const visitor = visitorPages(browserForThisFile(baseUrl), { pageErrors: failOnPageErrors() });

const { week } = isoWeekOf(todayIn());
const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const REAL = ['Kåldolmar med gräddsås', 'Sprödbakad torsk med remoulad', 'Halloumibiff med couscous', 'Fläskfilé med pepparsås', 'Räksmörgås på surdeg'];
const DECOY = ['Grannens kebabtallrik', 'Grannens pizza', 'Grannens sushi', 'Grannens taco', 'Grannens burgare'];
const days = (dishes: string[], price: number) => DAYS.map((day, i) => `<h3>${day}</h3><p>${dishes[i]} ${price} kr</p>`).join('\n');

async function signedInPage(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const page = await visitor.openPage(device);
  await logInAsAdmin(page, adminLogin);
  return page;
}

const panel = (page: Page) => page.locator('.ar-panel');
const fieldRow = (page: Page, label: string) => panel(page).locator('.ar-fieldrow').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
const harvestButton = (page: Page) => panel(page).getByRole('button', { name: /^(Hämta meny nu|Hämtar…)$/ });
const reading = (page: Page) => panel(page).getByRole('region', { name: 'Hämtad meny' });

async function selectRestaurant(page: Page, restaurant: { name: string; city: string }) {
  await page.getByRole('tab', { name: 'Restaurants' }).waitFor();
  await page.getByLabel('Search restaurants').fill(restaurant.name);
  await page.getByRole('list', { name: 'Restaurants' }).getByRole('button').filter({ hasText: restaurant.name }).filter({ hasText: restaurant.city }).first().click();
  await panel(page).getByRole('heading', { name: restaurant.name, level: 2 }).waitFor();
}

async function editField(page: Page, label: string, value: string) {
  await panel(page).getByRole('button', { name: `Edit ${label}`, exact: true }).click();
  await fieldRow(page, label).getByLabel(label, { exact: true }).fill(value);
  await fieldRow(page, label).getByRole('button', { name: 'Save' }).click();
  await fieldRow(page, label).getByText(value, { exact: true }).waitFor();
}

let admin: ApiClient;
let restaurants: { id: string; name: string; city: string; lunch_link?: string; selectorType?: string }[];
const patch = async (id: string, field: string, value: unknown) => {
  const res = await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field, value });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent('Linköping')}&limit=12`);
  restaurants = ((await res.json()) as RestaurantListResponse).data.slice(10, 12) as unknown as typeof restaurants;
  expect(restaurants).toHaveLength(2);
});

describe('Hämta meny nu in the Restaurants tab', () => {
  const reviews: string[] = [];
  afterAll(async () => {
    for (const r of restaurants) {
      await patch(r.id, 'lunch_link', r.lunch_link ?? '');
      await patch(r.id, 'selectorType', r.selectorType ?? '');
    }
    // A reading left waiting would show in other tests' review queue.
    for (const id of reviews) {
      if ((await admin.call('POST', `/api/admin/menu-reviews/${id}/reject`, { reason: 'e2e harvest-now' })).status === 200) {
        for (const r of restaurants) await patch(r.id, 'ManualScraping', false);
      }
    }
  });

  it('1280 px: a selector set in Hämtningstips bounds the page; the reading is shown, published, and the menus refresh', async () => {
    const restaurant = restaurants[0];
    fs.writeFileSync(
      path.join(pagesDir, 'harvest-now-desktop.html'),
      `<!doctype html><html><body><aside><h2>Grannkrogens lunch vecka ${week}</h2>${days(DECOY, 99)}</aside>
<div id="veckans-lunch"><h2>Lunchmeny vecka ${week}</h2>${days(REAL, 128)}</div></body></html>`,
    );
    await patch(restaurant.id, 'lunch_link', `${pagesUrl}/harvest-now-desktop.html`);
    await patch(restaurant.id, 'selectorType', '');

    const page = await signedInPage(DESKTOP);
    await selectRestaurant(page, restaurant);
    const hints = panel(page).getByRole('region', { name: 'Hämtningstips' });
    await hints.getByText(/^CSS-selektor som avgränsar menyn/).waitFor();
    for (const label of ['Selector type', 'PDF location in page', 'Lunch format', 'Extra prompt']) {
      await hints.getByRole('button', { name: `Edit ${label}`, exact: true }).waitFor();
      // Moved, not duplicated: the details list no longer has them.
      expect(await panel(page).getByRole('button', { name: `Edit ${label}`, exact: true }).count()).toBe(1);
    }
    await editField(page, 'Selector type', '#veckans-lunch');

    // Held at the network, so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/azure-extract/**', async (route) => {
      await held;
      await route.continue();
    });
    await harvestButton(page).click();
    await panel(page).getByRole('button', { name: 'Hämtar…' }).waitFor();
    expect(await harvestButton(page).isDisabled()).toBe(true);
    release();

    await reading(page).getByText('Publicerad: visas för besökare').waitFor({ timeout: 30_000 });
    await reading(page).getByText(/^\d{1,3} %$/).waitFor();
    const dishes = reading(page).getByRole('table');
    for (const dish of REAL) await dishes.getByRole('cell', { name: dish, exact: true }).waitFor();
    expect(await dishes.getByText('128 kr').count()).toBe(5);
    expect(await reading(page).getByText(/Grannens/).count()).toBe(0);
    await reading(page).getByText('Måndag, Tisdag, Onsdag, Torsdag, Fredag').waitFor();
    // The panel's menus were read again and show the published dishes.
    await eventually(() => panel(page).locator('.ar-menus').getByText(REAL[0]).count()).toBeGreaterThan(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await keepScreenshot(panel(page).locator('section[aria-labelledby="ar-harvest-title"]'), { path: '/tmp/harvest-now-1280.png' });
  });

  it('390 px: no lunch link disables the button with a reason; a page without a week goes to review, with a link to it', async () => {
    const restaurant = restaurants[1];
    fs.writeFileSync(path.join(pagesDir, 'harvest-now-phone.html'), `<!doctype html><html><body><h2>Veckans lunch</h2>${days(REAL, 119)}</body></html>`);
    await patch(restaurant.id, 'lunch_link', '');
    await patch(restaurant.id, 'selectorType', '');

    const page = await signedInPage(PHONE);
    await selectRestaurant(page, restaurant);
    expect(await harvestButton(page).isDisabled()).toBe(true);
    await panel(page).getByText('Ingen lunchlänk: lägg in en lunch link för att kunna hämta menyn.').waitFor();

    await editField(page, 'Lunch link', `${pagesUrl}/harvest-now-phone.html`);
    await eventually(() => harvestButton(page).isEnabled()).toBe(true);
    await harvestButton(page).click();

    await reading(page).getByText('Skickad till granskning').waitFor({ timeout: 30_000 });
    const link = reading(page).getByRole('link', { name: 'Öppna i granskningen' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/admin\/menu-review\?review=.+/);
    reviews.push(decodeURIComponent(href.split('review=')[1]));
    for (const dish of REAL) await reading(page).getByRole('cell', { name: dish, exact: true }).waitFor();
    await reading(page).getByRole('list', { name: 'Tveksamheter' }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(panel(page).locator('section[aria-labelledby="ar-harvest-title"]'), { path: '/tmp/harvest-now-390.png' });
  });
});
