
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { userCliOrThrow } from './support/user-cli';

/**
 * Updates racing deletes over HTTP on the shared stack: an update that reads, then writes, must never
 * bring back what a delete removed in between, must answer 404 (never 500) when it lost the race, and
 * an update answered 200 must not be lost by the delete that followed it. The to-dos are this file's
 * own user's; the restaurant is one this file inserts in Göteborg (a city the other API tests do not
 * list), made Daily and not NEW so no list of another test ever shows it, and deleted at the end.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const baseUrl = inject('baseUrl');
const sharedDataDir = inject('dataDir');
const sharedAdmin = JSON.parse(fs.readFileSync(path.join(sharedDataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const ROUNDS = 200;
const RESTAURANT_ROUNDS = 100;
/** Rounds run this many at a time (on different items), which also loads the server like real use. */
const PARALLEL_ROUNDS = 4;

function addUser(user: { username: string; password: string }) {
  userCliOrThrow(sharedDataDir, ['add', user.username, '--role', 'user', '--first-name', user.username, '--password-stdin'], user.password);
}

async function signedIn(user: { username: string; password: string }) {
  const client = new ApiClient(baseUrl);
  expect((await client.login(user.username, user.password)).status).toBe(200);
  return client;
}

/**
 * A delete is quicker than a read-then-replace, so sent at the same instant it nearly always wins.
 * Every other round it starts a random few milliseconds later, so updates win some races too and
 * both orders (and the close calls between them) are exercised.
 */
async function staggered<T>(round: number, send: () => Promise<T>): Promise<T> {
  if (round % 2 === 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  return send();
}

async function inBatches(rounds: number, round: (index: number) => Promise<void>) {
  for (let start = 0; start < rounds; start += PARALLEL_ROUNDS) {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_ROUNDS, rounds - start) }, (_, i) => round(start + i)));
  }
}

