import { describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import type { NewRestaurantsResponse } from '@lunch/shared';
import { localAdminLogin, logInAsAdmin } from './support/log-in';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { requestsSettled, seriousAxeViolations, visitorPages, keepScreenshot } from './support/page-helpers';
import { adminRestaurant, insertRestaurant as insertNewRestaurant } from './support/restaurants-api';

const baseUrl = inject('baseUrl');
const admin = localAdminLogin(inject('dataDir'));
/** Contexts whose visitor has already answered the cookie banner, so it covers nothing in screenshots. */
const { openContext } = visitorPages(browserForThisFile(baseUrl));
/** Names made here carry this, so runs against one stack (and other test files) never collide. */
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const SCREENSHOTS = '/tmp';

const logIn = (page: Page) => logInAsAdmin(page, admin);

const CITY_POINTS = { Gävle: [17.1413, 60.6749], Sundsvall: [17.3069, 62.3908], Borås: [12.9401, 57.721] } as const;

/** A NEW restaurant made through the API with the signed-in page's cookies (the maps import's insert call). */
const insertRestaurant = (request: APIRequestContext, name: string, city: keyof typeof CITY_POINTS, lunchLink?: string) =>
  insertNewRestaurant(request, { name, city, address: `Testgatan ${run}`, coordinates: CITY_POINTS[city], lunchLink });

const toast = (page: Page) => page.locator('.toast');

describe('manual import', () => {
  it('refuses a bad item with the spec message, then replaces all menus of the restaurant', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    const name = `Importkrogen ${run}`;
    const restaurant = await insertRestaurant(page.request, name, 'Borås');
    const old = await page.request.post(`/api/admin/restaurants/${restaurant.id}/menus`, {
      data: { name: 'Gammal meny', description: '', price: 99, tags: [], allergies: [], availability: [], validFrom: '2026-01-05', validTo: '2026-01-09' },
    });
    expect(old.status(), await old.text()).toBe(201);

    await page.getByRole('tab', { name: 'Manual Import' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search restaurant').fill(name);
    await panel.getByRole('button', { name: new RegExp(name) }).click();
    await panel.getByText(`Selected: ${name} (Borås), 1 menu now`).waitFor();

    const json = panel.getByLabel('Menu JSON (an array of menu objects)');
    const parseButton = panel.getByRole('button', { name: 'Parse JSON' });
    const replaceButton = panel.getByRole('button', { name: 'Replace All Menus' });
    expect(await parseButton.isDisabled()).toBe(true);
    expect(await replaceButton.isDisabled()).toBe(true);

    // Not an array; then one item without a price.
    await json.fill('{"name":"Soppa","price":95}');
    await parseButton.click();
    await panel.getByRole('alert').getByText('JSON must be an array of menu objects').waitFor();
    await json.fill(JSON.stringify([{ name: 'Dagens soppa', price: 95 }, { name: 'Pasta utan pris' }]));
    await parseButton.click();
    await panel.getByRole('alert').getByText("Menu 2: Missing or invalid 'price' field").waitFor();
    expect(await panel.getByRole('region', { name: 'Preview', exact: true }).count()).toBe(0);

    // A good array (one menu with a date that is no date is skipped with a warning) shows a preview.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    const menus = [
      { name: `Köttbullar ${run}`, description: 'med lingon', price: 129, tags: ['husman'] },
      { name: `Fiskgryta ${run}`, price: 139, allergies: ['fisk'], validFrom: today, validTo: today },
      { name: 'Datumlös', price: 100, validFrom: 'nästa vecka' },
    ];
    await json.fill(JSON.stringify(menus, null, 2));
    await parseButton.click();
    const preview = panel.getByRole('region', { name: 'Preview', exact: true });
    await preview.waitFor();
    expect(await preview.getByRole('row').count()).toBe(3); // header + 2 menus
    await panel.getByText('Menu 3 (Datumlös): invalid validFrom date "nästa vecka", skipped').waitFor();

    // Invalid JSON shows the parse error and clears the parsed list.
    await json.fill('[{"name": ');
    await parseButton.click();
    await panel.getByRole('alert').getByText(/^Invalid JSON: /).waitFor();
    expect(await preview.count()).toBe(0);
    expect(await replaceButton.isDisabled()).toBe(true);

    await json.fill(JSON.stringify(menus));
    await parseButton.click();
    await preview.waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-manual-import-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await replaceButton.click();
    await panel.getByRole('status').getByText('2 menus imported, 0 failed').waitFor({ timeout: 15_000 });
    await toast(page).getByText('2 menus imported, 0 failed').waitFor();
    // The progress counted the clear step and both posts.
    expect(await panel.getByRole('progressbar').getAttribute('max')).toBe('3');
    expect(await panel.getByRole('progressbar').getAttribute('value')).toBe('3');
    await panel.getByText('3 / 3').waitFor();
    // Reset on success, and the selection read again shows the new count.
    expect(await json.inputValue()).toBe('');
    expect(await preview.count()).toBe(0);
    await panel.getByText(`Selected: ${name} (Borås), 2 menus now`).waitFor();

    const stored = await adminRestaurant(page.request, name);
    expect(stored!.lunch_menus.map((m) => m.name).sort()).toEqual([`Fiskgryta ${run}`, `Köttbullar ${run}`]);
    expect(stored!.lunch_menus.find((m) => m.name.startsWith('Köttbullar'))).toMatchObject({ description: 'med lingon', price: 129, tags: ['husman'], validFrom: today, validTo: today });
  });

  it('shows the import at 390 px without sideways scrolling', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/admin?tab=manual-import');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Menu JSON (an array of menu objects)').fill(JSON.stringify([{ name: 'Pyttipanna med rödbetor och stekt ägg', description: 'Klassiker', price: 119, tags: ['husman', 'ägg'] }]));
    await panel.getByRole('button', { name: 'Parse JSON' }).click();
    await panel.getByRole('region', { name: 'Preview', exact: true }).waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-manual-import-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('new restaurants', () => {
  it('filters with counts, saves lunch hours, and marks restaurants processed one by one and in bulk', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    const proper = await insertRestaurant(page.request, `Lunchlänk ${run}`, 'Sundsvall', `https://proper-${run}.example.se/lunch`);
    const social = await insertRestaurant(page.request, `Sociala ${run}`, 'Sundsvall', `https://www.facebook.com/sociala${run}`);
    const missing = await insertRestaurant(page.request, `Länklös ${run}`, 'Sundsvall');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/restaurants/new') && r.request().method() === 'GET');
    await page.getByRole('tab', { name: 'Nya Restauranger' }).click();
    const { restaurants, counts } = (await (await answer).json()) as NewRestaurantsResponse;
    const panel = page.getByRole('tabpanel');
    const list = panel.getByRole('list', { name: 'Nya restauranger' });
    await list.waitFor();
    const card = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

    // Every option shows the count the server gave for it.
    const optionTexts = async (label: string) => panel.getByLabel(label, { exact: true }).locator('option').allTextContents();
    expect(await optionTexts('City')).toContain(`Sundsvall (${counts.city.Sundsvall})`);
    expect(await optionTexts('City')).toContain(`all (${counts.total})`);
    expect(await optionTexts('Lunch link')).toEqual(['all', 'has', 'missing', 'social', 'proper'].map((o) => `${o} (${counts.lunchLink[o as keyof typeof counts.lunchLink]})`));
    expect(await optionTexts("'lunch' in URL")).toEqual(['all', 'has-lunch', 'no-lunch'].map((o) => `${o} (${counts.lunchWord[o as keyof typeof counts.lunchWord]})`));
    expect(await optionTexts('Validation')).toEqual(['all', 'has-menu', 'no-menu', 'not-checked'].map((o) => `${o} (${counts.validation[o as keyof typeof counts.validation]})`));
    expect(await optionTexts('AI response')).toEqual(
      ['all', 'null', 'NO_MENU_FOUND', 'FORMAT_ONLY', 'PARTIAL_MENU', 'ACCESS_ERROR', 'MENU_FOUND'].map((o) => `${o} (${counts.aiResponse[o as keyof typeof counts.aiResponse]})`),
    );
    expect(counts.lunchLink.social).toBeGreaterThanOrEqual(1);
    expect(counts.lunchLink.proper).toBeGreaterThanOrEqual(1);

    // Narrowing: city, then the link kind, then 'lunch' in the URL.
    await panel.getByLabel('City', { exact: true }).selectOption('Sundsvall');
    await eventually(() => list.getByRole('checkbox').count()).toBe(restaurants.filter((r) => r.city === 'Sundsvall').length);
    for (const r of [proper, social, missing]) await card(r.name).waitFor();
    await panel.getByLabel('Lunch link', { exact: true }).selectOption('social');
    await card(social.name).waitFor();
    expect(await card(proper.name).count()).toBe(0);
    expect(await card(missing.name).count()).toBe(0);
    await panel.getByLabel('Lunch link', { exact: true }).selectOption('has');
    await panel.getByLabel("'lunch' in URL", { exact: true }).selectOption('has-lunch');
    await card(proper.name).waitFor();
    expect(await card(social.name).count()).toBe(0);
    await panel.getByText(`Showing ${restaurants.filter((r) => r.city === 'Sundsvall' && r.lunch_link && /lunch/i.test(r.lunch_link)).length} of ${counts.total}`).waitFor();
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => list.getByRole('checkbox').count()).toBe(restaurants.length);
    await panel.getByLabel('City', { exact: true }).selectOption('Sundsvall');

    // Select all picks every shown card; clearing it unpicks them.
    const selectAll = panel.getByRole('checkbox', { name: 'Select all' });
    await selectAll.check();
    await panel.getByText(`${restaurants.filter((r) => r.city === 'Sundsvall').length} selected`, { exact: true }).waitFor();
    expect(await card(proper.name).getByRole('checkbox').isChecked()).toBe(true);
    await selectAll.uncheck();
    await panel.getByText('0 selected', { exact: true }).waitFor();

    // A card opens to its details; its lunch-hours text is read as one slot and saved.
    await card(social.name).getByRole('button', { name: /Visa detaljer/ }).click();
    const hours = card(social.name).getByLabel('Lunch hours text (days: start-end)');
    await hours.fill('Måndag-Fredag: 11:00-14:00');
    await card(social.name).getByText('Parsed: Monday, Tuesday, Wednesday, Thursday, Friday 11:00-14:00').waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-new-restaurants-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card(social.name).getByRole('button', { name: 'Save as lunch_hours' }).click();
    await toast(page).getByText('Lunch hours updated successfully').waitFor();
    await eventually(async () => (await adminRestaurant(page.request, social.name))?.lunch_hours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' },
    ]);

    // One card's own button, then two more in bulk.
    await card(social.name).getByRole('button', { name: 'Markera som Processed' }).click();
    await toast(page).getByText('Restaurant marked as processed', { exact: true }).waitFor();
    await eventually(() => card(social.name).count()).toBe(0);
    await card(proper.name).getByRole('checkbox').check();
    await card(missing.name).getByRole('checkbox').check();
    await panel.getByText('2 selected', { exact: true }).waitFor();
    await panel.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Markera som Processed' }).click();
    await toast(page).getByText('Restaurant marked as processed (2)').waitFor();
    await eventually(() => card(proper.name).count()).toBe(0);
    expect(await card(missing.name).count()).toBe(0);
    for (const r of [proper, social, missing]) expect((await adminRestaurant(page.request, r.name))!.NEW).toBe(false);
  });

  it('deletes selected restaurants after a confirmation', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    const doomed = await insertRestaurant(page.request, `Raderas ${run}`, 'Gävle');
    await page.goto('/admin?tab=new-restaurants');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('City', { exact: true }).selectOption('Gävle');
    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: doomed.name }) });
    await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: /Visa detaljer/ }).click();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-new-restaurants-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Dismissing the confirmation deletes nothing: no delete is sent (the same watch sees the one below).
    const deletes: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/api/admin/restaurants/') && deletes.push(r.url()));
    page.once('dialog', (dialog) => void dialog.dismiss());
    await panel.getByRole('button', { name: 'Delete selected' }).click();
    await requestsSettled(page);
    expect(deletes).toEqual([]);
    expect(await adminRestaurant(page.request, doomed.name)).toBeDefined();

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await panel.getByRole('button', { name: 'Delete selected' }).click();
    await toast(page).getByText('Restaurant deleted successfully').waitFor();
    expect(question).toContain('Delete 1 selected restaurant?');
    expect(deletes).toEqual([expect.stringContaining(encodeURIComponent(doomed.id))]);
    await eventually(() => card.count()).toBe(0);
    expect(await adminRestaurant(page.request, doomed.name)).toBeUndefined();
  });
});

