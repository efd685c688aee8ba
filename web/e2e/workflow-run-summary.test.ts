import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { WorkflowRunSummary, WorkflowTriggerResult } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { pointCityAt, stackHandles, waitFor } from '../../functions/test/support/workflow-fixtures';
import { browserForThisFile, PHONE } from './support/browser';
import { startHarvestSite, weeklyMenuPage, type HarvestSite } from './support/harvest-site';
import { localAdminLogin, logInAsAdmin, type Login } from './support/log-in';
import { failOnPageErrors, seriousAxeViolations, visitorPages, keepScreenshot } from './support/page-helpers';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * The workflow screen's run summary in Chromium, on a stack of this file's own whose harvests may
 * fetch a small website on 127.0.0.1 (FETCH_ALLOWED_HOSTS): a run where every lunch page answers 404
 * or 500 is shown as failed, in red, with its reasons; a run whose pages hold menus is shown green with
 * the menus counted. Timers are off, so only the triggered harvests are on the queues.
 */
let site: HarvestSite;
let stack: RunningStack;
let dataDir: string;
let adminLogin: Login;
let admin: ApiClient;

beforeAll(async () => {
  site = await startHarvestSite({
    '/lunch': { body: weeklyMenuPage('Körkrogen') },
    '/trasig': { status: 500, body: 'Internal error' },
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-workflow-run-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { FETCH_ALLOWED_HOSTS: site.hostPort, LOCAL_TIMERS: 'off' } });
  adminLogin = localAdminLogin(dataDir);
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await site?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const { openContext } = visitorPages(browserForThisFile('http://127.0.0.1'), { pageErrors: failOnPageErrors() });

const runSummary = async (runId: string) => (await admin.call('GET', `/api/admin/workflow/runs/${runId}`)).json as WorkflowRunSummary;

/** Triggers the city on the screen, waits (through the API) for its run to drain, then lets the screen's polling read it. */
async function triggerAndDrain(page: Page, city: string): Promise<{ body: WorkflowTriggerResult; summary: WorkflowRunSummary }> {
  await page.clock.install();
  await logInAsAdmin(page, adminLogin, stack.baseUrl);
  await page.goto(`${stack.baseUrl}/admin/workflow`);
  await page.getByRole('heading', { name: 'Workflow management', level: 1 }).waitFor();
  await page.getByLabel('City').selectOption(city);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/workflow/trigger');
  await page.getByRole('button', { name: 'Trigger Workflow' }).click();
  const body = (await (await answer).json()) as WorkflowTriggerResult;
  expect(body.runId).toMatch(/^[0-9a-f-]{36}$/);
  const summary = await waitFor(() => runSummary(body.runId), (s) => s.drained, 'the run to drain', 90_000, 500);
  // The next polling tick (every 20 s) reads the run again.
  await page.clock.runFor(20_000);
  return { body, summary };
}

const section = (page: Page) => page.getByRole('region', { name: /^Run summary/ });

describe('workflow run summary on the screen', () => {
  it('shows a run where every fetch failed as failed, in red, with each reason counted', async () => {
    const handles = stackHandles(dataDir);
    await pointCityAt(handles.restaurants, 'Landskrona', [
      { url: `${site.origin}/saknas-1`, format: 'HTML' },
      { url: `${site.origin}/saknas-2`, format: 'HTML' },
      { url: `${site.origin}/trasig`, format: 'HTML' },
    ]);
    const context = await openContext();
    const page = await context.newPage();
    const { summary } = await triggerAndDrain(page, 'Landskrona');
    expect(summary).toMatchObject({ state: 'failed', fetched: 0, failed: 3, failedByReason: { 'http-error': 3 } });

    await section(page).getByText('Run failed: no lunch page could be fetched', { exact: true }).waitFor();
    expect(await section(page).getAttribute('class')).toContain('workflow-run--red');
    await page.getByRole('alert').getByText('0 fetched, 3 failed (http-error: 3), 0 menus published, 0 waiting for review', { exact: true }).waitFor();
    await keepScreenshot(page, { path: '/tmp/workflow-run-failed-1280.png', fullPage: true });

    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 150_000);

  it('shows a run with menus as finished, in green, with menus published and waiting for review, on a 390 px phone', async () => {
    const handles = stackHandles(dataDir);
    const ids = await pointCityAt(handles.restaurants, 'Västerås', [
      { url: `${site.origin}/lunch`, format: 'HTML' },
      { url: `${site.origin}/lunch`, format: 'HTML' },
    ]);
    // The second waits for review (NEW): its menus are stored but not public yet.
    const review = (await handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: ids[1] }] }).fetchAll()).resources[0];
    await handles.restaurants.items.upsert({ ...review, NEW: true });
    const first = (await handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: ids[0] }] }).fetchAll()).resources[0];
    await handles.restaurants.items.upsert({ ...first, NEW: false });

    const context = await openContext(PHONE);
    const page = await context.newPage();
    const { summary } = await triggerAndDrain(page, 'Västerås');
    expect(summary).toMatchObject({ state: 'succeeded', fetched: 2, failed: 0 });
    expect(summary.menusPublished).toBeGreaterThan(0);
    expect(summary.waitingForReview).toBe(summary.menusPublished);

    await section(page).getByText('Run finished', { exact: true }).waitFor();
    expect(await section(page).getAttribute('class')).toContain('workflow-run--green');
    await section(page)
      .getByText(`2 fetched, 0 failed, ${summary.menusPublished} menus published, ${summary.waitingForReview} waiting for review`, { exact: true })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await keepScreenshot(page, { path: '/tmp/workflow-run-succeeded-390.png', fullPage: true });
  }, 150_000);
});
