
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { isoWeekOf, todayIn } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { userCliOrThrow } from './support/user-cli';

/**
 * Owner access over HTTP against the shared stack: claims ("Är det din restaurang?"), invitation
 * links, accepting them, and admins managing owners. Restaurants are demo ones in Helsingborg and
 * Lund, only read here (no restaurant is changed); every test has usernames and claim names of its
 * own, and lists are filtered by them, so other files adding owners or claims do not disturb them.
 * Invitations are expired by writing their stored expiresAt (the data layer), as the stack's clock
 * is its own process's.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const anonymous = new ApiClient(baseUrl);
let admin: ApiClient;
let plainUser: ApiClient;
let restaurants: { id: string; name: string; city: string }[];

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const OWNER_PASSWORD = 'agarens-langa-losenord';
/** A loopback address of the test's own (127.0.0.0/8 all reaches the stack), for per-address limits. */
const ownAddress = () => `127.${30 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

function cosmosContainer(name: string) {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string };
  const client = new CosmosClient({ endpoint: stack.cosmosEndpoint, key: stack.cosmosKey, agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container(name);
}

const tokenOf = (inviteUrl: string) => inviteUrl.split('/agare/inbjudan/')[1];
const inviteIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

const validClaim = (name = unique('Anna Ägare')) => ({ name, email: 'anna@exempel.se', phone: '+46 (0)70-123 45 67', role: 'Ägare', message: 'Jag driver restaurangen.' });

async function createInvite(restaurantId: string): Promise<{ token: string; inviteUrl: string; expiresAt: string }> {
  const res = await admin.call('POST', `/api/admin/restaurants/${restaurantId}/owner-invites`);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { ...res.json, token: tokenOf(res.json.inviteUrl) };
}

/** A new owner of a restaurant through the invitation flow, signed in. */
async function newOwner(restaurantId: string): Promise<{ client: ApiClient; username: string }> {
  const { token } = await createInvite(restaurantId);
  const client = new ApiClient(baseUrl);
  const username = unique('agare');
  const res = await client.call('POST', '/api/owner/accept-invite', { token, username, password: OWNER_PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { client, username };
}

async function claimsOf(restaurantId: string, status = 'all') {
  const res = await admin.call('GET', `/api/admin/owner-claims?status=${status}`);
  expect(res.status).toBe(200);
  return (res.json.claims as { id: string; restaurantId: string; name: string; status: string }[]).filter((c) => c.restaurantId === restaurantId);
}

async function ownersOf(restaurantId: string) {
  const res = await admin.call('GET', `/api/admin/restaurants/${restaurantId}/owners`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { owners: { username: string; since: string }[]; invites: { id: string; createdAt: string; expiresAt: string; usedAt?: string; usedBy?: string; createdBy: string }[] };
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const user = { username: unique('owner-access-user'), password: 'vanlig-anvandare-losenord' };
  userCliOrThrow(dataDir, ['add', user.username, '--role', 'user', '--password-stdin'], user.password);
  plainUser = new ApiClient(baseUrl);
  expect((await plainUser.login(user.username, user.password)).status).toBe(200);
  const list = async (city: string) => {
    const res = await anonymous.call('GET', `/api/restaurants?city=${encodeURIComponent(city)}&limit=12`);
    expect(res.status).toBe(200);
    return (res.json.data as { id: string; name: string }[]).map((r) => ({ id: r.id, name: r.name, city }));
  };
  restaurants = [...(await list('Helsingborg')), ...(await list('Lund'))];
  expect(restaurants.length).toBeGreaterThanOrEqual(8);
});

describe('claims: "Är det din restaurang?"', () => {
  it('stores a claim as pending for the admins, creating no account', async () => {
    const restaurant = restaurants[0];
    const ownersBefore = await ownersOf(restaurant.id);
    const claim = validClaim();
    const res = await new ApiClient(baseUrl, { fromAddress: ownAddress() }).call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, claim);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), status: 'pending' });

    const pending = (await claimsOf(restaurant.id, 'pending')).find((c) => c.id === res.json.id);
    expect(pending).toMatchObject({ ...claim, restaurantId: restaurant.id, restaurantName: restaurant.name, city: restaurant.city, status: 'pending', createdAt: expect.any(String) });
    expect(await ownersOf(restaurant.id)).toEqual(ownersBefore);
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const restaurant = restaurants[1];
    const client = new ApiClient(baseUrl, { fromAddress: ownAddress() });
    const name = unique('Bad Input');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validClaim(name), email: 'inte-en-adress' }, 'email'],
      [{ ...validClaim(name), phone: 'ring mig' }, 'phone'],
      [{ ...validClaim(name), name: '' }, 'name'],
      [{ ...validClaim(name), role: 'x'.repeat(61) }, 'role'],
      [{ ...validClaim(name), message: 'x'.repeat(1001) }, 'message'],
      [{ ...validClaim(name), website: 'https://exempel.se' }, 'website'],
    ];
    for (const [body, field] of cases) {
      const res = await client.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, body);
      expect(res.status, field).toBe(400);
      expect(res.json.error).toBe('bad_request');
      expect(res.json.message, field).toContain(field);
    }
    const missing = await client.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, { name, email: 'a@b.se', role: 'Ägare' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain('phone');
    expect((await client.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, 'not json')).status).toBe(400);
    expect((await claimsOf(restaurant.id)).filter((c) => c.name === name)).toEqual([]);

    const unknown = await client.call('POST', '/api/restaurants/no-such-restaurant-xyz/owner-claims', validClaim());
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'restaurant_not_found', message: expect.any(String) });
  });

  it('limits claims per client address (429 with Retry-After), storing nothing over the limit', async () => {
    const restaurant = restaurants[2];
    const address = ownAddress();
    const flooder = new ApiClient(baseUrl, { fromAddress: address });
    const name = unique('Flood');
    for (let i = 0; i < 5; i++) {
      const res = await flooder.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim(name));
      expect(res.status, `claim ${i + 1}`).toBe(201);
    }
    const refused = await flooder.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim(name));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('Försök igen') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await claimsOf(restaurant.id)).filter((c) => c.name === name)).toHaveLength(5);
    // An hour after the window's first claim the address may ask again (the stored window moved back an hour).
    const counters = cosmosContainer('loginAttempts');
    const { resource: counter } = await counters.item(`claim-ip:${address}`, `claim-ip:${address}`).read();
    expect(counter).toMatchObject({ count: 6 });
    await counters.item(counter.id, counter.id).replace({ ...counter, window_start_ms: counter.window_start_ms - 3600_000 });
    expect((await flooder.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim(name))).status).toBe(201);
    expect((await flooder.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim(name))).status).toBe(201);
    // Another address is not affected.
    expect((await new ApiClient(baseUrl, { fromAddress: ownAddress() }).call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim())).status).toBe(201);
  });

  it('lists claims for admins only, with a status filter', async () => {
    expect((await anonymous.call('GET', '/api/admin/owner-claims')).status).toBe(401);
    expect((await plainUser.call('GET', '/api/admin/owner-claims')).status).toBe(403);
    const bad = await admin.call('GET', '/api/admin/owner-claims?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('status');
    const all = await admin.call('GET', '/api/admin/owner-claims?status=all');
    const createdAt = (all.json.claims as { createdAt: string }[]).map((c) => c.createdAt);
    expect(createdAt, 'newest first').toEqual([...createdAt].sort().reverse());
  });

  it('approves a claim once with an invitation link, declines once, and 409s a second decision', async () => {
    const restaurant = restaurants[3];
    const client = new ApiClient(baseUrl, { fromAddress: ownAddress() });
    const [first, second, third] = await Promise.all([0, 1, 2].map(async () => (await client.call('POST', `/api/restaurants/${restaurant.id}/owner-claims`, validClaim())).json.id as string));

    expect((await anonymous.call('POST', `/api/admin/owner-claims/${first}/approve`)).status).toBe(401);
    expect((await plainUser.call('POST', `/api/admin/owner-claims/${first}/approve`)).status).toBe(403);
    expect((await admin.call('POST', '/api/admin/owner-claims/no-such-claim/approve')).status).toBe(404);

    const approved = await admin.call('POST', `/api/admin/owner-claims/${first}/approve`);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.claim).toMatchObject({ id: first, status: 'approved', decidedBy: adminLogin.username, decidedAt: expect.any(String) });
    expect(approved.json.invite).toMatchObject({ inviteUrl: expect.stringMatching(/\/agare\/inbjudan\/[A-Za-z0-9_-]{43}$/), emailed: false });
    const info = await anonymous.call('GET', `/api/owner/invites/${tokenOf(approved.json.invite.inviteUrl)}`);
    expect(info.status).toBe(200);
    expect(info.json).toEqual({ restaurantName: restaurant.name, city: restaurant.city, expiresAt: approved.json.invite.expiresAt });

    const again = await admin.call('POST', `/api/admin/owner-claims/${first}/approve`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: 'claim_decided', message: expect.any(String) });
    expect((await admin.call('POST', `/api/admin/owner-claims/${first}/decline`)).status).toBe(409);

    const declined = await admin.call('POST', `/api/admin/owner-claims/${second}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.json.claim).toMatchObject({ id: second, status: 'declined' });
    expect((await admin.call('POST', `/api/admin/owner-claims/${second}/approve`)).status).toBe(409);

    // Two admins deciding one claim at once: exactly one wins.
    const racing = await Promise.all([admin.call('POST', `/api/admin/owner-claims/${third}/approve`), admin.call('POST', `/api/admin/owner-claims/${third}/decline`)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);

    const mine = await claimsOf(restaurant.id);
    expect(mine.find((c) => c.id === first)?.status).toBe('approved');
    expect(mine.find((c) => c.id === second)?.status).toBe('declined');
  });
});

