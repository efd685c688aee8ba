import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoWeekOf, todayIn, type LogEntry, type WorkflowStatus } from '@lunch/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { startStack, type RunningStack } from './support/local-stack';
import { encodeMessage, lunchPageHtml, pointCityAt, stackHandles, waitFor } from './support/workflow-fixtures';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * Queue status, clearing, poison after five failures and a crash mid-message, on stacks of their own
 * (so clearing a queue or failing on purpose never touches another test's work), with test-only
 * timings: failed messages come back after 1 s (LOCAL_QUEUE_RETRY_SECONDS) instead of host.json's
 * 30 s, and a dead process's messages after 3 s (LOCAL_QUEUE_LEASE_SECONDS) instead of 10 minutes.
 */
const ADMIN = { ADMIN_USERNAME: 'workflower', ADMIN_PASSWORD: 'workflower-has-a-long-password' };
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const env = { ...ADMIN, FETCH_ALLOWED_HOSTS: new URL(pagesUrl).host, LOCAL_TIMERS: 'off', LOCAL_QUEUE_RETRY_SECONDS: '1', LOCAL_QUEUE_LEASE_SECONDS: '3' };
const stacks: RunningStack[] = [];
const dirs: string[] = [];
const week = isoWeekOf(todayIn()).week;

afterAll(async () => {
  for (const s of stacks) await s.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function started(dataDir: string, extra: Record<string, string> = {}) {
  const stack = await startStack({ dataDir, seededFrom: seeded, env: { ...env, ...extra } });
  stacks.push(stack);
  const admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  return { stack, admin, handles: stackHandles(dataDir) };
}

const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-workflow-'));
  dirs.push(dir);
  return dir;
};

describe('queue status, clear and poison (own stack, TEST_FAIL_AT=rank)', () => {
  it('counts match the queues, clear empties the right one, a throwing handler ends in rank-poison after 5 tries with an error log', async () => {
    const { admin, handles, stack } = await started(newDataDir(), { TEST_FAIL_AT: 'rank' });
    const status = async () => (await admin.call('GET', '/api/admin/workflow/status')).json as WorkflowStatus;
    const initial = await status();
    for (const q of ['fast', 'slow', 'imggen', 'rank', 'error'] as const) expect(initial[q]).toEqual({ active: 0, scheduled: 0, deadletter: 0 });

    // Three messages not visible for 10 minutes, two dead letters on imggen, one on slow.
    const later = { kind: 'menu-image', restaurantId: 'nobody', menuIds: ['m1'] };
    for (let i = 0; i < 3; i++) await handles.queues.getQueueClient('imggen').sendMessage(encodeMessage(later), { visibilityTimeout: 600 });
    for (let i = 0; i < 2; i++) await handles.queues.getQueueClient('imggen-poison').sendMessage(encodeMessage(later));
    await handles.queues.getQueueClient('slow-poison').sendMessage(encodeMessage({ kind: 'harvest', restaurantId: 'nobody' }));
    const counted = await status();
    expect(counted.imggen).toEqual({ active: 0, scheduled: 3, deadletter: 2 });
    expect(counted.slow).toEqual({ active: 0, scheduled: 0, deadletter: 1 });

    const bad = await admin.call('POST', '/api/admin/queue/clear', { queueName: 'imggen-poison' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid queue name');
    const cleared = await admin.call('POST', '/api/admin/queue/clear', { queueName: 'imggen' });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ success: true, queueName: 'imggen', cleared: { messages: 3, deadletter: 2 } });
    const after = await status();
    expect(after.imggen).toEqual({ active: 0, scheduled: 0, deadletter: 0 });
    expect(after.slow).toEqual({ active: 0, scheduled: 0, deadletter: 1 });
    const system = (await admin.call('GET', '/api/admin/logs?type=system')).json.logs as LogEntry[];
    expect(system.some((l) => l.message.startsWith('Queue imggen cleared'))).toBe(true);

    // The rank handler throws on every delivery: five tries, then rank-poison and an error entry.
    const [id] = (await new ApiClient(stack.baseUrl).call('GET', '/api/restaurants?city=Uppsala&limit=1')).json.data.map((r: { id: string }) => r.id);
    await handles.queues.getQueueClient('rank').sendMessage(encodeMessage({ kind: 'rank', restaurantId: id }));
    // The host copies the message to rank-poison and then deletes it (a crash between the two loses nothing):
    // its log line comes after the delete, so the queue is read once both are done.
    await waitFor(() => stack.output(), (out) => out.includes("moved to 'rank-poison'"), 'the rank message moved to rank-poison', 60_000, 500);
    expect((await status()).rank).toEqual({ active: 0, scheduled: 0, deadletter: 1 });
    const [dead] = (await handles.queues.getQueueClient('rank-poison').peekMessages()).peekedMessageItems;
    expect(JSON.parse(Buffer.from(dead.messageText, 'base64').toString('utf8'))).toEqual({ kind: 'rank', restaurantId: id });
    const entry = await waitFor(
      async () => ((await admin.call('GET', '/api/admin/logs?type=error&level=error')).json.logs as LogEntry[]).find((l) => l.service === 'rank'),
      Boolean,
      'the error log of the poisoned message',
    );
    expect(entry!.context).toMatchObject({ step: 'handler', restaurantId: id, queue: 'rank', dequeueCount: 5, poisoned: true });
    expect(String(entry!.context!.reason)).toMatch(/failed 5 times.*TEST_FAIL_AT/);
    // Five deliveries, as the Functions host makes (maxDequeueCount 5), the last one reported.
    expect(stack.output()).toMatch(/failed on delivery 5\b/);
    expect(stack.output()).not.toMatch(/failed on delivery 6\b/);
  }, 150_000);
});

describe('a worker killed mid-message', () => {
  it('loses nothing: the harvest comes back after the restart and ends with menus, images and rank', async () => {
    const dataDir = newDataDir();
    const first = await started(dataDir, { TEST_PAUSE_AT: 'harvest:before-apply' });
    fs.writeFileSync(path.join(pagesDir, 'crash-workflow.html'), lunchPageHtml(week, 7));
    const [id] = await pointCityAt(first.handles.restaurants, 'Uppsala', [{ url: `${pagesUrl}/crash-workflow.html`, format: 'HTML' }]);
    const res = await first.admin.call('POST', '/api/admin/workflow/trigger', { city: 'Uppsala' });
    expect(res.json).toMatchObject({ restaurantsQueued: 1, queued: { fast: 1, slow: 0 } });
    await waitFor(() => first.stack.output(), (out) => out.includes('TEST_PAUSE_AT: paused at harvest:before-apply'), 'the worker to pause mid-message');
    // Azurite writes to disk every 5 s; a real storage account keeps every acknowledged write: written now.
    await first.stack.flushStorage();
    await first.stack.stop('SIGKILL');

    const second = await started(dataDir);
    const doc = await waitFor(
      async () => (await second.handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] }).fetchAll()).resources[0],
      (d) => d.lunch_menus.filter((m: { harvested?: boolean }) => m.harvested).length === 5 && d.lunch_menus.every((m: { harvested?: boolean; imageUrl?: string }) => !m.harvested || m.imageUrl) && Boolean(d.rankedAt),
      'the harvest to finish after the restart',
      90_000,
      500,
    );
    expect(doc.rankSource).toBe('rule');
    const status = (await second.admin.call('GET', '/api/admin/workflow/status')).json as WorkflowStatus;
    expect(status.fast).toEqual({ active: 0, scheduled: 0, deadletter: 0 });
    await second.stack.stop();
  }, 180_000);
});
