import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LogsResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { failOnPageErrors, seriousAxeViolations, visitorPages } from './support/page-helpers';
import { localAdminLogin, logInAsAdmin } from './support/log-in';

/**
 * System Monitoring (/admin/monitoring) in Chromium on the shared stack. Its entries are made through
 * real calls that only add log entries: a client error report (error, client_error) and admin calls
 * for a restaurant that does not exist (404, logged as warn api_error with endpoint, status and
 * duration). Other tests write logs at the same time, so filters are checked on every entry shown.
 */
const baseUrl = inject('baseUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
/** Letters only: the server masks long digit runs in client error reports (they could be phone numbers). */
const stamp = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const clientErrorMessage = `Monitoring test: render failed ${stamp}`;
const missingId = `monitoring-test-${stamp}`;

const { openPage } = visitorPages(browserForThisFile(baseUrl), { pageErrors: failOnPageErrors() });

async function openMonitoring(page: Page) {
  await logInAsAdmin(page, adminLogin);
  await page.goto('/admin/monitoring');
  await page.getByRole('heading', { name: 'System Monitoring', level: 1 }).waitFor();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Log entries' }).locator(':scope > li');
const entryWith = (page: Page, text: string) => entries(page).filter({ hasText: text });
const attributes = (page: Page, name: string) => entries(page).evaluateAll((els, n) => els.map((el) => el.getAttribute(n)), name);
const logsRequest = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/admin/logs' && check(url.searchParams);
  });

