import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * Moving a restaurant to another city moves it to another partition in several writes. These tests
 * stop the process between two of them (TEST_PAUSE_AT), kill the whole stack like a crash, start it
 * again, and check the restaurant exists exactly once, in its new city.
 */
const ADMIN = { ADMIN_USERNAME: 'mover', ADMIN_PASSWORD: 'mover-has-a-long-password' };
const stacks: RunningStack[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const s of stacks) await s.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function copiesOf(running: RunningStack, id: string) {
  const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(running.output())![1];
  const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client
    .database('lunch')
    .container('restaurants')
    .items.query<{ id: string; city: string; location: { city: string } }>({ query: 'SELECT c.id, c.city, c.location FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] })
    .fetchAll()
    .then((r) => r.resources);
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function idsInCity(baseUrl: string, city: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(city)}&limit=50`);
  return ((await res.json()) as { data: { id: string }[] }).data.map((r) => r.id);
}

const cosmosRestaurants = (running: RunningStack) => {
  const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(running.output())![1];
  const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('restaurants');
};

const pausesAt = (running: RunningStack, step: string) => running.output().split(`TEST_PAUSE_AT: paused at ${step}`).length - 1;

/** A stack paused (TEST_PAUSE_AT) in a move of each given restaurant from Gävle to Sundsvall. */
async function pausedMoves(step: string, count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-move-'));
  dirs.push(dataDir);
  const first = await startStack({ dataDir, seededFrom: seeded, env: { ...ADMIN, TEST_PAUSE_AT: step } });
  stacks.push(first);
  const admin = new ApiClient(first.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  const ids = (await idsInCity(first.baseUrl, 'Gävle')).slice(0, count);
  expect(ids).toHaveLength(count);
  for (const id of ids) void admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'Sundsvall' }).catch(() => undefined);
  await waitFor(() => pausesAt(first, step) === count, `${count} moves paused at ${step}`);
  return { dataDir, first, admin, ids };
}

async function expectMovedOnce(second: RunningStack, id: string) {
  const copies = await copiesOf(second, id);
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatchObject({ city: 'Sundsvall', location: { city: 'Sundsvall' } });
  expect(await idsInCity(second.baseUrl, 'Sundsvall')).toContain(id);
  expect(await idsInCity(second.baseUrl, 'Gävle')).not.toContain(id);
  const detail = await fetch(`${second.baseUrl}/api/restaurants/${id}`);
  expect(((await detail.json()) as { city: string }).city).toBe('Sundsvall');
}

/**
 * At move:intent-written one stack pauses in three moves at once (three restaurants): one left alone,
 * one edited and one deleted while its move waits. Then one crash (killed right away, no snapshot
 * waited for: the local database journals every write before it answers) and one restart, and each
 * test checks its restaurant. Two stack starts instead of six.
 */
describe('a crash at move:intent-written', () => {
  let second: RunningStack;
  let plain: string, edited: string, deleted: string;

  beforeAll(async () => {
    const { dataDir, first, admin, ids } = await pausedMoves('move:intent-written', 3);
    [plain, edited, deleted] = ids as [string, string, string];
    // An edit that read the restaurant before the move began and wrote it after (its etag check passes).
    await cosmosRestaurants(first).item(edited, 'Gävle').patch([{ op: 'set', path: '/contact/phone', value: '026-99 88 77' }]);
    expect((await admin.call('DELETE', `/api/admin/restaurants/${deleted}`)).status).toBe(200);
    await first.stop('SIGKILL');
    second = await startStack({ dataDir, seededFrom: seeded, env: ADMIN });
    stacks.push(second);
  }, 300_000);

  it('leaves the restaurant exactly once, in its new city, after a restart', async () => {
    await expectMovedOnce(second, plain);
  });

  it('carries an edit of the old copy that landed during the move over to the new city', async () => {
    const copies = await copiesOf(second, edited);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ city: 'Sundsvall' });
    const { resource } = await cosmosRestaurants(second).item(edited, 'Sundsvall').read<{ contact: { phone: string } }>();
    expect(resource?.contact.phone).toBe('026-99 88 77');
  });

  it('does not bring back a restaurant deleted during the move', async () => {
    expect(await copiesOf(second, deleted)).toEqual([]);
    const secondAdmin = new ApiClient(second.baseUrl);
    expect((await secondAdmin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const trash = await secondAdmin.call('GET', '/api/admin/restaurants/deleted');
    expect(JSON.stringify(trash.json)).toContain(deleted);
  });
});

describe('a crash at move:target-written', () => {
  it('leaves the restaurant exactly once, in its new city, after a restart', async () => {
    const { dataDir, first, ids } = await pausedMoves('move:target-written', 1);
    await first.stop('SIGKILL'); // right away: the journal keeps every acknowledged write
    const second = await startStack({ dataDir, seededFrom: seeded, env: ADMIN });
    stacks.push(second);
    await expectMovedOnce(second, ids[0]!);
  }, 300_000);
});
