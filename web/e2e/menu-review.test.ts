import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, isoWeekNumber, mondayOf, todayIn, type CorpusPageExport, type MenuReview, type MenuReviewListResult, type PublicRestaurant, type Restaurant, type ReviewDecisionResult, type RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { localAdminLogin } from './support/log-in';
import { openPage, failOnPageErrors, seriousAxeViolations, signInOnce, keepScreenshot } from './support/page-helpers';

/**
 * The review screen (Granskning) in Chromium against the shared stack, with real waiting readings: lunch
 * pages that state no week, served by the test page server and harvested through
 * POST /api/admin/azure-extract/{id}, go to the review queue (a first harvest without a week is never
 * published by itself). Restaurants: three demo ones in Linköping (no other browser test uses the city);
 * their lunch links and manual-menus mark are put back after.
 */
const CITY = 'Linköping';
const baseUrl = inject('baseUrl');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
const browser = browserForThisFile(baseUrl);
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const monday = mondayOf(todayIn());

/** A lunch page with day headings and dishes but no week and no dates. */
function pageWithoutWeek(title: string, days: [string, string, number | null][]) {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${title}</title></head><body>
<h1>${title}</h1><p>Lunch serveras 11.00-14.00.</p>
${days.map(([day, dish, price]) => `<h2>${day}</h2><p>${dish}${price === null ? '' : ` ${price} kr`}</p>`).join('\n')}
</body></html>`;
}

/** Full week, every dish priced. */
const FULL_WEEK: [string, string, number | null][] = [
  ['Måndag', 'Köttbullar med potatismos och lingon', 125],
  ['Tisdag', 'Stekt strömming med potatismos', 129],
  ['Onsdag', 'Kycklinggryta med ris', 129],
  ['Torsdag', 'Ärtsoppa och pannkakor', 115],
  ['Fredag', 'Fiskgratäng med dillpotatis', 135],
];
/** Two days only, one price missing: a weaker reading. */
const THIN_WEEK: [string, string, number | null][] = [
  ['Måndag', 'Pannbiff med lök', null],
  ['Tisdag', 'Vegetarisk lasagne', 119],
];

interface Reading {
  restaurant: Restaurant;
  reviewId: string;
  confidence: number;
  url: string;
}
let admin: ApiClient;
let full: Reading, thin: Reading, contested: Reading;
const saved: { id: string; lunchLink: string; manual: boolean }[] = [];

async function call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await admin.call(method, urlPath, body);
  expect(res.status, `${method} ${urlPath}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json as T;
}

/** Harvests the restaurant from a page without a week; the gate sends the reading to review. */
async function harvestToReview(restaurant: Restaurant, file: string, html: string): Promise<Reading> {
  fs.writeFileSync(path.join(pagesDir, file), html);
  const url = `${pagesUrl}/${file}`;
  await call('PATCH', `/api/admin/restaurants/${restaurant.id}`, { field: 'lunch_link', value: url });
  const res = await admin.call('POST', `/api/admin/azure-extract/${restaurant.id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = (res.json as { data: { decision?: string; reviewId?: string; confidence?: number } }).data;
  expect(data.decision, JSON.stringify(res.json)).toBe('review');
  expect(data.reviewId).toBeTruthy();
  const { review } = await call<{ review: MenuReview }>('GET', `/api/admin/menu-reviews/${data.reviewId}`);
  return { restaurant, reviewId: review.id, confidence: review.confidence, url };
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(CITY)}&limit=12`);
  const list = ((await res.json()) as RestaurantListResponse).data as unknown as Restaurant[];
  const chosen = list.slice(0, 3);
  for (const r of chosen) {
    const found = await call<{ restaurants: Restaurant[] }>('GET', `/api/admin/restaurants?search=${encodeURIComponent(r.name)}&city=${encodeURIComponent(CITY)}&limit=50`);
    const stored = found.restaurants.find((x) => x.id === r.id)!;
    saved.push({ id: r.id, lunchLink: stored.lunch_link ?? '', manual: stored.ManualScraping === true });
  }
  full = await harvestToReview(chosen[0], `review-full-${run}.html`, pageWithoutWeek('Veckans lunch', FULL_WEEK));
  thin = await harvestToReview(chosen[1], `review-thin-${run}.html`, pageWithoutWeek('Lunch', THIN_WEEK));
  contested = await harvestToReview(chosen[2], `review-contested-${run}.html`, pageWithoutWeek('Dagens lunch', FULL_WEEK.slice(0, 3)));
}, 180_000);

afterAll(async () => {
  for (const s of saved) {
    await admin.call('PATCH', `/api/admin/restaurants/${s.id}`, { field: 'lunch_link', value: s.lunchLink }).catch(() => {});
    await admin.call('PATCH', `/api/admin/restaurants/${s.id}`, { field: 'ManualScraping', value: s.manual }).catch(() => {});
  }
});

