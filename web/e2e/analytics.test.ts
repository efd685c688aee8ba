import { describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import type { AnalyticsSummary } from '@lunch/shared';
import { localAdminLogin, logInAsAdmin } from './support/log-in';
import { browserForThisFile, PHONE } from './support/browser';
import { visitorPages, keepScreenshot } from './support/page-helpers';

/**
 * The dashboard's Analytics Test tab on the shared stack (built without VITE_ANALYTICS_URL): the three
 * buttons and their results with and without analytics consent, the first-party batch and the 7-day
 * counts of Lund (no other test counts there); and the public list page loads no counting code and
 * sends nothing until the visitor consents.
 */
const baseUrl = inject('baseUrl');
const admin = localAdminLogin(inject('dataDir'));
const browser = browserForThisFile(baseUrl);
const DECIDED_AT = '2026-11-01T10:00:00.000Z';
const withAnalytics = visitorPages(browser, { consent: { analytics: true, decidedAt: DECIDED_AT } });
const withoutAnalytics = visitorPages(browser, { consent: { analytics: false, decidedAt: DECIDED_AT } });
const SCREENSHOTS = '/tmp';
const CITY = 'Lund';


const isBatch = (r: Request) => r.url().endsWith('/api/analytics/events');

/** The visitor changes their mind from the footer, as a person would: "Acceptera alla". */
async function acceptAllFromFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' }).click();
  const banner = page.getByRole('region', { name: 'Vi använder cookies' });
  await banner.getByRole('button', { name: 'Acceptera alla' }).click();
  await banner.waitFor({ state: 'detached' });
}

async function openPanel(page: Page) {
  await logInAsAdmin(page, admin);
  await page.getByRole('tab', { name: 'Analytics Test' }).click();
  await page.getByRole('button', { name: 'Check GA Status' }).waitFor();
}

const line = (page: Page, title: string, label: string) =>
  page.locator('.analytics-panel__result').filter({ has: page.getByText(title, { exact: true }) }).first().locator('.analytics-panel__line').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');

