import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { QUEUE_DISPLAY_NAMES, QUEUE_KEYS, type QueueKey, type WorkflowStatus } from '@lunch/shared';
import type { QueueServiceClient } from '@azure/storage-queue';
import { ApiClient } from '../../functions/test/support/http-client';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { localAdminLogin, type Login } from './support/log-in';
import { putMessages, stackQueues } from './support/stack-queues';
import { failOnPageErrors, requestsSettled, seriousAxeViolations, signInOnce, visitorPages } from './support/page-helpers';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * The workflow screen (/admin/workflow) in Chromium, on a stack of this file's own: it triggers
 * harvests and clears queues, which would disturb the shared stack's other tests. Landskrona is the
 * city triggered: few restaurants, and their lunch links (example.se) are not fetched by a test stack,
 * so the queued harvests end quickly. Queue contents for the grid are put straight into Azurite as
 * messages hidden for an hour (no worker takes them) and poison-queue messages.
 */
let stack: RunningStack;
let dataDir: string;
let adminLogin: Login;
let admin: ApiClient;
let queues: QueueServiceClient;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-workflow-'));
  stack = await startStack({ dataDir, seededFrom: seeded });
  adminLogin = localAdminLogin(dataDir);
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  queues = stackQueues(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const { openContext } = visitorPages(browserForThisFile('http://127.0.0.1'), { pageErrors: failOnPageErrors() });

// Through the login page once, that session's cookie after (the visitor test below has no session).
const signIn = signInOnce(() => adminLogin, () => stack.baseUrl);

async function openWorkflow(page: Page) {
  await signIn(page);
  await page.goto(`${stack.baseUrl}/admin/workflow`);
  await page.getByRole('heading', { name: 'Workflow management', level: 1 }).waitFor();
}

const apiStatus = async (): Promise<WorkflowStatus> => {
  const res = await admin.call('GET', '/api/admin/workflow/status');
  expect(res.status).toBe(200);
  return res.json as WorkflowStatus;
};

const card = (page: Page, key: QueueKey): Locator => page.getByRole('listitem', { name: QUEUE_DISPLAY_NAMES[key], exact: true });
const pollStatus = (page: Page) => page.locator('.workflow__polling-text');
const toast = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true });

