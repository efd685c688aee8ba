
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { runUserCli } from './support/user-cli';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/** Its own stack: these tests lock out accounts and fill the instance's password-hashing queue on purpose. */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-lockout-'));
const OWNER = { username: 'owner', password: 'owner-has-a-long-password' };
const NEIGHBOUR = { username: 'neighbour', password: 'neighbour-has-a-long-password' };
const SOLO = { username: 'solo', password: 'solo-has-a-long-password' };
let stack: RunningStack;

async function addUser(user: { username: string; password: string }) {
  const run = await runUserCli(dataDir, ['add', user.username, '--role', 'user', '--password-stdin'], user.password);
  if (run.code !== 0) throw new Error(`npm run user -- add ${user.username} failed (${run.code}): ${run.output}`);
}

type Answer = Awaited<ReturnType<ApiClient['call']>>;

/** The device cookie ("name=value") a login answer set, with its attributes. */
function deviceCookieOf(res: Answer): { pair: string; attributes: string } {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('__Host-device='));
  expect(header, 'a device cookie is set').toBeDefined();
  return { pair: header!.split(';')[0], attributes: header! };
}

/** Signs in from a browser of its own and returns that browser's device cookie. */
async function knownBrowser(user: { username: string; password: string }, fromAddress: string) {
  const res = await new ApiClient(stack.baseUrl, { fromAddress }).login(user.username, user.password);
  expect(res.status).toBe(200);
  return deviceCookieOf(res).pair;
}

const loginWith = (user: { username: string; password: string }, fromAddress: string, cookie?: string) =>
  new ApiClient(stack.baseUrl, { fromAddress }).call('POST', '/api/login', user, cookie ? { cookie } : {});

/**
 * A stranger's attack: waves of wrong passwords for one username, each from an address of its own
 * (no device cookie), until an attempt is refused by the lock. Returns the next unused address number.
 */
async function lockOutUnknownDevices(username: string, subnet: string): Promise<number> {
  let next = 1;
  for (let wave = 0; wave < 20; wave++) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => loginWith({ username, password: 'wrong-password' }, `${subnet}.${next++}`)));
    expect(answers.filter((a) => a.status !== 401 && a.status !== 429).map((a) => a.status)).toEqual([]);
    if (answers.some((a) => a.json?.error === 'too_many_attempts')) return next;
  }
  throw new Error(`${username} was never locked`);
}

beforeAll(async () => {
  // The stack hashes at the real password cost: the burst test needs hashing (of the dummy hash, as its
  // usernames do not exist) slow enough to fill the instance's hash slots. The users the command adds
  // get the test stacks' cost (support/user-cli.ts): the lockout waves against them need no slow hash.
  stack = await startStack({ dataDir, seededFrom: seeded, timeoutMs: 240_000, env: { LOCAL_FAST_HASHING: '0' } });
  await Promise.all([OWNER, NEIGHBOUR, SOLO].map(addUser));
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('device cookies: a stranger cannot lock the owner out', () => {
  it('sets a long-lived, HttpOnly, Secure, SameSite=Strict, host-only device cookie on a successful login', async () => {
    const res = await new ApiClient(stack.baseUrl, { fromAddress: '127.0.5.9' }).login(NEIGHBOUR.username, NEIGHBOUR.password);
    expect(res.status).toBe(200);
    const { attributes } = deviceCookieOf(res);
    expect(attributes).toMatch(/^__Host-device=[A-Za-z0-9_-]{43};/); // 256 random bits
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).not.toMatch(/Domain=/i);
    expect(Number(/Max-Age=(\d+)/.exec(attributes)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 3600);
    // A failed login sets no device cookie.
    const wrong = await new ApiClient(stack.baseUrl, { fromAddress: '127.0.5.9' }).login(NEIGHBOUR.username, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('keeps unknown devices throttled during an attack from many addresses, while the owner\'s known browser signs in', async () => {
    const ownerDevice = await knownBrowser(OWNER, '127.0.5.1');
    const neighbourDevice = await knownBrowser(NEIGHBOUR, '127.0.5.2');
    let next = await lockOutUnknownDevices(OWNER.username, '127.0.6');

    // More of the attack, and the owner's browser signing in in the middle of it.
    const [attack, owner] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => loginWith({ username: OWNER.username, password: 'wrong-password' }, `127.0.6.${next++}`))),
      loginWith(OWNER, '127.0.5.1', ownerDevice),
    ]);
    expect(owner.status).toBe(200);
    expect(owner.json.user.username).toBe(OWNER.username);
    expect(attack.map((a) => a.status)).toEqual(attack.map(() => 429));

    // The owner's success unlocked nothing for anyone else: the right password from a new browser is
    // still refused, for minutes at most.
    const stranger = await loginWith(OWNER, `127.0.6.${next++}`);
    expect(stranger.status).toBe(429);
    expect(stranger.json.error).toBe('too_many_attempts');
    const retryAfter = Number(stranger.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // A device cookie of another account, or a made-up one, is an unknown device here.
    expect((await loginWith(OWNER, `127.0.6.${next++}`, neighbourDevice)).status).toBe(429);
    expect((await loginWith(OWNER, `127.0.6.${next++}`, `__Host-device=${'A'.repeat(43)}`)).status).toBe(429);
    expect((await loginWith(OWNER, `127.0.6.${next++}`, '__Host-device=not a token;')).status).toBe(429);
    // The neighbour's own browser is not affected by any of this.
    expect((await loginWith(NEIGHBOUR, '127.0.5.2', neighbourDevice)).status).toBe(200);
  }, 300_000);

  it('counts failures from a known browser against that browser only, with a lock of its own', async () => {
    const laptop = await knownBrowser(SOLO, '127.0.8.1');
    let locked: Answer | undefined;
    for (let attempt = 1; attempt <= 10 && !locked; attempt++) {
      const res = await loginWith({ username: SOLO.username, password: 'wrong-password' }, '127.0.8.1', laptop);
      if (res.status === 429) locked = res;
      else expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    expect(locked?.json.error).toBe('too_many_attempts');
    expect((await loginWith(SOLO, '127.0.8.1', laptop)).status).toBe(429);
    // Neither the account nor the address is locked for other browsers.
    expect((await loginWith(SOLO, '127.0.8.1')).status).toBe(200);
  }, 300_000);
});

describe('a burst of logins on one instance', () => {
  it('answers what it cannot hash soon with 429 and Retry-After, never a 500', async () => {
    // Random names from addresses of their own: no username or address lock is involved.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginWith({ username: `burst-${randomUUID()}`, password: 'wrong-password' }, `127.0.9.${i + 1}`)),
    );
    expect(answers.filter((a) => a.status !== 401 && a.status !== 429).map((a) => a.status)).toEqual([]);
    const busy = answers.filter((a) => a.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.some((a) => a.status === 401)).toBe(true);
    for (const res of busy) {
      expect(res.json.error).toBe('too_many_requests');
      expect(typeof res.json.message).toBe('string');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }, 300_000);
});