describe('Analytics Test tab', () => {
  it('with consent: status, test events counted first-party, the batch answer, the counts, and Clear Results', async () => {
    const page = await withAnalytics.openPage();
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (isBatch(r)) posts.push({ body: r.postDataJSON(), cookie: r.headers()['cookie'] });
    });
    await openPanel(page);

    await page.getByRole('button', { name: 'Check GA Status' }).click();
    expect(await line(page, 'GA status', 'Configured (VITE_ANALYTICS_URL)').textContent()).toMatch(/^no/);
    expect(await line(page, 'GA status', 'Consent: analytics').textContent()).toMatch(/^given/);
    expect(await line(page, 'GA status', 'Consent: performance').textContent()).toBe('refused');
    expect(await line(page, 'GA status', 'First-party counts').textContent()).toMatch(/^on/);

    const before = (await (await page.request.get(`/api/admin/analytics/summary?city=${CITY}`)).json()) as AnalyticsSummary;
    await page.getByLabel('Stad').selectOption(CITY);
    await page.getByRole('button', { name: 'Send Test Events' }).click();
    for (const name of ['restaurant_view', 'location_view', 'filter_use', 'search']) {
      expect(await line(page, `Test event ${name}`, 'First-party counts').textContent()).toBe('counted first-party (queued for /api/analytics/events)');
      expect(await line(page, `Test event ${name}`, 'Analytics endpoint').textContent()).toBe('skipped: VITE_ANALYTICS_URL is not set');
    }
    await page.getByText('HTTP 200: counted 4, dropped 0').waitFor({ timeout: 10_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      body: {
        events: [
          { name: 'restaurant_view', city: CITY, restaurantId: 'analytics-test' },
          { name: 'location_view', city: CITY },
          { name: 'filter_use', city: CITY, filter: 'price', value: '150' },
          { name: 'search', city: CITY, query: 'analytics test' },
        ],
      },
      cookie: undefined, // sent without the session cookie
    });

    await page.getByRole('button', { name: 'Refresh counts' }).click();
    const searches = page.getByRole('list', { name: 'Top searches' });
    const previous = before.topSearches.find((s) => s.key === 'analytics test')?.count ?? 0;
    await searches.locator('li', { hasText: 'analytics test' }).locator('.analytics-counts__n', { hasText: new RegExp(`^${previous + 1}$`) }).waitFor();
    await page.getByRole('list', { name: 'Most viewed restaurants' }).getByText('unknown restaurant (analytics-test)').waitFor();
    await page.getByRole('list', { name: 'Filters used' }).getByText('Pris: 150').waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/analytics-panel-1280.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByText('No results yet.').waitFor();
    expect(await page.locator('.analytics-panel__result').count()).toBe(0);
  });

  it('without consent, at 390 px: nothing is counted or sent, and the panel says why', async () => {
    const page = await withoutAnalytics.openPage(PHONE);
    const posts: { events: { name: string }[] }[] = [];
    page.on('request', (r) => isBatch(r) && posts.push(r.postDataJSON()));
    await openPanel(page);
    await page.getByRole('button', { name: 'Check GA Status' }).click();
    expect(await line(page, 'GA status', 'Consent: analytics').textContent()).toBe('refused');
    expect(await line(page, 'GA status', 'First-party counts').textContent()).toMatch(/^off/);
    await page.getByRole('button', { name: 'Send Test Events' }).click();
    expect(await line(page, 'Test event search', 'First-party counts').textContent()).toBe('skipped: no analytics consent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `${SCREENSHOTS}/analytics-panel-390.png`, fullPage: true });

    // Nothing was kept to send later: after consent, the next send's batch is the page's first and
    // carries that send's four events only (held ones would ride along, or have gone on their own).
    await acceptAllFromFooter(page);
    const batch = page.waitForRequest(isBatch);
    await page.getByRole('button', { name: 'Send Test Events' }).click();
    expect(await line(page, 'Test event search', 'First-party counts').textContent()).toMatch(/^counted first-party/);
    expect(((await batch).postDataJSON() as { events: unknown[] }).events).toHaveLength(4);
    expect(posts).toHaveLength(1);
  });
});

describe('first-party counts on the public list page', () => {
  const firstPartyChunk = (scripts: string[]) => scripts.filter((s) => /first-party-counts/.test(s));

  it('with consent: loads the counting code and sends the view in a batch', async () => {
    const page = await withAnalytics.openPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const batch = page.waitForRequest(isBatch);
    await page.goto(`/lunch-list?city=${CITY}`);
    const events = ((await batch).postDataJSON() as { events: { name: string }[] }).events;
    expect(events.map((e) => e.name)).toContain('location_view');
    expect(firstPartyChunk(scripts)).toHaveLength(1);
  });

  it('without consent: loads no counting code and keeps nothing, so the first batch after consent has only what came after', async () => {
    const page = await withoutAnalytics.openPage();
    const scripts: string[] = [];
    const posts: { events: { name: string }[] }[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (isBatch(r)) posts.push(r.postDataJSON());
    });
    await page.goto(`/lunch-list?city=${CITY}`);
    await page.getByRole('heading', { name: new RegExp(`Lunchrestauranger`) }).first().waitFor();
    expect(firstPartyChunk(scripts)).toEqual([]);

    // The view above was not counted: with consent given now, a day change is the first batch's only event.
    await acceptAllFromFooter(page);
    const batch = page.waitForRequest(isBatch);
    await page.getByRole('group', { name: 'Välj dag' }).locator('button[aria-pressed="false"]').first().click();
    expect(((await batch).postDataJSON() as { events: { name: string }[] }).events.map((e) => e.name)).toEqual(['filter_use']);
    expect(posts).toHaveLength(1);
    expect(firstPartyChunk(scripts)).toHaveLength(1);
  });
});