/** The three counts a card shows, read from its description list. */
async function shownCounts(page: Page, key: QueueKey) {
  const read = async (label: string) => Number((await card(page, key).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').textContent())?.trim());
  return { active: await read('Active'), scheduled: await read('Scheduled'), deadletter: await read('Dead Letter') };
}

async function shownStatus(page: Page): Promise<WorkflowStatus> {
  const entries = await Promise.all(QUEUE_KEYS.map(async (key) => [key, await shownCounts(page, key)] as const));
  return Object.fromEntries(entries) as WorkflowStatus;
}

describe('workflow screen', () => {
  it('triggers a city, shows the raw answer, polls at once and every 20 s with the time left, and Stop stops it', async () => {
    const context = await openContext();
    const page = await context.newPage();
    // Time runs as usual, but the test can jump it forward past the 20 s ticks.
    await page.clock.install();
    await openWorkflow(page);

    // Before any status: the placeholder, no cards, Helsingborg preselected.
    await page.getByText('No queue status loaded yet.', { exact: false }).waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Helsingborg');
    expect(await page.locator('.workflow-queue').count()).toBe(0);

    const statusReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/workflow/status') statusReads.push(r.method());
    });

    await page.getByLabel('City').selectOption('Landskrona');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/workflow/trigger');
    await page.getByRole('button', { name: 'Trigger Workflow' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({ city: 'Landskrona' });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, city: 'Landskrona' });

    // The raw answer, as the server sent it.
    const raw = page.getByLabel('Raw workflow response');
    await raw.waitFor();
    expect(JSON.parse((await raw.textContent()) ?? '')).toEqual(body);

    // Polling: read at once, 600 s left; after 20 s one more read and 580 s left.
    await expect.poll(() => pollStatus(page).textContent()).toBe('Polling queue status every 20 s: 10 min remaining');
    await eventually(() => statusReads.length).toBe(1);
    await page.locator('.workflow-queue').first().waitFor();
    await page.clock.runFor(20_000);
    await eventually(() => pollStatus(page).textContent()).toBe('Polling queue status every 20 s: 9 min 40 s remaining');
    await eventually(() => statusReads.length).toBe(2);
    await page.clock.runFor(20_000);
    await eventually(() => pollStatus(page).textContent()).toBe('Polling queue status every 20 s: 9 min 20 s remaining');
    await eventually(() => statusReads.length).toBe(3);

    // Stop: said in the status region, and no more reads however long one waits.
    await page.getByRole('button', { name: 'Stop' }).click();
    await eventually(() => pollStatus(page).textContent()).toBe('Polling stopped.');
    expect(await page.getByRole('status').filter({ hasText: 'Polling stopped.' }).count()).toBe(1);
    await page.clock.runFor(120_000);
    await requestsSettled(page);
    expect(statusReads.length).toBe(3);
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
  });

  it("shows the API's counts per queue by display name with the colour rules, and Rense clears a queue after confirmation", async () => {
    // Three harvests of ranking updates waiting an hour (scheduled), two image jobs in the poison queue (dead letters).
    await putMessages(queues, 'rank', 3, 3600);
    await putMessages(queues, 'imggen-poison', 2, 0);

    const context = await openContext();
    const page = await context.newPage();
    await openWorkflow(page);
    await page.getByRole('button', { name: 'Get Status' }).click();
    await toast(page, 'Status Updated').waitFor();
    await card(page, 'rank').waitFor();

    // Display names only; the internal names appear nowhere on the page.
    for (const key of QUEUE_KEYS) await card(page, key).getByRole('heading', { name: QUEUE_DISPLAY_NAMES[key], exact: true }).waitFor();
    const text = (await page.locator('.workflow__queues').innerText()).toLowerCase();
    expect(text).not.toMatch(/\b(imggen|rank)\b/);

    // The grid shows what the API says (the harvest queues may still move, so both are read until they agree).
    await eventually(async () => {
      await page.getByRole('button', { name: 'Refresh status' }).click();
      await page.getByRole('button', { name: 'Refresh status' }).waitFor();
      const [api, shown] = [await apiStatus(), await shownStatus(page)];
      return JSON.stringify(shown) === JSON.stringify(Object.fromEntries(QUEUE_KEYS.map((k) => [k, api[k]]))) ? shown : { api, shown };
    }).toMatchObject({ rank: { active: 0, scheduled: 3 }, imggen: { deadletter: 2 } });

    // Colours (and their words): scheduled only is yellow, dead letters red.
    expect(await card(page, 'rank').getAttribute('class')).toContain('workflow-queue--yellow');
    await card(page, 'rank').getByText('Scheduled only').waitFor();
    expect(await card(page, 'imggen').getAttribute('class')).toContain('workflow-queue--red');
    await card(page, 'imggen').getByText('Has dead letters').waitFor();

    // Rense asks first; saying no clears nothing.
    const clearCalls: unknown[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/admin/queue/clear') clearCalls.push(r.postDataJSON());
    });
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      expect(dialog.message()).toContain('ranking updates');
      void dialog.dismiss();
    });
    await card(page, 'rank').getByRole('button', { name: 'Rense ranking updates' }).click();
    await requestsSettled(page);
    expect(clearCalls).toEqual([]);
    expect((await apiStatus()).rank.scheduled).toBe(3);

    // Saying yes clears the queue by its short key; the card and the API both show it empty.
    page.once('dialog', (dialog) => void dialog.accept());
    await card(page, 'rank').getByRole('button', { name: 'Rense ranking updates' }).click();
    await toast(page, 'Queue Cleared').waitFor();
    expect(clearCalls).toEqual([{ queueName: 'rank' }]);
    await eventually(() => shownCounts(page, 'rank')).toEqual({ active: 0, scheduled: 0, deadletter: 0 });
    expect(await card(page, 'rank').getAttribute('class')).toContain('workflow-queue--green');
    expect((await apiStatus()).rank).toEqual({ active: 0, scheduled: 0, deadletter: 0 });
    // Other queues are untouched.
    expect((await apiStatus()).imggen.deadletter).toBe(2);

    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows a failed status read as its error, with no counts, and fits a 390 px phone', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await openWorkflow(page);
    // The storage behind the status call is down: the answer a failing server gives.
    await page.route('**/api/admin/workflow/status', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'Queue storage is not reachable' }) }),
    );
    await page.getByRole('button', { name: 'Get Status' }).click();
    await page.getByRole('alert').filter({ hasText: '503: Queue storage is not reachable' }).waitFor();
    await toast(page, '503: Queue storage is not reachable').waitFor();
    expect(await page.locator('.workflow-queue').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("tells a visitor without a session why, then leaves for the login page through /api/login after 1 s", async () => {
    const context = await openContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${stack.baseUrl}/admin/workflow`);
    await toast(page, 'You need to be logged in to access workflow management. Redirecting to login...').waitFor();
    const leftFor: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && leftFor.push(new URL(request.url()).pathname));
    await page.waitForURL('**/login');
    expect(leftFor[0]).toBe('/api/login');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