describe('System Monitoring', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = new ApiClient(baseUrl);
    expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
    const reported = await new ApiClient(baseUrl).call('POST', '/api/client-errors', { message: clientErrorMessage, path: '/admin/monitoring' });
    expect(reported.status).toBeLessThan(300);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${missingId}`, { field: 'name', value: 'x' })).status).toBe(404);
    // The entries are in the store before the page reads it (expect.poll works only inside a test).
    let found: boolean[] = [];
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      const logs = ((await admin.call('GET', '/api/admin/logs?limit=200')).json as LogsResponse).logs;
      found = [logs.some((l) => l.message === clientErrorMessage), logs.some((l) => !!l.endpoint?.includes(missingId))];
      if (found.every(Boolean)) break;
    }
    expect(found).toEqual([true, true]);
  });

  it('lists entries newest first with level colours, type icons, endpoint, duration, status and an expandable context; filters narrow them', async () => {
    const page = await openPage();
    const firstRead = logsRequest(page, (p) => p.get('limit') === '50' && p.get('offset') === '0');
    await openMonitoring(page);
    await firstRead;

    // The API error: warn (yellow), its icon, endpoint, duration and status code.
    const apiError = entryWith(page, missingId).first();
    await apiError.waitFor();
    expect(await apiError.getAttribute('class')).toContain('log-entry--yellow');
    expect(await apiError.getAttribute('data-type')).toBe('api_error');
    expect(await apiError.locator('svg.log-icon--api_error').count()).toBe(1);
    await apiError.locator('dd code', { hasText: `/api/admin/restaurants/${missingId}` }).waitFor();
    await apiError.locator('dd', { hasText: /^404$/ }).waitFor();
    await apiError.locator('dd', { hasText: /^\d+ ms$/ }).waitFor();

    // The client error: error (red), its icon; its context opens with the keyboard and shows the JSON.
    const clientError = entryWith(page, clientErrorMessage).first();
    expect(await clientError.getAttribute('class')).toContain('log-entry--red');
    expect(await clientError.locator('svg.log-icon--client_error').count()).toBe(1);
    const context = clientError.locator('pre');
    expect(await context.isVisible()).toBe(false);
    await clientError.getByText('Context', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await context.waitFor();
    expect(JSON.parse((await context.textContent()) ?? '{}')).toMatchObject({ path: '/admin/monitoring' });

    // The count says how many are shown.
    const shown = await entries(page).count();
    await page.getByText(`${shown} log entries shown`, { exact: true }).waitFor();

    // Level error: only errors, the client error among them, the API error (warn) gone.
    let read = logsRequest(page, (p) => p.get('level') === 'error' && !p.has('type'));
    await page.getByLabel('Log level').selectOption('error');
    await read;
    await entryWith(page, clientErrorMessage).first().waitFor();
    await eventually(() => entryWith(page, missingId).count()).toBe(0);
    expect(new Set(await attributes(page, 'data-level'))).toEqual(new Set(['error']));

    // Type client_error on top: only client errors.
    read = logsRequest(page, (p) => p.get('level') === 'error' && p.get('type') === 'client_error');
    await page.getByLabel('Type').selectOption('client_error');
    await read;
    await entryWith(page, clientErrorMessage).first().waitFor();
    await eventually(async () => [...new Set(await attributes(page, 'data-type'))]).toEqual(['client_error']);

    // Client errors are never info: the spec's empty state.
    await page.getByLabel('Log level').selectOption('info');
    await page.getByText('no logs found for the selected filters', { exact: true }).waitFor();
    await page.getByText('0 log entries shown', { exact: true }).waitFor();

    // Back to all types and API errors: only API errors, ours among them.
    await page.getByLabel('Log level').selectOption('');
    await page.getByLabel('Type').selectOption('api_error');
    await entryWith(page, missingId).first().waitFor();
    await eventually(async () => [...new Set(await attributes(page, 'data-type'))]).toEqual(['api_error']);

    // Refresh reads again and shows an entry made after the page opened.
    const later = `monitoring-later-${stamp}`;
    expect((await admin.call('DELETE', `/api/admin/restaurants/${later}`)).status).toBe(404);
    read = logsRequest(page, (p) => p.get('type') === 'api_error');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await read;
    await entryWith(page, later).first().waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('pages 50 entries at a time by offset with Load more', async () => {
    // 55 more API errors, so the api_error filter has more than one page.
    for (let i = 0; i < 55; i++) expect((await admin.call('PATCH', `/api/admin/restaurants/${missingId}-${i}`, { field: 'name', value: 'x' })).status).toBe(404);
    const page = await openPage();
    await openMonitoring(page);
    await page.getByLabel('Type').selectOption('api_error');
    await entryWith(page, `${missingId}-54`).first().waitFor();
    expect(await entries(page).count()).toBe(50);
    await page.getByText('50 log entries shown', { exact: true }).waitFor();

    const next = logsRequest(page, (p) => p.get('offset') === '50' && p.get('limit') === '50' && p.get('type') === 'api_error');
    await page.getByRole('button', { name: 'Load more' }).click();
    await next;
    await eventually(() => entries(page).count()).toBeGreaterThan(50);
    // Each entry once, newest first.
    const times = await entries(page).locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect([...times].sort().reverse()).toEqual(times);
    await entryWith(page, `${missingId}-4`).first().waitFor();
  });

  it('shows a failed read as its error (no sample entries) and fits a 390 px phone', async () => {
    const page = await openPage(PHONE);
    await page.route('**/api/admin/logs?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'Log store is not reachable' }) }),
    );
    await openMonitoring(page);
    await page.getByRole('alert').filter({ hasText: '500: Log store is not reachable' }).waitFor();
    expect(await entries(page).count()).toBe(0);
    expect(await page.getByText('no logs found for the selected filters').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("shows 'Admin Access Required' with 'Login to Continue' to a visitor without a session, then the login page", async () => {
    const page = await openPage();
    // The panel is up for the 0.5 s before the redirect; the page notes what it showed in sessionStorage, which outlives the navigation.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const heading = Array.from(document.querySelectorAll('h1')).find((h) => h.textContent === 'Admin Access Required');
        const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent === 'Login to Continue');
        if (heading && link) sessionStorage.setItem('seen-panel', link.getAttribute('href') ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/admin/monitoring');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('seen-panel'))).toBe('/api/login');
  });
});
