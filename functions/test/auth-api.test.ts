
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { useStackDatabase } from './support/owners';
import { userCliOrThrow } from './support/user-cli';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/** Its own stack: these tests lock out usernames and the loopback address on purpose. */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-auth-'));
const ADMIN = { username: 'chef', password: 'correct horse battery staple' };
const USER = { username: 'anna', password: 'anna-has-a-long-password' };
const OTHER = { username: 'bertil', password: 'bertil-has-a-long-password' };
const CARL = { username: 'carl', password: 'carl-has-a-long-password' };
let stack: RunningStack;

/**
 * Users written in this process by the service the user command calls (upsertUser), at the test
 * stacks' password cost, into the stack's database: a command process per user cost seconds of CPU
 * each. The command itself is used where it is what a test is about (set-password below).
 */
async function addUsers(users: { username: string; password: string }[]) {
  useStackDatabase(dataDir);
  const [{ upsertUser }, { lowerPasswordCostForTests }] = await Promise.all([import('../src/services/auth-service'), import('../src/auth/password')]);
  lowerPasswordCostForTests();
  for (const user of users) await upsertUser({ username: user.username, password: user.password, role: 'user', firstName: user.username });
}

/** The password hash stored for a user: its cost is the second field ("scrypt$<log2 N>$r$p$salt$key"). */
async function storedHash(username: string): Promise<string | undefined> {
  const { findUser } = await import('../src/data/user-repository');
  return (await findUser(username))?.passwordHash;
}

function sessions() {
  const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())![1];
  const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('sessions');
}

const sessionIdOf = (client: ApiClient) => createHash('sha256').update(client.cookie!.split('=')[1]).digest('hex');

async function loggedIn(user: { username: string; password: string }) {
  const client = new ApiClient(stack.baseUrl);
  const res = await client.login(user.username, user.password);
  expect(res.status).toBe(200);
  return client;
}