describe('a to-do updated while it is deleted', () => {
  let client: ApiClient;

  beforeAll(async () => {
    const user = { username: `racer-${randomBytes(4).toString('hex')}`, password: 'racer-long-password-1' };
    addUser(user);
    client = await signedIn(user);
  });

  async function race(puts: number) {
    const resurrected: string[] = [];
    const unexpected: string[] = [];
    const putStatuses = new Map<number, number>();
    await inBatches(ROUNDS, async (round) => {
      const created = await client.call('POST', '/api/todos', { title: `Kapplöpning ${round}` });
      expect(created.status).toBe(201);
      const id = created.json.todo.id as string;
      const [removed, ...updated] = await Promise.all([
        staggered(round, () => client.call('DELETE', `/api/todos/${id}`)),
        ...Array.from({ length: puts }, () => client.call('PUT', `/api/todos/${id}`, { status: 'done' })),
      ]);
      if (removed.status !== 200) unexpected.push(`round ${round}: DELETE ${removed.status}`);
      for (const put of updated) {
        putStatuses.set(put.status, (putStatuses.get(put.status) ?? 0) + 1);
        // 200 = the update landed before the delete (and shows it); 404 = it came after.
        if (put.status === 200) expect(put.json.todo).toMatchObject({ id, status: 'done' });
        else if (put.status !== 404) unexpected.push(`round ${round}: PUT ${put.status} ${JSON.stringify(put.json)}`);
      }
      const listed = await client.call('GET', '/api/todos');
      expect(listed.status).toBe(200);
      if (listed.json.todos.some((t: { id: string }) => t.id === id)) resurrected.push(id);
    });
    console.log(`to-dos, ${puts} PUT(s) against one DELETE per round: ${resurrected.length} of ${ROUNDS} rounds resurrected, PUT answers ${JSON.stringify(Object.fromEntries(putStatuses))}, other answers ${unexpected.length}`);
    // Both outcomes of the race happened, so the rounds really raced (else they proved nothing).
    expect(putStatuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(putStatuses.get(404) ?? 0).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
    expect(resurrected).toEqual([]);
  }

  it(`stays deleted in ${ROUNDS} rounds of one PUT against one DELETE`, () => race(1), 600_000);
  it(`stays deleted in ${ROUNDS} rounds of four parallel PUTs against one DELETE`, () => race(4), 600_000);
});

describe('a restaurant edited while it is deleted', () => {
  let admin: ApiClient;
  let id: string;
  const name = `Kapplöpningskrogen ${randomBytes(4).toString('hex')}`;
  /** Whether the restaurant exists, as the admin list sees it (whatever the public rules show). */
  const exists = async () => {
    const res = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(name)}&city=G%C3%B6teborg`);
    expect(res.status).toBe(200);
    return res.json.restaurants.some((r: { id: string }) => r.id === id);
  };

  beforeAll(async () => {
    admin = await signedIn(sharedAdmin);
    const tag = randomBytes(4).toString('hex');
    const created = await admin.call('POST', '/api/admin/insert-restaurant', {
      name,
      location: { city: 'Göteborg', address: `Racegatan ${tag}`, coordinates: [11.97, 57.71] },
      contact: { phone: '', website: '' },
      rating: null,
      reviews: null,
      gMaps_place_id: '',
    });
    expect(created.status).toBe(201);
    id = created.json.restaurant.id;
    for (const [field, value] of [['menuPeriodicity', 'Daily'], ['NEW', false]] as const) {
      expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field, value })).status).toBe(200);
    }
    expect(await exists()).toBe(true); // the check below would see a restaurant that came back
  });

  it(`stays deleted, never answers 500 and keeps every answered edit in ${RESTAURANT_ROUNDS} rounds of PATCH + menu add against DELETE`, async () => {
    const resurrected: number[] = [];
    const lost: string[] = [];
    const unexpected: string[] = [];
    const answers = { patched: 0, patch404: 0, menuAdded: 0, menu404: 0 };
    let rank = 0;
    for (let round = 0; round < RESTAURANT_ROUNDS; round++) {
      const wanted = (round % 50) + 1;
      const [removed, patched, menu] = await Promise.all([
        staggered(round, () => admin.call('DELETE', `/api/admin/restaurants/${id}`)),
        admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'rank', value: wanted }),
        admin.call('POST', `/api/admin/restaurants/${id}/menus`, { name: `Rundans rätt ${round}`, price: 110, tags: [], allergies: [], validFrom: '2031-05-05', validTo: '2031-05-09' }),
      ]);
      if (removed.status !== 200) unexpected.push(`round ${round}: DELETE ${removed.status}`);
      if (patched.status === 200) answers.patched++;
      else if (patched.status === 404) answers.patch404++;
      else unexpected.push(`round ${round}: PATCH ${patched.status} ${JSON.stringify(patched.json)}`);
      if (menu.status === 201) answers.menuAdded++;
      else if (menu.status === 404) answers.menu404++;
      else unexpected.push(`round ${round}: POST menu ${menu.status} ${JSON.stringify(menu.json)}`);

      if (await exists()) resurrected.push(round);
      // What the delete kept for restore holds every edit that was answered as done before it.
      const restored = await admin.call('POST', `/api/admin/restaurants/${id}/restore`);
      expect(restored.status).toBe(200);
      const kept = restored.json.restaurant;
      if (patched.status === 200) rank = wanted;
      if (kept.rank !== rank) lost.push(`round ${round}: rank ${kept.rank}, expected ${rank}`);
      rank = kept.rank;
      const hasMenu = kept.lunch_menus.some((m: { name: string }) => m.name === `Rundans rätt ${round}`);
      if (menu.status === 201 && !hasMenu) lost.push(`round ${round}: the added menu is missing`);
      if (menu.status === 404 && hasMenu) lost.push(`round ${round}: a menu answered 404 was written`);
    }
    expect((await admin.call('DELETE', `/api/admin/restaurants/${id}`)).status).toBe(200);
    console.log(`restaurant, PATCH + menu add against DELETE: ${resurrected.length} of ${RESTAURANT_ROUNDS} rounds resurrected, ${lost.length} lost edits, ${unexpected.length} unexpected answers, ${JSON.stringify(answers)}`);
    expect(answers.patched + answers.menuAdded).toBeGreaterThan(0);
    expect(answers.patch404 + answers.menu404 + unexpected.length).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
    expect(lost).toEqual([]);
    expect(resurrected).toEqual([]);
  }, 600_000);
});