const pageErrors = failOnPageErrors();
const signIn = signInOnce(adminLogin);

async function openScreen(device: typeof PHONE | typeof DESKTOP = DESKTOP, query = ''): Promise<Page> {
  const page = await openPage(await browser.openContext(device), { pageErrors });
  await signIn(page);
  await page.goto(`/admin/menu-review${query}`);
  await page.getByRole('heading', { name: 'Granskning av menyer', level: 1 }).waitFor();
  return page;
}

const row = (page: Page, reading: Reading) => page.locator(`.mr-row[data-id="${reading.reviewId}"]`);
const select = (page: Page, reading: Reading) => row(page, reading).getByRole('button', { name: reading.restaurant.name, exact: true }).click();
const detail = (page: Page) => page.locator('.mr-detail');

/** The edit row of the dish whose name starts with `word`, found by the input's current value. */
async function dishRow(page: Page, word: string): Promise<Locator> {
  const rows = detail(page).locator('li.mr-dish');
  await rows.first().waitFor();
  const names = await rows.locator('input[data-dish]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const index = names.findIndex((n) => n.toLowerCase().startsWith(word.toLowerCase()));
  expect(index, `${word} in ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  return rows.nth(index);
}


const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Granskning (the review queue screen)', () => {
  it('lists the waiting readings lowest confidence first, with city, week, confidence, doubts, dishes and time', async () => {
    expect(thin.confidence, 'the thin page reads weaker than the full one').toBeLessThan(full.confidence);
    const page = await openScreen();
    await row(page, full).waitFor();
    await row(page, thin).waitFor();
    // Every row on screen in ascending confidence; the weaker of ours above the stronger.
    const shown = await page.locator('.mr-row').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-id'), Number(r.querySelector('.mr-confidence')!.textContent!.replace(/\D/g, ''))] as const));
    const percents = shown.map(([, p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const ids = shown.map(([id]) => id);
    expect(ids.indexOf(thin.reviewId)).toBeLessThan(ids.indexOf(full.reviewId));

    const thinRow = row(page, thin);
    expect(await thinRow.locator('.mr-confidence').textContent()).toBe(`Säkerhet ${Math.round(thin.confidence * 100)}\u00a0%`);
    const meta = await thinRow.locator('.mr-meta').textContent();
    expect(meta).toContain(CITY);
    expect(meta).toContain(`v. ${isoWeekNumber(todayIn())} (ej angiven)`);
    expect(meta).toMatch(/2 rätter/);
    expect(meta).toMatch(/Läst \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await thinRow.locator('.mr-doubts li').count()).toBeGreaterThan(0);
    // The filter counts come from the server.
    const counts = await call<MenuReviewListResult>('GET', '/api/admin/menu-reviews?status=waiting');
    await page.getByRole('button', { name: `Väntar (${counts.counts.waiting})` }).waitFor();
    await keepScreenshot(page, { path: '/tmp/menu-review-list-1280.png', fullPage: true });
  });

  it('shows a reading beside its page text and the lunch page; a price edited and a dish deleted are published as such', async () => {
    const page = await openScreen();
    await select(page, full);
    const reading = detail(page);
    await reading.getByRole('heading', { name: full.restaurant.name, level: 2 }).waitFor();
    // The page text, monospace and scrollable, and the page itself in the frame (this route's policy allows it).
    const text = reading.locator('pre.mr-pagetext');
    expect(await text.textContent()).toContain('Köttbullar');
    expect(await text.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el).overflowY])).toEqual([expect.stringMatching(/monospace/), 'auto']);
    await page.frameLocator('iframe.mr-frame__iframe').getByRole('heading', { name: 'Veckans lunch' }).waitFor();
    // Side by side at 1280 px: the reading left of the sources, their tops level.
    const readingBox = (await reading.locator('.mr-detail__reading').boundingBox())!;
    const sourcesBox = (await reading.locator('.mr-detail__sources').boundingBox())!;
    expect(sourcesBox.x).toBeGreaterThan(readingBox.x + readingBox.width - 1);
    expect(Math.abs(sourcesBox.y - readingBox.y)).toBeLessThan(2);
    // Days by Swedish name and date, this week's Monday to Friday.
    const mondayHeading = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${monday}T12:00:00Z`));
    expect(await reading.locator('legend.mr-day__title').first().textContent()).toBe(mondayHeading.charAt(0).toUpperCase() + mondayHeading.slice(1));
    expect(await reading.locator('fieldset.mr-day').count()).toBe(5);
    await keepScreenshot(page, { path: '/tmp/menu-review-detail-1280.png', fullPage: true });
    expect(await seriousAxeViolations(page, { exclude: 'iframe' })).toEqual([]);

    const meatballs = await dishRow(page, 'Köttbullar');
    await meatballs.getByRole('textbox', { name: /Pris i kronor/ }).fill('119');
    const herring = await dishRow(page, 'Stekt strömming');
    await herring.getByRole('button', { name: /Ta bort/ }).click();
    await eventually(() => detail(page).locator('li.mr-dish').count()).toBe(4);
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/menu-reviews/${full.reviewId}/approve`));
    await reading.getByRole('button', { name: 'Publicera' }).click();
    // The success text is the server's own message of its 200.
    const response = await answer;
    expect(response.status()).toBe(200);
    const { message } = (await response.json()) as ReviewDecisionResult;
    await page.getByRole('status').filter({ hasText: message }).waitFor();
    const { review: published } = await call<{ review: MenuReview }>('GET', `/api/admin/menu-reviews/${full.reviewId}`);
    expect(published.status).toBe('published');
    expect(published.publishedDishes!.map((d) => [d.date, d.name.split(' ')[0], d.price])).toEqual([
      [monday, 'Köttbullar', 119],
      [addDays(monday, 2), 'Kycklinggryta', 129],
      [addDays(monday, 3), 'Ärtsoppa', 115],
      [addDays(monday, 4), 'Fiskgratäng', 135],
    ]);
    // Visitors see the edited menus: the new price, no deleted dish.
    const visitor = (await (await fetch(`${baseUrl}/api/restaurants/${full.restaurant.id}`)).json()) as PublicRestaurant;
    const mondayMenus = visitor.lunch_menus.filter((m) => m.validFrom.slice(0, 10) === monday);
    expect(mondayMenus.map((m) => [m.name.split(' ')[0], m.price])).toEqual([['Köttbullar', 119]]);
    expect(visitor.lunch_menus.some((m) => /strömming/i.test(m.name))).toBe(false);
    expect(visitor.lunch_menus.filter((m) => m.validFrom.slice(0, 10) === addDays(monday, 1))).toEqual([]);
    // Gone from the waiting list, now under Publicerade.
    await eventually(() => row(page, full).count()).toBe(0);
    await page.getByRole('button', { name: /^Publicerade/ }).click();
    await row(page, full).waitFor();

    // The published correction exported as a corpus page: the server's JSON, downloaded.
    const download = page.waitForEvent('download');
    await detail(page).getByRole('button', { name: 'Exportera som korpussida' }).click();
    const file = await download;
    // The browser may run in another process (one Chromium per worker): save a local copy to read it.
    const saved = path.join(os.tmpdir(), `corpus-page-${Date.now()}.json`);
    await file.saveAs(saved);
    const exported = JSON.parse(fs.readFileSync(saved, 'utf8')) as CorpusPageExport;
    fs.rmSync(saved, { force: true });
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    expect(exported.text).toContain('Köttbullar');
    expect(exported.expectation.dishes.map((d) => [d.day, d.price])).toEqual([
      ['Monday', 119],
      ['Wednesday', 129],
      ['Thursday', 115],
      ['Friday', 135],
    ]);
    await page.getByRole('status').filter({ hasText: 'Korpussidan är nedladdad' }).waitFor();
    await keepScreenshot(page, { path: '/tmp/menu-review-published-1280.png', fullPage: true });
  });

  it('on a phone: stacked, reject with a reason marks the restaurant for manual menus and lists it under Avvisade', async () => {
    const page = await openScreen(PHONE);
    await select(page, thin);
    const reading = detail(page);
    const heading = reading.getByRole('heading', { name: thin.restaurant.name, level: 2 });
    await heading.waitFor();
    // The list is above on a phone: the selected reading is brought into view.
    await eventually(async () => (await heading.boundingBox())!.y).toBeGreaterThan(0);
    await eventually(async () => (await heading.boundingBox())!.y).toBeLessThan(PHONE.viewport.height / 2);
    // Stacked: the sources below the reading.
    const readingBox = (await reading.locator('.mr-detail__reading').boundingBox())!;
    const sourcesBox = (await reading.locator('.mr-detail__sources').boundingBox())!;
    expect(sourcesBox.y).toBeGreaterThanOrEqual(readingBox.y + readingBox.height - 1);
    await keepScreenshot(page, { path: '/tmp/menu-review-detail-390.png', fullPage: true });
    expect(await seriousAxeViolations(page, { exclude: 'iframe' })).toEqual([]);
    // What the admin sees: the reading brought into view on selection, and the sources below it.
    await keepScreenshot(page, { path: '/tmp/menu-review-detail-390-view.png' });
    await reading.locator('.mr-detail__sources').scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: '/tmp/menu-review-sources-390-view.png' });
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);

    await reading.getByText('restaurangen markeras för manuella menyer').waitFor();
    await reading.getByLabel('Anledning (valfritt)').fill('Sidan visar förra veckans meny');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/menu-reviews/${thin.reviewId}/reject`));
    await reading.getByRole('button', { name: 'Avvisa' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await page.getByRole('status').filter({ hasText: ((await response.json()) as ReviewDecisionResult).message }).waitFor();
    await reading.getByText('Anledning: Sidan visar förra veckans meny').waitFor();
    const { restaurants } = await call<{ restaurants: Restaurant[] }>('GET', `/api/admin/restaurants?search=${encodeURIComponent(thin.restaurant.name)}&city=${encodeURIComponent(CITY)}&limit=50`);
    expect(restaurants.find((r) => r.id === thin.restaurant.id)!.ManualScraping).toBe(true);

    await eventually(() => row(page, thin).count()).toBe(0);
    await page.getByRole('button', { name: /^Avvisade/ }).click();
    await row(page, thin).waitFor();
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: '/tmp/menu-review-rejected-390.png', fullPage: true });
  });

  it('says when another admin decided first (409), and the list is read again', async () => {
    const page = await openScreen();
    await select(page, contested);
    await detail(page).getByRole('button', { name: 'Publicera' }).waitFor();
    // Another admin publishes it while this one looks at it.
    await call('POST', `/api/admin/menu-reviews/${contested.reviewId}/approve`, {});
    await detail(page).getByRole('button', { name: 'Publicera' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'En annan admin hann besluta om läsningen först' });
    await conflict.waitFor();
    expect(await page.locator('.mr-outcome--done').count()).toBe(0);
    await eventually(() => row(page, contested).count()).toBe(0);
    await detail(page).getByText('Publicerad', { exact: true }).waitFor();
  });

  it('refuses a dish without a name next to the field, sending nothing', async () => {
    const fresh = await harvestToReview(contested.restaurant, `review-again-${run}.html`, pageWithoutWeek('Lunch igen', THIN_WEEK));
    const page = await openScreen(DESKTOP, `?review=${fresh.reviewId}`);
    const reading = detail(page);
    const first = await dishRow(page, 'Pannbiff');
    await first.locator('input[data-dish]').fill('');
    await reading.getByRole('button', { name: 'Publicera' }).click();
    await first.getByText('Rätten behöver ett namn').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Rätta de markerade fälten' }).waitFor();
    await eventually(() => first.locator('input[data-dish]').evaluate((el) => el === document.activeElement)).toBe(true);
    // 'Lägg till rätt' adds an empty dish to that day, its name field focused.
    const dishes = reading.locator('li.mr-dish');
    const before = await dishes.count();
    await reading.getByRole('button', { name: /^Lägg till rätt för Onsdag/ }).click();
    await eventually(() => dishes.count()).toBe(before + 1);
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.dataset.dish?.startsWith('n') ?? false)).toBe(true);
    await page.keyboard.type('Fisksoppa');
    expect(await reading.locator('fieldset.mr-day').nth(2).locator('input[data-dish]').inputValue()).toBe('Fisksoppa');
    const { review } = await call<{ review: MenuReview }>('GET', `/api/admin/menu-reviews/${fresh.reviewId}`);
    expect(review.status).toBe('waiting');
    await call('POST', `/api/admin/menu-reviews/${fresh.reviewId}/reject`, {});
  });

  it('an empty queue says so (the list answer replaced by an empty one)', async () => {
    const page = await openScreen(PHONE);
    await page.route('**/api/admin/menu-reviews?status=waiting', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reviews: [], counts: { waiting: 0, published: 2, rejected: 1 } }) }),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Inga läsningar väntar på granskning' }).waitFor();
    await page.getByRole('button', { name: 'Väntar (0)' }).waitFor();
    await keepScreenshot(page, { path: '/tmp/menu-review-empty-390.png', fullPage: true });
  });

  it('is a dashboard tab too (the lunch page linked, not framed, under the dashboard policy)', async () => {
    const page = await openScreen(DESKTOP);
    await page.goto('/admin?tab=menu-review');
    await page.getByRole('tab', { name: 'Granskning', selected: true }).waitFor();
    await page.getByRole('button', { name: /^Publicerade/ }).click();
    await select(page, full);
    await detail(page).getByRole('link', { name: 'granskningssidan' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    // The header button leads to the screen's own route, where the page is framed.
    await page.getByRole('navigation', { name: 'Adminsidor' }).getByRole('link', { name: 'Granskning' }).click();
    await page.getByRole('heading', { name: 'Granskning av menyer', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Publicerade/ }).click();
    await select(page, full);
    await page.frameLocator('iframe.mr-frame__iframe').getByRole('heading', { name: 'Veckans lunch' }).waitFor();
  });
});
