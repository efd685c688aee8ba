import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AnalyticsSummary } from '@lunch/shared';
import { localAdminLogin, logInAsAdmin } from './support/log-in';
import { answerCookieBanner, browserForThisFile, DESKTOP, PHONE } from './support/browser';

/**
 * The dashboard's Analytics Test tab on the shared stack (built without VITE_ANALYTICS_URL): the three
 * buttons and their results with and without analytics consent, the first-party batch and the 7-day
 * counts of Lund (no other test counts there); and the public list page loads no counting code and
 * sends nothing until the visitor consents.
 */
const baseUrl = inject('baseUrl');
const admin = localAdminLogin(inject('dataDir'));
const browser = browserForThisFile(baseUrl);
const SCREENSHOTS = '/tmp';
const CITY = 'Lund';

async function openContext(analytics: boolean, device: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const context = await browser.openContext(device);
  await answerCookieBanner(context, { analytics, decidedAt: '2026-11-01T10:00:00.000Z' });
  return context;
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
    const context = await openContext(true);
    const page = await context.newPage();
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/analytics/events')) posts.push({ body: r.postDataJSON(), cookie: r.headers()['cookie'] });
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
    await page.screenshot({ path: `${SCREENSHOTS}/analytics-panel-1280.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Clear Results' }).click();
    await page.getByText('No results yet.').waitFor();
    expect(await page.locator('.analytics-panel__result').count()).toBe(0);
  });

  it('without consent, at 390 px: nothing is counted or sent, and the panel says why', async () => {
    const context = await openContext(false, PHONE);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/analytics/events') && posts.push(r.url()));
    await openPanel(page);
    await page.getByRole('button', { name: 'Check GA Status' }).click();
    expect(await line(page, 'GA status', 'Consent: analytics').textContent()).toBe('refused');
    expect(await line(page, 'GA status', 'First-party counts').textContent()).toMatch(/^off/);
    await page.getByRole('button', { name: 'Send Test Events' }).click();
    expect(await line(page, 'Test event search', 'First-party counts').textContent()).toBe('skipped: no analytics consent');
    await page.waitForTimeout(2500); // longer than the batch delay
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/analytics-panel-390.png`, fullPage: true });
  });
});

describe('first-party counts on the public list page', () => {
  it('loads the counting code and sends a batch only after consent', async () => {
    for (const analytics of [false, true]) {
      const context = await openContext(analytics);
      const page = await context.newPage();
      const scripts: string[] = [];
      const posts: { events: { name: string }[] }[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
        if (r.url().endsWith('/api/analytics/events')) posts.push(r.postDataJSON());
      });
      await page.goto(`/lunch-list?city=${CITY}`);
      await page.getByRole('heading', { name: new RegExp(`Lunchrestauranger`) }).first().waitFor();
      await page.waitForTimeout(3000);
      if (analytics) {
        expect(scripts.some((s) => /first-party-counts/.test(s))).toBe(true);
        expect(posts.flatMap((p) => p.events.map((e) => e.name))).toContain('location_view');
      } else {
        expect(scripts.filter((s) => /first-party-counts/.test(s))).toEqual([]);
        expect(posts).toEqual([]);
      }
      await context.close();
    }
  });
});