describe('maps import', () => {
  const mapsUrl = 'https://www.google.com/maps/place/Testkrogen/@60.6749,17.1413,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1234abcd!8m2!3d60.675!4d17.142';

  it('extracts a maps link, edits, saves, adds the restaurant, and finds it among the new restaurants', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/admin/gmaps-import');
    await page.getByRole('heading', { name: 'Google Maps Import', level: 1 }).waitFor();
    const urlInput = page.getByLabel('Google Maps URL');
    const extractButton = page.getByRole('button', { name: 'Extrahera Data' });

    await extractButton.click();
    await toast(page).getByText('URL required').waitFor();
    await toast(page).getByText('Please enter a Google Maps URL').waitFor();

    await urlInput.fill('https://example.se/inte-en-karta');
    await extractButton.click();
    await toast(page).getByText('Extraction failed').waitFor();
    await toast(page).getByText(/^Not a Google Maps URL/).waitFor();

    await urlInput.fill(mapsUrl);
    await extractButton.click();
    await toast(page).getByText('Data extracted successfully').waitFor();
    const result = page.getByRole('region', { name: 'Testkrogen' });
    await result.waitFor();
    const value = (label: string | RegExp) => result.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await value('City').textContent()).toBe('Gävle');
    expect(await result.getByRole('term').filter({ hasText: 'City' }).getByText('derived').count()).toBe(1);
    expect(await value('Coordinates (longitude, latitude)').textContent()).toBe('17.142, 60.675');
    expect(await result.getByRole('term').filter({ hasText: 'Address' }).getByText('missing').count()).toBe(1);
    expect(await value('Rating').textContent()).toBe('–');

    // Edit: the insert button waits for Save; Cancel goes back to the extracted data.
    const insertButton = result.getByRole('button', { name: 'add restaurant to database' });
    await result.getByRole('button', { name: 'Edit' }).click();
    expect(await insertButton.isDisabled()).toBe(true);
    await result.getByText('Save your edits first').waitFor();
    await result.getByLabel('Name').fill('Fel namn');
    await result.getByRole('button', { name: 'Cancel' }).click();
    expect(await value('Name').textContent()).toBe('Testkrogen');

    const name = `Testkrogen ${run}`;
    await result.getByRole('button', { name: 'Edit' }).click();
    await result.getByLabel('Name').fill(name);
    await result.getByLabel('Address').fill('Nygatan 12');
    await result.getByLabel('Rating').fill('4,5');
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-maps-import-edit-1280.png`, fullPage: true });
    await result.getByRole('button', { name: 'Save' }).click();
    await toast(page).getByText('Changes saved').waitFor();
    const saved = page.getByRole('region', { name });
    expect(await saved.getByRole('term').filter({ hasText: 'Rating' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('4.5 / 5');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await saved.getByRole('button', { name: 'add restaurant to database' }).click();
    await toast(page).getByText('Restaurant added successfully').waitFor();
    expect(await urlInput.inputValue()).toBe('');
    expect(await page.getByRole('region', { name }).count()).toBe(0);

    const stored = await adminRestaurant(page.request, name);
    expect(stored).toMatchObject({ city: 'Gävle', NEW: true, rating: 4.5, location: { address: 'Nygatan 12', coordinates: [17.142, 60.675] } });

    // The same place again is a duplicate: 'Insert failed' with the server's message.
    await urlInput.fill(mapsUrl);
    await extractButton.click();
    await page.getByRole('region', { name: 'Testkrogen' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Address').fill('Nygatan 12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'add restaurant to database' }).click();
    await toast(page).getByText('Insert failed').waitFor();
    await toast(page).getByText(/^The restaurant already exists/).waitFor();

    // It waits among the new restaurants, in Gävle.
    await page.goto('/admin?tab=new-restaurants');
    await page.getByRole('tabpanel').getByLabel('City', { exact: true }).selectOption('Gävle');
    await page.getByRole('tabpanel').getByRole('heading', { name }).waitFor();
  });

  it('is the same component in the dashboard tab, and fits 390 px', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/admin?tab=gmaps-import');
    await page.getByRole('tabpanel').getByLabel('Google Maps URL').fill(mapsUrl);
    await page.getByRole('button', { name: 'Extrahera Data' }).click();
    await page.getByRole('region', { name: 'Testkrogen' }).waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-maps-import-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Edit' }).click();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/admin-maps-import-edit-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
