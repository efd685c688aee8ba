import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoWeekOf, todayIn, type WorkflowRunSummary, type WorkflowTriggerResult } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { startStack, type RunningStack } from './support/local-stack';
import { encodeMessage, lunchPageHtml, pointCityAt, stackHandles, waitFor, type StackHandles } from './support/workflow-fixtures';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * A triggered workflow run's summary (GET /api/admin/workflow/runs/{runId}) on a stack of its own
 * (timers off), so only this file's harvests are on the queues: a run where every fetch fails is
 * 'failed' with its reasons; a run whose pages are read counts the menus published and those waiting
 * for review (NEW restaurants); a harvest message delivered again counts once.
 */
const ADMIN = { ADMIN_USERNAME: 'runcounter', ADMIN_PASSWORD: 'runcounter-has-a-long-password' };
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const week = isoWeekOf(todayIn()).week;

let stack: RunningStack;
let dataDir: string;
let admin: ApiClient;
let handles: StackHandles;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-workflow-run-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { ...ADMIN, FETCH_ALLOWED_HOSTS: new URL(pagesUrl).host, LOCAL_TIMERS: 'off' } });
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  handles = stackHandles(dataDir);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const trigger = async (city: string): Promise<WorkflowTriggerResult> => {
  const res = await admin.call('POST', '/api/admin/workflow/trigger', { city });
  expect(res.status).toBe(200);
  return res.json as WorkflowTriggerResult;
};
const summary = async (runId: string): Promise<WorkflowRunSummary> => {
  const res = await admin.call('GET', `/api/admin/workflow/runs/${runId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as WorkflowRunSummary;
};
const stored = async (id: string) =>
  (await handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] }).fetchAll()).resources[0];

describe('workflow run summary', () => {
  it('gives each trigger a run id, and refuses unknown, malformed and anonymous reads', async () => {
    await pointCityAt(handles.restaurants, 'Gävle', [{ url: `${pagesUrl}/run-absent.html`, format: 'HTML' }]);
    const first = await trigger('Gävle');
    const second = await trigger('Gävle');
    expect(first.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.runId).not.toBe(first.runId);
    expect((await summary(first.runId))).toMatchObject({ runId: first.runId, city: 'Gävle', restaurantsQueued: first.restaurantsQueued });

    const unknown = await admin.call('GET', '/api/admin/workflow/runs/00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'not_found' });
    const malformed = await admin.call('GET', `/api/admin/workflow/runs/${encodeURIComponent('a b;c')}`);
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: 'bad_request' });
    expect((await new ApiClient(stack.baseUrl).call('GET', `/api/admin/workflow/runs/${first.runId}`)).status).toBe(401);
    // Gävle's harvests leave the queues before the next tests.
    await waitFor(() => summary(second.runId), (s) => s.drained, "Gävle's run to drain", 90_000, 500);
  }, 120_000);

  it("a run where every fetch fails is 'failed', with each reason counted", async () => {
    await pointCityAt(handles.restaurants, 'Landskrona', [
      { url: `${pagesUrl}/run-missing-1.html`, format: 'HTML' },
      { url: `${pagesUrl}/run-missing-2.html`, format: 'HTML' },
      // Loopback, but not the allowed test host: refused before any connection.
      { url: 'http://127.0.0.1:9/lunch', format: 'HTML' },
    ]);
    const run = await trigger('Landskrona');
    expect(run.restaurantsQueued).toBe(3);
    const done = await waitFor(() => summary(run.runId), (s) => s.drained, 'the failing run to drain', 90_000, 500);
    expect(done).toMatchObject({
      state: 'failed',
      restaurantsQueued: 3,
      finished: 3,
      fetched: 0,
      failed: 3,
      failedByReason: { 'http-error': 2, 'blocked-address': 1 },
      menusPublished: 0,
      waitingForReview: 0,
      unfinished: 0,
    });
  }, 120_000);

  it('a run with menus counts fetched pages and menus, published or waiting for review, and a redelivered message counts once', async () => {
    const page = (name: string, seed: number) => {
      fs.writeFileSync(path.join(pagesDir, name), lunchPageHtml(week, seed));
      return `${pagesUrl}/${name}`;
    };
    const ids = await pointCityAt(handles.restaurants, 'Västerås', [
      { url: page('run-1.html', 11), format: 'HTML' },
      { url: page('run-2.html', 12), format: 'HTML' },
      { url: page('run-3.html', 13), format: 'HTML' },
      { url: `${pagesUrl}/run-gone.html`, format: 'HTML' },
    ]);
    // The third waits for an admin's review: its menus are stored but not public yet.
    const [, , review] = ids;
    for (const id of ids) await handles.restaurants.items.upsert({ ...(await stored(id)), NEW: id === review });

    const run = await trigger('Västerås');
    expect(run.restaurantsQueued).toBe(4);
    const done = await waitFor(() => summary(run.runId), (s) => s.drained, 'the run to drain', 90_000, 500);
    expect(done).toMatchObject({
      state: 'partial',
      finished: 4,
      fetched: 3,
      failed: 1,
      failedByReason: { 'http-error': 1 },
      menusPublished: 10,
      waitingForReview: 5,
      unfinished: 0,
    });

    // The same harvest message again (a redelivery): the harvest runs again, the counts do not move.
    const before = (await stored(ids[0])).updatedAt as string;
    await handles.queues.getQueueClient('fast').sendMessage(encodeMessage({ kind: 'harvest', restaurantId: ids[0], city: 'Västerås', runId: run.runId }));
    await waitFor(async () => (await stored(ids[0])).updatedAt as string, (at) => at > before, 'the redelivered harvest to run', 60_000, 300);
    const quiet = await waitFor(
      async () => (await admin.call('GET', '/api/admin/workflow/status')).json as { fast: { active: number; scheduled: number } },
      (s) => s.fast.active + s.fast.scheduled === 0,
      'the fast queue to empty',
    );
    expect(quiet.fast).toMatchObject({ active: 0, scheduled: 0 });
    expect(await summary(run.runId)).toEqual(done);
  }, 150_000);
});