describe('invitations', () => {
  it('creates a one-time link for admins only, valid 7 days, storing only its hash', async () => {
    const restaurant = restaurants[4];
    expect((await anonymous.call('POST', `/api/admin/restaurants/${restaurant.id}/owner-invites`)).status).toBe(401);
    expect((await plainUser.call('POST', `/api/admin/restaurants/${restaurant.id}/owner-invites`)).status).toBe(403);
    expect((await admin.call('POST', '/api/admin/restaurants/no-such-restaurant-xyz/owner-invites')).status).toBe(404);
    const badEmail = await admin.call('POST', `/api/admin/restaurants/${restaurant.id}/owner-invites`, { email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toContain('email');

    const before = Date.now();
    const res = await admin.call('POST', `/api/admin/restaurants/${restaurant.id}/owner-invites`, { email: 'agare@exempel.se' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ inviteUrl: `${baseUrl}/agare/inbjudan/${tokenOf(res.json.inviteUrl)}`, expiresAt: expect.any(String), emailed: false });
    const validFor = Date.parse(res.json.expiresAt) - before;
    expect(validFor).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(validFor).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);

    const token = tokenOf(res.json.inviteUrl);
    const { resource: stored } = await cosmosContainer('ownerInvites').item(inviteIdOf(token), inviteIdOf(token)).read();
    expect(stored).toMatchObject({ restaurantId: restaurant.id, createdBy: adminLogin.username });
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('shows what a link is for; an unknown link is 404', async () => {
    const restaurant = restaurants[4];
    const { token, expiresAt } = await createInvite(restaurant.id);
    const info = await anonymous.call('GET', `/api/owner/invites/${token}`);
    expect(info.status).toBe(200);
    expect(info.json).toEqual({ restaurantName: restaurant.name, city: restaurant.city, expiresAt });
    for (const unknown of [randomBytes(32).toString('base64url'), 'short', 'x'.repeat(300)]) {
      const res = await anonymous.call('GET', `/api/owner/invites/${unknown}`);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ error: 'invite_not_found', message: expect.any(String) });
    }
  });

  it('accepting creates a signed-in owner account; the link then is used (410)', async () => {
    const restaurant = restaurants[5];
    const { token } = await createInvite(restaurant.id);
    const owner = new ApiClient(baseUrl);
    const username = unique('Åsa-ägare');

    // Bad input: a 400 naming the field, and nothing written (the link still works, no account).
    const cases: [Record<string, unknown>, string][] = [
      [{ token, password: OWNER_PASSWORD }, 'username'],
      [{ token, username }, 'password'],
      [{ token, username: 'a b', password: OWNER_PASSWORD }, 'username'],
      [{ token, username, password: 'kort' }, 'password'],
      [{ token: 'kort', username, password: OWNER_PASSWORD }, 'token'],
      [{ token, username, password: OWNER_PASSWORD, role: 'admin' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.call('POST', '/api/owner/accept-invite', body);
      expect(res.status, field).toBe(400);
      expect(res.json.message, field).toContain(field);
    }
    expect((await anonymous.call('GET', `/api/owner/invites/${token}`)).status).toBe(200);
    expect((await new ApiClient(baseUrl).login(username, OWNER_PASSWORD)).status).toBe(401);

    const accepted = await owner.call('POST', '/api/owner/accept-invite', { token, username, password: OWNER_PASSWORD });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json).toEqual({ user: { username: username.normalize('NFC'), role: 'owner' }, restaurantIds: [restaurant.id] });
    expect(owner.cookie, 'signed in').toBeDefined();
    const me = await owner.call('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username, role: 'owner' });
    // The account signs in with its password like any other.
    expect((await new ApiClient(baseUrl).login(username, OWNER_PASSWORD)).status).toBe(200);

    const used = await new ApiClient(baseUrl).call('POST', '/api/owner/accept-invite', { token, username: unique('andra'), password: OWNER_PASSWORD });
    expect(used.status).toBe(410);
    expect(used.json).toMatchObject({ error: 'invite_used', message: expect.stringContaining('redan använts') });
    const info = await anonymous.call('GET', `/api/owner/invites/${token}`);
    expect(info.status).toBe(410);
    expect(info.json.error).toBe('invite_used');

    // An owner is not an admin.
    expect((await owner.call('GET', '/api/admin/owner-claims')).status).toBe(403);
    expect((await owner.call('POST', `/api/admin/restaurants/${restaurant.id}/owner-invites`)).status).toBe(403);
  });

  it('a taken username is 409 and leaves the link usable', async () => {
    const { token } = await createInvite(restaurants[5].id);
    const res = await new ApiClient(baseUrl).call('POST', '/api/owner/accept-invite', { token, username: adminLogin.username.toUpperCase(), password: OWNER_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: 'username_taken', message: expect.stringContaining('upptaget') });
    expect((await anonymous.call('GET', `/api/owner/invites/${token}`)).status).toBe(200);
    // The admin's account is untouched.
    expect((await new ApiClient(baseUrl).login(adminLogin.username, adminLogin.password)).status).toBe(200);
  });

  it('an expired link is 410 and creates nothing', async () => {
    const { token } = await createInvite(restaurants[6].id);
    const invites = cosmosContainer('ownerInvites');
    const id = inviteIdOf(token);
    const { resource } = await invites.item(id, id).read();
    await invites.item(id, id).replace({ ...resource, expiresAt: new Date(Date.now() - 1000).toISOString() });

    const info = await anonymous.call('GET', `/api/owner/invites/${token}`);
    expect(info.status).toBe(410);
    expect(info.json).toMatchObject({ error: 'invite_expired', message: expect.stringContaining('gått ut') });
    const username = unique('sen');
    const res = await new ApiClient(baseUrl).call('POST', '/api/owner/accept-invite', { token, username, password: OWNER_PASSWORD });
    expect(res.status).toBe(410);
    expect(res.json.error).toBe('invite_expired');
    expect((await new ApiClient(baseUrl).login(username, OWNER_PASSWORD)).status).toBe(401);
  });

  it('two accepts of one link at once: exactly one account is created', async () => {
    const { token } = await createInvite(restaurants[6].id);
    const names = [unique('forst'), unique('forst')];
    const results = await Promise.all(names.map((username) => new ApiClient(baseUrl).call('POST', '/api/owner/accept-invite', { token, username, password: OWNER_PASSWORD })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const loser = results.find((r) => r.status === 410)!;
    expect(loser.json.error).toBe('invite_used');
    const logins = await Promise.all(names.map((username) => new ApiClient(baseUrl).login(username, OWNER_PASSWORD)));
    expect(logins.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('a signed-in owner adds a restaurant with the token alone; admins and users get 403', async () => {
    const [first, second] = [restaurants[7], restaurants[8]];
    const { client: owner } = await newOwner(first.id);
    const { token } = await createInvite(second.id);

    for (const other of [admin, plainUser]) {
      const res = await other.call('POST', '/api/owner/accept-invite', { token });
      expect(res.status).toBe(403);
    }
    expect((await anonymous.call('GET', `/api/owner/invites/${token}`)).status, 'the 403s used nothing').toBe(200);
    const withoutAccount = await new ApiClient(baseUrl).call('POST', '/api/owner/accept-invite', { token });
    expect(withoutAccount.status).toBe(400);
    expect(withoutAccount.json.message).toContain('username');

    const res = await owner.call('POST', '/api/owner/accept-invite', { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.user.role).toBe('owner');
    expect(res.json.restaurantIds).toEqual([first.id, second.id]);
    expect((await owner.call('POST', '/api/owner/accept-invite', { token })).status).toBe(410);
  });
});

describe('admins manage owners', () => {
  it('lists a restaurant\'s owners and invitations without tokens', async () => {
    const restaurant = restaurants[9];
    expect((await anonymous.call('GET', `/api/admin/restaurants/${restaurant.id}/owners`)).status).toBe(401);
    expect((await plainUser.call('GET', `/api/admin/restaurants/${restaurant.id}/owners`)).status).toBe(403);
    expect((await admin.call('GET', '/api/admin/restaurants/no-such-restaurant-xyz/owners')).status).toBe(404);

    const { username } = await newOwner(restaurant.id);
    const { token: unusedToken } = await createInvite(restaurant.id);
    const res = await admin.call('GET', `/api/admin/restaurants/${restaurant.id}/owners`);
    expect(res.status).toBe(200);
    const listed = res.json as Awaited<ReturnType<typeof ownersOf>>;
    const owner = listed.owners.find((o) => o.username === username);
    expect(owner).toEqual({ username, since: expect.any(String) });
    const usedInvite = listed.invites.find((i) => i.usedBy === username);
    expect(usedInvite).toMatchObject({ createdBy: adminLogin.username, usedAt: owner!.since, expiresAt: expect.any(String), createdAt: expect.any(String) });
    expect(listed.invites.find((i) => i.id === inviteIdOf(unusedToken))).toBeDefined();
    expect(listed.invites.find((i) => i.id === inviteIdOf(unusedToken))?.usedAt).toBeUndefined();
    expect(JSON.stringify(res.json)).not.toContain(unusedToken);
  });

  it('removing an owner takes effect on the owner\'s live session; removing again is 404', async () => {
    const [kept, removed] = [restaurants[10], restaurants[11]];
    const { client: owner, username } = await newOwner(kept.id);
    const { token } = await createInvite(removed.id);
    expect((await owner.call('POST', '/api/owner/accept-invite', { token })).status).toBe(200);
    const { year, week } = isoWeekOf(todayIn());
    const weekPath = (id: string) => `/api/owner/restaurants/${id}/weeks/${year}-W${String(week).padStart(2, '0')}`;
    const ownRestaurants = async () => {
      const res = await owner.call('GET', '/api/owner/restaurants');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json.restaurants as { id: string }[]).map((r) => r.id).sort();
    };
    expect(await ownRestaurants()).toEqual([kept.id, removed.id].sort());
    expect((await owner.call('GET', weekPath(removed.id))).status).toBe(200);

    expect((await anonymous.call('DELETE', `/api/admin/restaurants/${removed.id}/owners/${encodeURIComponent(username)}`)).status).toBe(401);
    expect((await plainUser.call('DELETE', `/api/admin/restaurants/${removed.id}/owners/${encodeURIComponent(username)}`)).status).toBe(403);
    expect((await owner.call('DELETE', `/api/admin/restaurants/${removed.id}/owners/${encodeURIComponent(username)}`)).status).toBe(403);
    const res = await admin.call('DELETE', `/api/admin/restaurants/${removed.id}/owners/${encodeURIComponent(username)}`);
    expect(res.status).toBe(204);

    // The same session, no new sign-in: the restaurant is gone from its next call.
    expect(await ownRestaurants()).toEqual([kept.id]);
    expect((await owner.call('GET', weekPath(removed.id))).status).toBe(404);
    expect((await owner.call('GET', weekPath(kept.id))).status).toBe(200);
    expect((await ownersOf(removed.id)).owners.map((o) => o.username)).not.toContain(username);

    const again = await admin.call('DELETE', `/api/admin/restaurants/${removed.id}/owners/${encodeURIComponent(username)}`);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ error: 'owner_not_found', message: expect.any(String) });
    expect((await admin.call('DELETE', `/api/admin/restaurants/${kept.id}/owners/${encodeURIComponent(adminLogin.username)}`)).status).toBe(404);
  });

  it('audits owners accepting invitations and admins removing them', async () => {
    const restaurant = restaurants[10];
    const { username } = await newOwner(restaurant.id);
    expect((await admin.call('DELETE', `/api/admin/restaurants/${restaurant.id}/owners/${encodeURIComponent(username)}`)).status).toBe(204);
    const day = new Date().toISOString().slice(0, 10);
    const res = await admin.call('GET', `/api/admin/audit-log?day=${day}`);
    expect(res.status).toBe(200);
    const entries = (res.json.entries ?? res.json) as { actor: string; action: string; record: Record<string, string>; changes?: Record<string, unknown> }[];
    expect(entries.find((e) => e.actor === username && e.action === 'owner-accept-invite')).toMatchObject({ record: { restaurantId: restaurant.id }, changes: { account: 'created' } });
    expect(entries.find((e) => e.action === 'admin-owner-remove' && e.record.username === username)).toMatchObject({ actor: adminLogin.username, record: { id: restaurant.id } });
  });
});