beforeAll(async () => {
  stack = await startStack({ dataDir, seededFrom: seeded, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  await addUsers([USER, OTHER, { username: 'locked-out', password: 'locked-out-password-1' }, CARL, { username: 'burst-target', password: 'burst-target-password' }]);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('login', () => {
  it('signs in with a secure, host-only, HttpOnly session cookie and returns the user', async () => {
    const client = new ApiClient(stack.baseUrl);
    const res = await client.login(ADMIN.username, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({ username: 'chef', role: 'admin' });
    const cookie = res.setCookie!;
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/); // 256 random bits
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/Domain=/i);
    const me = await client.call('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ username: 'chef', role: 'admin' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('runs on the test stacks\' password cost (N=2^12): the admin from ADMIN_PASSWORD and the users added', async () => {
    // Hundreds of logins and lockout waves here; at the production cost (N=2^17) each is 32 times the CPU.
    for (const username of [ADMIN.username, USER.username, 'burst-target']) expect(await storedHash(username), username).toMatch(/^scrypt\$12\$8\$1\$/);
  });

  it('gives a new session id on every login', async () => {
    const a = await loggedIn(USER);
    const b = await loggedIn(USER);
    expect(a.cookie).not.toBe(b.cookie);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const client = new ApiClient(stack.baseUrl);
    const wrong = await client.login(USER.username, 'not-the-password');
    const unknown = await client.login('nobody-here', 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'invalid_credentials', message: 'Invalid username or password' });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.setCookie).toBeNull();
  });

  it('answers 400 when username or password is missing or the body is not JSON', async () => {
    const client = new ApiClient(stack.baseUrl);
    for (const body of [{ username: 'anna' }, { password: 'x' }, { username: '  ', password: 'x' }, 'not json', '']) {
      const res = await client.call('POST', '/api/login', body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('bad_request');
    }
  });

  it('without a session, /api/auth/user is 401', async () => {
    const res = await new ApiClient(stack.baseUrl).call('GET', '/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('unauthorized');
  });

  it('GET /api/login lands on the login page', async () => {
    const res = await new ApiClient(stack.baseUrl).call('GET', '/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('sessions', () => {
  it('logout deletes the session on the server: the old cookie stops working', async () => {
    const client = await loggedIn(USER);
    const copied = client.cookie;
    const out = await client.call('POST', '/api/logout');
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^__Host-session=;.*Max-Age=0/);
    const thief = new ApiClient(stack.baseUrl);
    thief.cookie = copied;
    expect((await thief.call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('logging in again replaces the session the browser had', async () => {
    const client = await loggedIn(USER);
    const before = client.cookie;
    await client.login(USER.username, USER.password); // sends the old cookie along
    const stale = new ApiClient(stack.baseUrl);
    stale.cookie = before;
    expect((await stale.call('GET', '/api/auth/user')).status).toBe(401);
    expect((await client.call('GET', '/api/auth/user')).status).toBe(200);
  });

  it('a password change ends every session of that user', async () => {
    const laptop = await loggedIn(CARL);
    const phone = await loggedIn(CARL);
    userCliOrThrow(dataDir, ['set-password', CARL.username, '--password-stdin'], 'carl-has-a-new-long-password');
    expect(await storedHash(CARL.username)).toMatch(/^scrypt\$12\$/); // the user command hashes at the test stacks' cost too
    expect((await laptop.call('GET', '/api/auth/user')).status).toBe(401);
    expect((await phone.call('GET', '/api/auth/user')).status).toBe(401);
    expect((await new ApiClient(stack.baseUrl).login(CARL.username, CARL.password)).status).toBe(401);
    expect((await new ApiClient(stack.baseUrl).login(CARL.username, 'carl-has-a-new-long-password')).status).toBe(200);
  });

  it('expires after 2 idle hours', async () => {
    const client = await loggedIn(USER);
    const id = sessionIdOf(client);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    await sessions().item(id, id).patch([{ op: 'set', path: '/lastSeenAt', value: hoursAgo(1.9) }]);
    expect((await client.call('GET', '/api/auth/user')).status).toBe(200); // still inside the idle window
    await sessions().item(id, id).patch([{ op: 'set', path: '/lastSeenAt', value: hoursAgo(2.05) }]);
    expect((await client.call('GET', '/api/auth/user')).status).toBe(401);
    const gone = await sessions().item(id, id).read();
    expect(gone.statusCode).toBe(404);
  });

  it('expires 12 hours after login even when used all the time', async () => {
    const client = await loggedIn(USER);
    const id = sessionIdOf(client);
    await sessions().item(id, id).patch([{ op: 'set', path: '/createdAt', value: new Date(Date.now() - 12.05 * 3600_000).toISOString() }]);
    expect((await client.call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('refuses state-changing requests from other sites with 403', async () => {
    const client = await loggedIn(USER);
    const evil = await client.call('POST', '/api/todos', { title: 'x' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const crossSite = await client.call('DELETE', '/api/todos/00000000-0000-0000-0000-000000000000', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const loginCsrf = await new ApiClient(stack.baseUrl).call('POST', '/api/login', USER, { origin: 'https://evil.example' });
    expect(loginCsrf.status).toBe(403);
    expect((await client.call('GET', '/api/todos')).json.todos).toEqual([]);
    const same = await client.call('POST', '/api/todos', { title: 'från appen' }, { origin: stack.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(201);
  });
});

describe('to-do board API', () => {
  it('creates, lists, updates and deletes the signed-in user\'s own tasks', async () => {
    const anna = await loggedIn(OTHER);
    const created = await anna.call('POST', '/api/todos', { title: '  Beställ kaffe  ', description: 'Till fredag', priority: 2 });
    expect(created.status).toBe(201);
    expect(created.json.todo).toMatchObject({ title: 'Beställ kaffe', description: 'Till fredag', priority: 2, status: 'todo' });
    const id = created.json.todo.id;
    const moved = await anna.call('PUT', `/api/todos/${id}`, { status: 'for-later' });
    expect(moved.json.todo).toMatchObject({ id, status: 'for-later', title: 'Beställ kaffe' });
    const listed = await anna.call('GET', '/api/todos');
    expect(listed.json.todos.map((t: { id: string }) => t.id)).toContain(id);
    expect((await anna.call('DELETE', `/api/todos/${id}`)).status).toBe(200);
    expect((await anna.call('DELETE', `/api/todos/${id}`)).status).toBe(404);
  });

  it('hides other users\' tasks: their ids answer 404 and nothing changes', async () => {
    const owner = await loggedIn(USER);
    const other = await loggedIn(OTHER);
    const { json } = await owner.call('POST', '/api/todos', { title: 'Privat' });
    const id = json.todo.id;
    expect((await other.call('PUT', `/api/todos/${id}`, { title: 'Kapad' })).status).toBe(404);
    expect((await other.call('DELETE', `/api/todos/${id}`)).status).toBe(404);
    expect((await other.call('GET', '/api/todos')).json.todos.map((t: { id: string }) => t.id)).not.toContain(id);
    const mine = (await owner.call('GET', '/api/todos')).json.todos.find((t: { id: string }) => t.id === id);
    expect(mine.title).toBe('Privat');
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const client = await loggedIn(OTHER);
    const before = (await client.call('GET', '/api/todos')).json.todos;
    const bad = [{}, { title: '   ' }, { title: 'x', priority: 5 }, { title: 'x', status: 'maybe' }, { title: 'x', owner: 'someone' }, { title: 42 }, 'not json', []];
    for (const body of bad) {
      const res = await client.call('POST', '/api/todos', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe('bad_request');
      expect(typeof res.json.message).toBe('string');
    }
    const { json } = await client.call('POST', '/api/todos', { title: 'Giltig' });
    for (const body of [{}, { title: '' }, { status: 'gone' }, { priority: '1' }]) {
      expect((await client.call('PUT', `/api/todos/${json.todo.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.call('PUT', '/api/todos/not-a-uuid', { title: 'x' })).status).toBe(404);
    const after = (await client.call('GET', '/api/todos')).json.todos;
    expect(after.length).toBe(before.length + 1);
    expect(after.find((t: { id: string }) => t.id === json.todo.id).title).toBe('Giltig');
  });

  it('requires a session', async () => {
    const anonymous = new ApiClient(stack.baseUrl);
    expect((await anonymous.call('GET', '/api/todos')).status).toBe(401);
    expect((await anonymous.call('POST', '/api/todos', { title: 'x' })).status).toBe(401);
  });
});

describe('admin functions', () => {
  it('records admin writes: who, what, which record, when', async () => {
    const admin = await loggedIn(ADMIN);
    const list = await admin.call('GET', '/api/restaurants?city=Lund');
    const id = list.json.data[0].id;
    const patched = await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'rank', value: 29 });
    expect(patched.status).toBe(200);
    expect(patched.json.restaurant.rank).toBe(29);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'rank', value: 'high' })).status).toBe(400);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'city', value: 'Malmö' })).status).toBe(400);
    expect((await admin.call('PATCH', '/api/admin/restaurants/no-such-place', { field: 'rank', value: 1 })).status).toBe(404);
    const log = await admin.call('GET', '/api/admin/audit-log');
    const entry = log.json.entries.find((e: { record: { id: string } }) => e.record.id === id);
    expect(entry).toMatchObject({ actor: 'chef', action: 'admin-restaurant-patch', method: 'PATCH' });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    expect(log.json.entries.filter((e: { record: { id: string } }) => e.record.id === id)).toHaveLength(1); // failed writes are not recorded
  });

  it('lists the cities and validates the audit-log day', async () => {
    const admin = await loggedIn(ADMIN);
    const cities = await admin.call('GET', '/api/admin/cities');
    expect(cities.status).toBe(200);
    expect(cities.json.cities).toHaveLength(16);
    expect(cities.json.cities).toContain('Helsingborg');
    for (const day of ['yesterday', '2026-13-45', "2026-11-22' OR 1=1"]) {
      const res = await admin.call('GET', `/api/admin/audit-log?day=${encodeURIComponent(day)}`);
      expect(res.status, day).toBe(400);
      expect(res.json.error).toBe('bad_request');
    }
    expect((await admin.call('GET', '/api/admin/audit-log?day=2020-01-01')).json.entries).toEqual([]);
  });

  it('returns audit entries without Cosmos DB system fields', async () => {
    const admin = await loggedIn(ADMIN);
    const id = (await admin.call('GET', '/api/restaurants?city=Umeå')).json.data[0].id;
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'rank', value: 20 })).status).toBe(200);
    const { entries } = (await admin.call('GET', '/api/admin/audit-log')).json;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) for (const field of ['_rid', '_self', '_etag', '_ts', '_attachments']) expect(entry).not.toHaveProperty(field);
  });

  it('every declared admin function refuses anonymous (401) and non-admin (403) callers', async () => {
    const { collectDeclarationsOnly, declaredHttpFunctions } = await import('../src/app/declare-http');
    collectDeclarationsOnly();
    const dir = path.join(repoRoot, 'functions/src/functions');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) await import(path.join(dir, file));
    const all = declaredHttpFunctions();
    const admin = all.filter((f) => f.access === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    // Anything under /api/admin must be declared admin-only.
    for (const fn of all.filter((f) => f.route.startsWith('admin/'))) expect(fn.access, fn.name).toBe('admin');

    const anonymous = new ApiClient(stack.baseUrl);
    const user = await loggedIn(USER);
    for (const fn of [...admin, ...all.filter((f) => f.access === 'user')]) {
      const route = '/api/' + fn.route.replace(/\{\*?(\w+)[^}]*\}/g, 'x1');
      for (const method of fn.methods) {
        const body = method === 'GET' ? undefined : {};
        expect((await anonymous.call(method, route, body)).status, `${method} ${route} anonymous`).toBe(401);
        if (fn.access === 'admin') expect((await user.call(method, route, body)).status, `${method} ${route} as user`).toBe(403);
      }
    }
  });
});

describe('names a client sends that exist on every object\'s prototype', () => {
  const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
  const QUERY_NAMES = ['city', 'selectedDay', 'cuisines', 'dietaryOptions', 'lunchIncludes', 'price', 'search', 'day', 'imageName', 'page', 'limit'];

  /** The same JSON text a client would send: these keys are own properties, as JSON.parse makes them. */
  const bodiesFor = (key: string) => [
    `{${JSON.stringify(key)}: ${JSON.stringify(key)}}`,
    JSON.stringify({ field: key, value: 1 }),
    JSON.stringify({ field: 'rank', value: 1, [key]: 1 }),
    JSON.stringify({ username: key, password: key }),
    JSON.stringify({ title: key, priority: key, status: key }),
  ];

  it('never gets a 5xx from any call, as a route parameter, query name or value, body key or patched field', async () => {
    const { collectDeclarationsOnly, declaredHttpFunctions } = await import('../src/app/declare-http');
    collectDeclarationsOnly();
    const dir = path.join(repoRoot, 'functions/src/functions');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) await import(path.join(dir, file));
    // Its own client address: the failed logins this sends must not lock out the other tests.
    const admin = new ApiClient(stack.baseUrl, { fromAddress: '127.0.4.1' });
    const signIn = async () => expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    await signIn();
    // A real restaurant without a lunch link: the two extraction routes (they read neither body nor
    // query) then answer at once instead of fetching its page 30 times each, paced 500 ms apart per host.
    const listed = (await admin.call('GET', '/api/admin/restaurants?city=Lund')).json.restaurants as { id: string; lunch_link?: string }[];
    const realId = listed.find((r) => !r.lunch_link)?.id as string;
    expect(realId).toBeDefined();
    const answers: string[] = [];
    for (const fn of declaredHttpFunctions()) {
      for (const key of PROTOTYPE_KEYS) {
        // A route without parameters is the same call for both values: once is enough.
        for (const routeValue of fn.route.includes('{') ? [key, realId] : [key]) {
          const route = '/api/' + fn.route.replace(/\{\*?(\w+)[^}]*\}/g, encodeURIComponent(routeValue));
          const query = `?${encodeURIComponent(key)}=1&` + QUERY_NAMES.map((n) => `${n}=${encodeURIComponent(key)}`).join('&');
          for (const method of fn.methods) {
            // Each key in each place, one place at a time: every body with the real id, and the key
            // as the id with one body (not every pairing of the two).
            const keyAsRouteValue = routeValue === key && fn.route.includes('{');
            const bodies = method === 'GET' || method === 'HEAD' ? [undefined] : keyAsRouteValue ? bodiesFor(key).slice(0, 1) : bodiesFor(key);
            for (const body of bodies) {
              // Logout would end the admin's session: it is called as a visitor of its own.
              const caller = fn.name === 'auth-logout' ? new ApiClient(stack.baseUrl, { fromAddress: '127.0.4.1' }) : admin;
              const res = await caller.call(method, route + query, body, body ? { 'content-type': 'application/json' } : {});
              answers.push(`${res.status} ${method} ${route} ${body ?? ''}`);
              expect(res.status, `${method} ${route}${query} ${body ?? ''}`).toBeLessThan(500);
              // Where the name selects a field or a record, it is refused.
              if (fn.name === 'admin-restaurant-patch' && body === JSON.stringify({ field: key, value: 1 })) expect(res.status, `${route} ${body}`).toBeGreaterThanOrEqual(400);
            }
          }
        }
      }
    }
    expect(answers.length).toBeGreaterThan(100);
    expect((await admin.call('GET', '/api/health')).status).toBe(200);
    // Thousands of calls, some of which really harvest or re-rank: minutes on a busy 2-core machine.
  }, 600_000);

  it('refuses each prototype key as the field of PATCH /api/admin/restaurants/{id} with a 400 naming the allowed fields', async () => {
    const admin = await loggedIn(ADMIN);
    const id = (await admin.call('GET', '/api/restaurants?city=Lund')).json.data[0].id;
    for (const key of PROTOTYPE_KEYS) {
      const res = await admin.call('PATCH', `/api/admin/restaurants/${id}`, JSON.stringify({ field: key, value: 1 }));
      expect(res.status, key).toBe(400);
      expect(res.json.message, key).toMatch(/^field must be one of name, /);
    }
  });
});

describe('throttling failed logins', () => {
  /**
   * Waves of parallel wrong passwords until one is refused by the lock. An instance hashes only a few
   * passwords at once and answers the rest 429 too_many_requests (not counted), so one big burst may
   * count only a few failures on a busy machine. Returns every status.
   */
  async function wavesUntilLocked(waveSize: number, attempt: () => Promise<{ status: number; json: any }>) {
    const statuses: number[] = [];
    for (let wave = 0; wave < 30; wave++) {
      const answers = await Promise.all(Array.from({ length: waveSize }, attempt));
      statuses.push(...answers.map((a) => a.status));
      if (answers.some((a) => a.json?.error === 'too_many_attempts')) return statuses;
    }
    throw new Error(`never locked: ${statuses.join(' ')}`);
  }

  it('counts parallel wrong passwords for one username: the right one afterwards is refused', async () => {
    // Each attempt from its own address, so only the username's count can lock.
    let next = 1;
    const statuses = await wavesUntilLocked(8, () => new ApiClient(stack.baseUrl, { fromAddress: `127.0.1.${next++}` }).login('burst-target', 'wrong-password'));
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const right = await new ApiClient(stack.baseUrl, { fromAddress: '127.0.1.250' }).login('burst-target', 'burst-target-password');
    expect(right.status).toBe(429);
    // Attempts that arrive after the lock are refused before counting, so the lock may be shorter than 5 minutes.
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // scrypt verifications (memory-hard by design), one after another on a busy 2-core machine.
  }, 300_000);

  it('counts parallel wrong passwords from one address across usernames: that address is locked', async () => {
    let next = 0;
    const statuses = await wavesUntilLocked(4, () => new ApiClient(stack.baseUrl, { fromAddress: '127.0.2.1' }).login(`spray-${next++}`, 'wrong-password'));
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(20);
    expect((await new ApiClient(stack.baseUrl, { fromAddress: '127.0.2.1' }).login(OTHER.username, OTHER.password)).status).toBe(429);
    expect((await new ApiClient(stack.baseUrl, { fromAddress: '127.0.2.2' }).login(OTHER.username, OTHER.password)).status).toBe(200);
  }, 300_000);

  it('keys the address on what the platform appends, not on an X-Forwarded-For the client wrote', async () => {
    const sprayer = new ApiClient(stack.baseUrl, { fromAddress: '127.0.3.1' });
    for (let i = 0; i < 20; i++) {
      const res = await sprayer.call('POST', '/api/login', { username: `rotate-${i}`, password: 'wrong-password' }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const next = await sprayer.call('POST', '/api/login', { username: OTHER.username, password: OTHER.password }, { 'x-forwarded-for': '203.0.113.99' });
    expect(next.status).toBe(429);
    // Claiming the locked address from elsewhere changes nothing either.
    const elsewhere = new ApiClient(stack.baseUrl, { fromAddress: '127.0.3.2' });
    expect((await elsewhere.call('POST', '/api/login', { username: OTHER.username, password: OTHER.password }, { 'x-forwarded-for': '127.0.3.1' })).status).toBe(200);
  }, 180_000); // 22 password hashes one after another: over a minute on a busy 2-core machine

  it('locks a username after 5 failures, even for the right password, and says when to retry', async () => {
    const client = new ApiClient(stack.baseUrl);
    for (let i = 0; i < 5; i++) expect((await client.login('locked-out', 'wrong-password')).status).toBe(401);
    const locked = await client.login('locked-out', 'locked-out-password-1');
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe('too_many_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.login(USER.username, USER.password)).status).toBe(200); // other users are unaffected
  });

  it('locks a client address after 20 failures across usernames (runs last: it locks this stack\'s loopback)', async () => {
    const client = new ApiClient(stack.baseUrl);
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) status = (await client.login(`guess-${i}`, 'wrong-password')).status;
    const next = await client.login(OTHER.username, OTHER.password);
    expect(next.status).toBe(429);
  });
});
