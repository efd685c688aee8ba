import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoWeekOf, todayIn } from '@lunch/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { storedRestaurant } from './support/stored-restaurant';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * The AI extraction queue is durable: these tests stop the process inside the work (TEST_PAUSE_AT),
 * kill the whole stack like a crash, start it again on the same data and check the work finishes and
 * is applied exactly once. Stacks of their own, with a 3 s message hold (LOCAL_QUEUE_LEASE_SECONDS)
 * instead of the Functions host's 10 minutes, so a message held by the dead process comes back soon.
 */
const ADMIN = { ADMIN_USERNAME: 'harvester', ADMIN_PASSWORD: 'harvester-has-a-long-password' };
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const env = { ...ADMIN, FETCH_ALLOWED_HOSTS: new URL(pagesUrl).host, LOCAL_QUEUE_LEASE_SECONDS: '3' };
const stacks: RunningStack[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const s of stacks) await s.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const week = isoWeekOf(todayIn()).week;
const page = `<html><body><h1>Lunch vecka ${week}</h1>
<h2>Måndag</h2><p>Pannbiff med lök 125 kr</p><h2>Tisdag</h2><p>Fiskgratäng 125 kr</p><h2>Onsdag</h2><p>Ärtsoppa och pannkakor 115 kr</p>
<h2>Torsdag</h2><p>Kycklingcurry 129 kr</p><h2>Fredag</h2><p>Schnitzel 135 kr</p></body></html>`;

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, timeoutMs = 45_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function started(dataDir: string, extra: Record<string, string> = {}) {
  const stack = await startStack({ dataDir, seededFrom: seeded, env: { ...env, ...extra } });
  stacks.push(stack);
  const admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  return { stack, admin };
}

async function harvestedMenus(admin: ApiClient, id: string) {
  const stored = await storedRestaurant(admin, id, { city: 'Lund' });
  return (stored?.lunch_menus ?? []).filter((m) => m.harvested);
}

const status = (admin: ApiClient) => admin.call('GET', '/api/admin/extract/status').then((r) => r.json as { status: { totalItems: number; completed: number }; queueItems: { status: string }[] });

async function queuedRestaurant(admin: ApiClient, baseUrl: string, name: string) {
  const list = await new ApiClient(baseUrl).call('GET', '/api/restaurants?city=Lund&limit=12');
  const id = list.json.data[0].id as string;
  fs.writeFileSync(path.join(pagesDir, name), page);
  expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'lunch_link', value: `${pagesUrl}/${name}` })).status).toBe(200);
  expect((await admin.call('POST', '/api/admin/extract/bulk', { restaurantIds: [id] })).json.restaurantsQueued).toBe(1);
  return id;
}

describe('the AI extraction queue across crashes', () => {
  it('finishes an item whose worker died mid-item, after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-extract-crash-'));
    dirs.push(dataDir);
    const first = await started(dataDir, { TEST_PAUSE_AT: 'extract:item-processing' });
    const id = await queuedRestaurant(first.admin, first.stack.baseUrl, 'crash-mid-item.html');
    await waitFor(() => first.stack.output(), (out) => out.includes('TEST_PAUSE_AT: paused at extract:item-processing'), 'the worker to pause mid-item');
    expect((await status(first.admin)).queueItems[0].status).toBe('processing');
    // Azurite writes its data to disk every 5 s; a real storage account keeps every acknowledged
    // write, so everything acknowledged is written now, then the crash.
    await first.stack.flushStorage();
    await first.stack.stop('SIGKILL');

    const second = await started(dataDir);
    const done = await waitFor(() => status(second.admin), (s) => s.status.totalItems === 1 && s.status.completed === 1, 'the item to finish after the restart');
    expect(done.queueItems[0].status).toBe('completed');
    expect((await second.admin.call('POST', '/api/admin/extract/apply-results')).json.updatedCount).toBe(1);
    expect(await harvestedMenus(second.admin, id)).toHaveLength(5);
    await second.stack.stop();
  }, 150_000);

  it('applies an item once when the process died between storing the menus and removing the item', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-extract-crash-'));
    dirs.push(dataDir);
    const first = await started(dataDir, { TEST_PAUSE_AT: 'extract:applied-before-remove' });
    const id = await queuedRestaurant(first.admin, first.stack.baseUrl, 'crash-apply.html');
    await waitFor(() => status(first.admin), (s) => s.status.completed === 1, 'the item to finish');
    void first.admin.call('POST', '/api/admin/extract/apply-results').catch(() => undefined);
    await waitFor(() => first.stack.output(), (out) => out.includes('TEST_PAUSE_AT: paused at extract:applied-before-remove'), 'apply to pause');
    await first.stack.flushStorage();
    await first.stack.stop('SIGKILL');

    const second = await started(dataDir);
    expect(await harvestedMenus(second.admin, id)).toHaveLength(5);
    // The item survived the crash; applying it again writes the same menus, not a second copy.
    expect((await status(second.admin)).status.totalItems).toBe(1);
    expect((await second.admin.call('POST', '/api/admin/extract/apply-results')).json.updatedCount).toBe(1);
    expect(await harvestedMenus(second.admin, id)).toHaveLength(5);
    expect((await status(second.admin)).status.totalItems).toBe(0);
    await second.stack.stop();
  }, 150_000);
});
