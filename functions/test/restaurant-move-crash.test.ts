import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';

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

describe.each(['move:intent-written', 'move:target-written'])('a crash at %s', (step) => {
  it('leaves the restaurant exactly once, in its new city, after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-move-'));
    dirs.push(dataDir);
    const first = await startStack({ dataDir, env: { ...ADMIN, TEST_PAUSE_AT: step } });
    stacks.push(first);
    const admin = new ApiClient(first.baseUrl);
    expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const [id] = await idsInCity(first.baseUrl, 'Gävle');

    void admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'Sundsvall' }).catch(() => undefined);
    await waitFor(() => first.output().includes(`TEST_PAUSE_AT: paused at ${step}`), `the pause at ${step}`);
    await new Promise((r) => setTimeout(r, 1000)); // let the local database write its snapshot, as a real database would have
    await first.stop('SIGKILL');

    const second = await startStack({ dataDir, env: ADMIN });
    stacks.push(second);
    const copies = await copiesOf(second, id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ city: 'Sundsvall', location: { city: 'Sundsvall' } });
    expect(await idsInCity(second.baseUrl, 'Sundsvall')).toContain(id);
    expect(await idsInCity(second.baseUrl, 'Gävle')).not.toContain(id);
    const detail = await fetch(`${second.baseUrl}/api/restaurants/${id}`);
    expect(((await detail.json()) as { city: string }).city).toBe('Sundsvall');
    await second.stop();
  });
});

describe('a move that meets an edit or a delete of the old copy', () => {
  const cosmosRestaurants = (running: RunningStack) => {
    const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(running.output())![1];
    const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
    return client.database('lunch').container('restaurants');
  };

  async function pausedMove() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-move-race-'));
    dirs.push(dataDir);
    const first = await startStack({ dataDir, env: { ...ADMIN, TEST_PAUSE_AT: 'move:intent-written' } });
    stacks.push(first);
    const admin = new ApiClient(first.baseUrl);
    expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const [id] = await idsInCity(first.baseUrl, 'Gävle');
    void admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'Sundsvall' }).catch(() => undefined);
    await waitFor(() => first.output().includes('TEST_PAUSE_AT: paused at move:intent-written'), 'the pause after the move intent');
    return { dataDir, first, admin, id };
  }

  it('carries an edit of the old copy that landed during the move over to the new city', async () => {
    const { dataDir, first, id } = await pausedMove();
    // An edit that read the restaurant before the move began and wrote it after (its etag check passes).
    await cosmosRestaurants(first).item(id, 'Gävle').patch([{ op: 'set', path: '/contact/phone', value: '026-99 88 77' }]);
    await first.stop('SIGKILL');

    const second = await startStack({ dataDir, env: ADMIN });
    stacks.push(second);
    const copies = await copiesOf(second, id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ city: 'Sundsvall' });
    const { resource } = await cosmosRestaurants(second).item(id, 'Sundsvall').read<{ contact: { phone: string } }>();
    expect(resource?.contact.phone).toBe('026-99 88 77');
    await second.stop();
  });

  it('does not bring back a restaurant deleted during the move', async () => {
    const { dataDir, first, admin, id } = await pausedMove();
    expect((await admin.call('DELETE', `/api/admin/restaurants/${id}`)).status).toBe(200);
    await first.stop('SIGKILL');

    const second = await startStack({ dataDir, env: ADMIN });
    stacks.push(second);
    expect(await copiesOf(second, id)).toEqual([]);
    const secondAdmin = new ApiClient(second.baseUrl);
    expect((await secondAdmin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
    const trash = await secondAdmin.call('GET', '/api/admin/restaurants/deleted');
    expect(JSON.stringify(trash.json)).toContain(id);
    await second.stop();
  });
});
