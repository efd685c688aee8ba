
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { userCliOrThrow } from './support/user-cli';

/**
 * The admin menu calls and add-field over HTTP. Menu tests use the shared stack, on restaurants in
 * Borås, Sundsvall and Gävle (cities the other tests do not list), with menus dated in 2031 so no
 * day's list changes. Add-field writes every restaurant of the database, so it runs on a stack of
 * its own: the shared stack's other tests compare restaurants before and after their own calls.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const baseUrl = inject('baseUrl');
const sharedDataDir = inject('dataDir');
/** The project's DATA_DIR with the demo data written: the add-field stack starts from a copy instead of seeding. */
const seeded = inject('seededDataDir');
const sharedAdmin = JSON.parse(fs.readFileSync(path.join(sharedDataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function addUser(dataDir: string, user: { username: string; password: string }, role = 'user') {
  userCliOrThrow(dataDir, ['add', user.username, '--role', role, '--first-name', user.username, '--password-stdin'], user.password);
}

async function signedIn(url: string, user: { username: string; password: string }) {
  const client = new ApiClient(url);
  expect((await client.login(user.username, user.password)).status).toBe(200);
  return client;
}

async function restaurantIn(url: string, city: string, index: number): Promise<string> {
  const res = await new ApiClient(url).call('GET', `/api/restaurants?city=${encodeURIComponent(city)}&limit=12`);
  expect(res.status).toBe(200);
  return res.json.data[index].id as string;
}

/** A menu as visitors see it: the admin's wording of when it is served, the harvest mark and the source stay private. */
const publicPart = ({ availability: _availability, harvested: _harvested, source: _source, ...menu }: Record<string, unknown>) => menu;

const publicRestaurant = async (url: string, id: string) => {
  const res = await new ApiClient(url).call('GET', `/api/restaurants/${id}`);
  expect(res.status).toBe(200);
  return res.json;
};

const menuInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `${name} med potatis`,
  price: 125,
  tags: ['Husman'],
  allergies: ['Laktos'],
  validFrom: '2031-03-03',
  validTo: '2031-03-07',
  ...extra,
});

describe('admin menu calls', () => {
  let admin: ApiClient;
  let plainUser: ApiClient;
  const anonymous = new ApiClient(baseUrl);
  let boras: string; // add, replace, delete, duplicate
  let sundsvall: string; // 20 concurrent edits
  let gavle: string; // clear all

  beforeAll(async () => {
    admin = await signedIn(baseUrl, sharedAdmin);
    const user = { username: `menu-reader-${randomBytes(4).toString('hex')}`, password: 'menu-reader-long-password' };
    addUser(sharedDataDir, user);
    plainUser = await signedIn(baseUrl, user);
    [boras, sundsvall, gavle] = await Promise.all([restaurantIn(baseUrl, 'Borås', 7), restaurantIn(baseUrl, 'Sundsvall', 7), restaurantIn(baseUrl, 'Gävle', 7)]);
  });

  /** Sends a refused call and checks the restaurant reads exactly as before. */
  async function refusedWithoutWrite(client: ApiClient, method: string, route: string, body: unknown, status: number, id = boras) {
    const before = await publicRestaurant(baseUrl, id);
    const res = await client.call(method, route, body);
    expect(res.status, `${method} ${route} ${JSON.stringify(body)}`).toBe(status);
    expect(await publicRestaurant(baseUrl, id)).toEqual(before);
    return res;
  }

  describe('POST /api/admin/restaurants/{id}/menus', () => {
    it('adds a menu with a server-made _id and updatedAt; the public restaurant shows it', async () => {
      const started = new Date().toISOString();
      const res = await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, { ...menuInput('Pannbiff'), _id: 'chosen-by-client', imageUrl: 'https://evil.example/x.webp' });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ success: true, message: 'Menu added successfully' });
      const { menu } = res.json;
      expect(menu._id).toMatch(UUID);
      expect(menu).toMatchObject({ ...menuInput('Pannbiff'), availability: [] });
      expect(menu).not.toHaveProperty('imageUrl');
      expect(menu.updatedAt >= started).toBe(true);
      const shown = (await publicRestaurant(baseUrl, boras)).lunch_menus;
      expect(shown).toContainEqual(publicPart(menu));
      expect(shown.filter((m: { _id: string }) => m._id === 'chosen-by-client')).toEqual([]);
    });

    it('accepts a menu without price (the fallback price applies) and a timestamp as date', async () => {
      const res = await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, { name: 'Dagens soppa', validFrom: '2031-03-03T10:15:00.000Z', validTo: '2031-03-03' });
      expect(res.status).toBe(201);
      expect(res.json.menu).toMatchObject({ name: 'Dagens soppa', description: '', tags: [], allergies: [], validFrom: '2031-03-03', validTo: '2031-03-03' });
      expect(res.json.menu).not.toHaveProperty('price');
    });

    it.each([
      [{}, /^name is required/],
      [{ ...menuInput('X'), name: '   ' }, /^name is required/],
      [{ ...menuInput('X'), price: '129' }, /^price must be a number/],
      [{ ...menuInput('X'), price: -1 }, /^price must be 0 or more/],
      [{ ...menuInput('X'), validFrom: undefined }, /^validFrom must be a date/],
      [{ ...menuInput('X'), validTo: '2031-02-30' }, /^validTo must be a real calendar date/],
      [{ ...menuInput('X'), validFrom: '2031-03-08' }, /^validFrom must not be after validTo/],
      [{ ...menuInput('X'), tags: [1] }, /^tags\.0: tags must be a list of text/],
      [{ ...menuInput('X'), allergies: 'Laktos' }, /^allergies must be a list of text/],
      [[menuInput('X')], /^body must be a JSON object/],
      ['{"name": "X",', /^The body must be valid JSON/],
    ])('refuses %j with a 400 naming the field and writes nothing', async (body, message) => {
      const res = await refusedWithoutWrite(admin, 'POST', `/api/admin/restaurants/${boras}/menus`, body, 400);
      expect(res.json).toMatchObject({ success: false, error: 'bad_request' });
      expect(res.json.message).toMatch(message);
    });

    it('answers 404 for an unknown restaurant and 400 for a malformed id', async () => {
      const unknown = await admin.call('POST', '/api/admin/restaurants/no-such-restaurant/menus', menuInput('X'));
      expect(unknown.status).toBe(404);
      expect(unknown.json).toMatchObject({ success: false, error: 'not_found' });
      expect(unknown.json.message).toContain('no-such-restaurant');
      for (const bad of ['bad.id', 'x'.repeat(65), 'sp%20ace']) {
        const res = await admin.call('POST', `/api/admin/restaurants/${bad}/menus`, menuInput('X'));
        expect(res.status, bad).toBe(400);
        expect(res.json, bad).toMatchObject({ success: false, error: 'bad_request', parameter: 'id' });
        expect(res.json.message).toMatch(/^id must be/);
      }
    });
  });

  describe('PUT /api/admin/restaurants/{id}/menus/{menuId}', () => {
    it('replaces the menu\'s fields and keeps its _id; an omitted price is removed', async () => {
      const { menu } = (await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, menuInput('Kålpudding'))).json;
      const res = await admin.call('PUT', `/api/admin/restaurants/${boras}/menus/${menu._id}`, {
        name: 'Kålpudding med lingon',
        description: 'Ny beskrivning',
        tags: ['Klassiker'],
        validFrom: '2031-03-04',
        validTo: '2031-03-05',
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, message: 'Menu updated successfully' });
      expect(res.json.menu).toMatchObject({ _id: menu._id, name: 'Kålpudding med lingon', description: 'Ny beskrivning', tags: ['Klassiker'], allergies: [], validFrom: '2031-03-04', validTo: '2031-03-05' });
      expect(res.json.menu).not.toHaveProperty('price');
      expect(res.json.menu.updatedAt > menu.updatedAt).toBe(true);
      const shown = (await publicRestaurant(baseUrl, boras)).lunch_menus.filter((m: { _id: string }) => m._id === menu._id);
      expect(shown).toEqual([publicPart(res.json.menu)]);
    });

    it('keeps the image while the dish keeps its name, and drops it when the dish is renamed', async () => {
      const withImage = (await publicRestaurant(baseUrl, boras)).lunch_menus.find((m: { imageUrl?: string }) => m.imageUrl);
      expect(withImage).toBeDefined();
      const { menu: copy } = (await admin.call('POST', `/api/admin/restaurants/${boras}/menus/${withImage._id}/duplicate`)).json;
      expect(copy.imageUrl).toBe(withImage.imageUrl);
      const same = await admin.call('PUT', `/api/admin/restaurants/${boras}/menus/${copy._id}`, menuInput(copy.name));
      expect(same.json.menu.imageUrl).toBe(withImage.imageUrl);
      const renamed = await admin.call('PUT', `/api/admin/restaurants/${boras}/menus/${copy._id}`, menuInput('Något helt annat'));
      expect(renamed.json.menu).not.toHaveProperty('imageUrl');
      expect((await admin.call('DELETE', `/api/admin/restaurants/${boras}/menus/${copy._id}`)).status).toBe(200);
    });

    it('refuses bad input, an unknown menu (404) and a malformed menuId (400) without writing', async () => {
      const menuId = (await publicRestaurant(baseUrl, boras)).lunch_menus[0]._id;
      const route = `/api/admin/restaurants/${boras}/menus/${menuId}`;
      const bad = await refusedWithoutWrite(admin, 'PUT', route, { ...menuInput('X'), description: 42 }, 400);
      expect(bad.json).toMatchObject({ success: false, error: 'bad_request', message: 'description must be text' });
      const unknown = await refusedWithoutWrite(admin, 'PUT', `/api/admin/restaurants/${boras}/menus/no-such-menu`, menuInput('X'), 404);
      expect(unknown.json).toMatchObject({ success: false, error: 'not_found' });
      expect(unknown.json.message).toContain('no-such-menu');
      const malformed = await refusedWithoutWrite(admin, 'PUT', `/api/admin/restaurants/${boras}/menus/bad.menu`, menuInput('X'), 400);
      expect(malformed.json).toMatchObject({ success: false, error: 'bad_request', parameter: 'menuId' });
      expect(malformed.json.message).toMatch(/^menuId must be/);
      expect((await admin.call('PUT', `/api/admin/restaurants/no-such-restaurant/menus/${menuId}`, menuInput('X'))).status).toBe(404);
    });
  });

  describe('DELETE /api/admin/restaurants/{id}/menus/{menuId}', () => {
    it('deletes one menu; deleting it again is a 404', async () => {
      const { menu } = (await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, menuInput('Raggmunk'))).json;
      const before = (await publicRestaurant(baseUrl, boras)).lunch_menus.length;
      const res = await admin.call('DELETE', `/api/admin/restaurants/${boras}/menus/${menu._id}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: 'Menu deleted successfully' });
      const after = (await publicRestaurant(baseUrl, boras)).lunch_menus;
      expect(after).toHaveLength(before - 1);
      expect(after.map((m: { _id: string }) => m._id)).not.toContain(menu._id);
      const again = await refusedWithoutWrite(admin, 'DELETE', `/api/admin/restaurants/${boras}/menus/${menu._id}`, undefined, 404);
      expect(again.json).toMatchObject({ success: false, error: 'not_found' });
    });

    it('refuses a malformed menuId, a malformed restaurant id and an unknown restaurant', async () => {
      expect((await refusedWithoutWrite(admin, 'DELETE', `/api/admin/restaurants/${boras}/menus/${'m'.repeat(65)}`, undefined, 400)).json.parameter).toBe('menuId');
      expect((await admin.call('DELETE', '/api/admin/restaurants/bad.id/menus/abc')).json).toMatchObject({ success: false, parameter: 'id' });
      expect((await admin.call('DELETE', '/api/admin/restaurants/no-such-restaurant/menus/abc')).status).toBe(404);
    });
  });

  describe('POST /api/admin/restaurants/{id}/menus/{menuId}/duplicate', () => {
    it('copies the menu with a new _id and the same name, right after the original', async () => {
      const { menu } = (await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, menuInput('Fiskgratäng'))).json;
      const res = await admin.call('POST', `/api/admin/restaurants/${boras}/menus/${menu._id}/duplicate`);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ success: true, message: 'Menu duplicated successfully' });
      const copy = res.json.menu;
      expect(copy._id).toMatch(UUID);
      expect(copy._id).not.toBe(menu._id);
      const { _id: _a, updatedAt: _b, ...content } = menu;
      expect(copy).toMatchObject(content);
      const menus = (await publicRestaurant(baseUrl, boras)).lunch_menus as { _id: string }[];
      const at = menus.findIndex((m) => m._id === menu._id);
      expect(menus[at + 1]).toEqual(publicPart(copy));
    });

    it('answers 404 for an unknown menu or restaurant and 400 for malformed ids, without writing', async () => {
      const unknown = await refusedWithoutWrite(admin, 'POST', `/api/admin/restaurants/${boras}/menus/no-such-menu/duplicate`, undefined, 404);
      expect(unknown.json).toMatchObject({ success: false, error: 'not_found' });
      expect((await refusedWithoutWrite(admin, 'POST', `/api/admin/restaurants/${boras}/menus/bad.menu/duplicate`, undefined, 400)).json.parameter).toBe('menuId');
      expect((await admin.call('POST', '/api/admin/restaurants/no-such-restaurant/menus/abc/duplicate')).json).toMatchObject({ success: false, error: 'not_found' });
    });
  });

  describe('DELETE /api/admin/restaurants/{id}/menus (clear all)', () => {
    it('removes every menu and says how many; the public restaurant has none', async () => {
      const original = (await publicRestaurant(baseUrl, gavle)).lunch_menus as Record<string, unknown>[];
      expect(original.length).toBeGreaterThan(0);
      try {
        const res = await admin.call('DELETE', `/api/admin/restaurants/${gavle}/menus`);
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true, message: `Deleted ${original.length} menus`, deletedCount: original.length });
        expect((await publicRestaurant(baseUrl, gavle)).lunch_menus).toEqual([]);
        expect((await admin.call('DELETE', `/api/admin/restaurants/${gavle}/menus`)).json).toEqual({ success: true, message: 'Deleted 0 menus', deletedCount: 0 });
      } finally {
        // Put the demo menus back (as the JSON import would: clear, then one POST per menu).
        for (const m of original) await admin.call('POST', `/api/admin/restaurants/${gavle}/menus`, m);
      }
      expect((await publicRestaurant(baseUrl, gavle)).lunch_menus.map((m: { name: string }) => m.name)).toEqual(original.map((m) => m.name));
    });

    it('answers 404 for an unknown restaurant and 400 for a malformed id', async () => {
      expect((await admin.call('DELETE', '/api/admin/restaurants/no-such-restaurant/menus')).json).toMatchObject({ success: false, error: 'not_found' });
      expect((await admin.call('DELETE', '/api/admin/restaurants/bad.id/menus')).json).toMatchObject({ success: false, error: 'bad_request', parameter: 'id' });
    });
  });

  describe('who may call them', () => {
    it('refuses anonymous callers (401) and plain users (403) on every menu call, writing nothing', async () => {
      const menuId = (await publicRestaurant(baseUrl, boras)).lunch_menus[0]._id;
      const calls: [string, string, unknown][] = [
        ['POST', `/api/admin/restaurants/${boras}/menus`, menuInput('X')],
        ['PUT', `/api/admin/restaurants/${boras}/menus/${menuId}`, menuInput('X')],
        ['DELETE', `/api/admin/restaurants/${boras}/menus/${menuId}`, undefined],
        ['DELETE', `/api/admin/restaurants/${boras}/menus`, undefined],
        ['POST', `/api/admin/restaurants/${boras}/menus/${menuId}/duplicate`, undefined],
      ];
      for (const [method, route, body] of calls) {
        expect((await refusedWithoutWrite(anonymous, method, route, body, 401)).json.error).toBe('unauthorized');
        expect((await refusedWithoutWrite(plainUser, method, route, body, 403)).json.error).toBe('forbidden');
      }
    });

    it('records the successful admin writes in the audit log', async () => {
      const { menu } = (await admin.call('POST', `/api/admin/restaurants/${boras}/menus`, menuInput('Granskad'))).json;
      await admin.call('DELETE', `/api/admin/restaurants/${boras}/menus/${menu._id}`);
      const { entries } = (await admin.call('GET', '/api/admin/audit-log')).json as { entries: { action: string; record: Record<string, string> }[] };
      expect(entries).toContainEqual(expect.objectContaining({ action: 'admin-menu-create', record: { id: boras } }));
      expect(entries).toContainEqual(expect.objectContaining({ action: 'admin-menu-delete', record: { id: boras, menuId: menu._id } }));
    });
  });

  describe('two admins writing the same restaurant at once', () => {
    it('keeps all of 20 concurrent adds, 20 concurrent edits of different menus and 20 concurrent deletes', async () => {
      const other = await signedIn(baseUrl, sharedAdmin); // a second session: the second admin
      const admins = [admin, other];
      const before = (await publicRestaurant(baseUrl, sundsvall)).lunch_menus as { _id: string }[];
      const idsBefore = new Set(before.map((m) => m._id));

      const added = await Promise.all(
        Array.from({ length: 20 }, (_, i) => admins[i % 2].call('POST', `/api/admin/restaurants/${sundsvall}/menus`, menuInput(`Samtidig ${i}`))),
      );
      expect(added.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = added.map((r) => r.json.menu._id as string);
      let menus = (await publicRestaurant(baseUrl, sundsvall)).lunch_menus as { _id: string; name: string }[];
      expect(menus).toHaveLength(before.length + 20);
      for (const [i, id] of ids.entries()) expect(menus.find((m) => m._id === id)?.name).toBe(`Samtidig ${i}`);

      const edited = await Promise.all(
        ids.map((id, i) => admins[i % 2].call('PUT', `/api/admin/restaurants/${sundsvall}/menus/${id}`, menuInput(`Ändrad ${i}`, { price: 100 + i }))),
      );
      expect(edited.map((r) => r.status)).toEqual(Array(20).fill(200));
      menus = (await publicRestaurant(baseUrl, sundsvall)).lunch_menus;
      for (const [i, id] of ids.entries()) expect(menus.find((m) => m._id === id), id).toMatchObject({ name: `Ändrad ${i}`, price: 100 + i });
      expect(menus.filter((m) => idsBefore.has(m._id))).toEqual(before); // the demo menus are untouched

      const deleted = await Promise.all(ids.map((id, i) => admins[i % 2].call('DELETE', `/api/admin/restaurants/${sundsvall}/menus/${id}`)));
      expect(deleted.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect((await publicRestaurant(baseUrl, sundsvall)).lunch_menus).toEqual(before);
    });
  });
});

describe('POST /api/admin/add-field (a stack of its own)', () => {
  const ADMIN = { username: 'fielder', password: 'fielder-has-a-long-password' };
  const USER = { username: 'fieldreader', password: 'fieldreader-long-password' };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-add-field-'));
  let stack: RunningStack;
  let admin: ApiClient;
  let total: number;

  const restaurants = () => {
    const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())![1];
    const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
    return client.database('lunch').container('restaurants');
  };
  const everyRestaurant = async () =>
    (await restaurants().items.query<Record<string, unknown> & { id: string; city: string }>('SELECT * FROM c').fetchAll()).resources;
  const addField = (body: unknown, client = admin) => client.call('POST', '/api/admin/add-field', body);

  beforeAll(async () => {
    stack = await startStack({ dataDir, seededFrom: seeded, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    addUser(dataDir, USER);
    admin = await signedIn(stack.baseUrl, ADMIN);
    total = (await everyRestaurant()).length;
    expect(total).toBeGreaterThan(300);
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['id', 'id identifies the restaurant and cannot be changed'],
    ['_id', "fieldPath segment '_id' is a system or derived field (it starts with _)"],
    ['city', 'city is the partition key'],
    ['location.city', 'location holds the partition key'],
    ['_etag', "fieldPath segment '_etag' is a system or derived field"],
    ['_ts', "fieldPath segment '_ts' is a system or derived field"],
    ['a.__proto__.b', "fieldPath segment '__proto__' is a reserved JavaScript name"],
    ['constructor', "fieldPath segment 'constructor' is a reserved JavaScript name"],
    ['prototype.x', "fieldPath segment 'prototype' is a reserved JavaScript name"],
    ['lunch_menus', 'menus are changed with the menu calls'],
    ['rank.x', 'rank is not an object'],
    ['', 'Please enter a field path'],
  ])('refuses the path %j with a 400 giving the reason, and writes nothing', async (fieldPath, reason) => {
    const sample = (await everyRestaurant()).slice(0, 3);
    const res = await addField({ fieldPath, fieldValue: 'x', condition: 'all' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'bad_request' });
    expect(res.json.message).toMatch(/^fieldPath/);
    expect(res.json.message).toContain(reason);
    for (const before of sample) expect((await restaurants().item(before.id, before.city).read()).resource).toEqual(before);
  });

  it.each([
    [{ fieldPath: 'testNote', fieldValue: 'x' }, /^condition must be 'missing' or 'all'/],
    [{ fieldPath: 'testNote', fieldValue: '  ', condition: 'missing' }, /^fieldValue: Please enter a field value/],
    [{ fieldPath: 'testNote', condition: 'missing' }, /^fieldValue: Please enter a field value/],
    [{ fieldPath: 'testNote', fieldValue: { nested: 1 }, condition: 'missing' }, /^fieldValue: Please enter a field value/],
    [{ fieldPath: 'rank', fieldValue: 'high', condition: 'all' }, /^fieldValue: value for rank: /],
    ['not json', /^The body must be valid JSON/],
  ])('refuses the body %j with a 400 naming the field', async (body, message) => {
    const res = await addField(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: 'bad_request' });
    expect(res.json.message).toMatch(message);
    expect((await everyRestaurant()).filter((r) => 'testNote' in r)).toEqual([]);
  });

  it('refuses anonymous callers (401) and plain users (403)', async () => {
    const body = { fieldPath: 'testNote', fieldValue: 'x', condition: 'all' };
    expect((await addField(body, new ApiClient(stack.baseUrl))).status).toBe(401);
    expect((await addField(body, await signedIn(stack.baseUrl, USER))).status).toBe(403);
    expect((await everyRestaurant()).filter((r) => 'testNote' in r)).toEqual([]);
  });

  it('"missing" on a nested path creates absent parents, keeps existing values, and changes nothing when run again', async () => {
    const [keepsOther, hasValue, blocked, nullParent] = (await everyRestaurant()).slice(10, 14);
    await restaurants().item(keepsOther.id, keepsOther.city).patch([{ op: 'set', path: '/meta', value: { other: 'keep' } }]);
    await restaurants().item(hasValue.id, hasValue.city).patch([{ op: 'set', path: '/meta', value: { addFieldTest: 'old' } }]);
    await restaurants().item(blocked.id, blocked.city).patch([{ op: 'set', path: '/meta', value: 'text' }]);
    await restaurants().item(nullParent.id, nullParent.city).patch([{ op: 'set', path: '/meta', value: { addFieldTest: null } }]);

    const res = await addField({ fieldPath: 'meta.addFieldTest', fieldValue: 'new', condition: 'missing' });
    expect(res.status).toBe(200);
    // Selected: all but the two that have the field (a null is a value); the one with meta = 'text' is skipped.
    expect(res.json).toMatchObject({ success: true, matched: total - 2, modifiedCount: total - 3, skipped: 1, remaining: 0 });
    expect(res.json.message).toBe(`Field meta.addFieldTest set on ${total - 3} of ${total - 2} restaurants missing it; 1 skipped where a parent of meta.addFieldTest is not an object`);
    expect(res.json.batches.map((b: { processed: number }) => b.processed)).toEqual([100, 100, 100, total - 302]);
    expect(res.json.batches.map((b: { batch: number }) => b.batch)).toEqual([1, 2, 3, 4]);
    expect(res.json.batches.reduce((sum: number, b: { modified: number }) => sum + b.modified, 0)).toBe(total - 3);

    const byId = new Map((await everyRestaurant()).map((r) => [r.id, r]));
    expect(byId.get(keepsOther.id)!.meta).toEqual({ other: 'keep', addFieldTest: 'new' });
    expect(byId.get(hasValue.id)!.meta).toEqual({ addFieldTest: 'old' });
    expect(byId.get(blocked.id)!.meta).toBe('text');
    expect(byId.get(nullParent.id)!.meta).toEqual({ addFieldTest: null });
    const untouched = [...byId.values()].filter((r) => ![keepsOther, hasValue, blocked, nullParent].some((x) => x.id === r.id));
    expect(untouched.every((r) => JSON.stringify(r.meta) === '{"addFieldTest":"new"}')).toBe(true);
    // A field added this way is not public: visitors get the allow-listed fields only.
    const shownToVisitors = await publicRestaurant(stack.baseUrl, untouched.find((r) => r.NEW !== true)!.id);
    expect(shownToVisitors.name).toBeTruthy();
    expect(shownToVisitors).not.toHaveProperty('meta');

    const etags = (rows: Iterable<Record<string, unknown>>) => Object.fromEntries([...rows].map((r) => [r.id, r._etag]));
    const before = etags(byId.values());
    const again = await addField({ fieldPath: 'meta.addFieldTest', fieldValue: 'new', condition: 'missing' });
    expect(again.json).toMatchObject({ success: true, matched: 1, modifiedCount: 0, skipped: 1 });
    expect(etags(await everyRestaurant())).toEqual(before);
  });

  it('"all" overwrites every value but the same one, and leaves a non-object parent alone', async () => {
    const res = await addField({ fieldPath: 'meta.addFieldTest', fieldValue: ['a', 2], condition: 'all' });
    expect(res.json).toMatchObject({ success: true, matched: total, modifiedCount: total - 1, skipped: 1 });
    const all = await everyRestaurant();
    expect(all.filter((r) => r.meta === 'text')).toHaveLength(1);
    expect(all.filter((r) => r.meta !== 'text').every((r) => JSON.stringify((r.meta as { addFieldTest: unknown }).addFieldTest) === '["a",2]')).toBe(true);
    expect(all.find((r) => (r.meta as { other?: string })?.other === 'keep')!.meta).toEqual({ other: 'keep', addFieldTest: ['a', 2] });

    const same = await addField({ fieldPath: 'meta.addFieldTest', fieldValue: ['a', 2], condition: 'all' });
    expect(same.json).toMatchObject({ success: true, matched: total, modifiedCount: 0 });
  });

  it('dryRun says how many restaurants would change, per city, and writes nothing; the write then says how many it changed', async () => {
    const all = await everyRestaurant();
    // Three restaurants already hold the field: "missing" leaves them out.
    const holders = [all[20], all[21], all[200]];
    for (const r of holders) await restaurants().item(r.id, r.city).patch([{ op: 'set', path: '/previewNote', value: 'keep' }]);
    const expectedCities = (rows: typeof all) => {
      const perCity = new Map<string, number>();
      for (const r of rows) perCity.set(r.city, (perCity.get(r.city) ?? 0) + 1);
      return [...perCity].map(([city, count]) => ({ city, count })).sort((a, b) => b.count - a.count || a.city.localeCompare(b.city, 'sv'));
    };
    const etags = async () => Object.fromEntries((await everyRestaurant()).map((r) => [r.id, r._etag]));
    const before = await etags();

    const preview = await addField({ fieldPath: 'previewNote', fieldValue: 'x', condition: 'missing', dryRun: true });
    expect(preview.status).toBe(200);
    const cities = expectedCities(all.filter((r) => !holders.some((h) => h.id === r.id)));
    expect(preview.json).toEqual({
      success: true,
      dryRun: true,
      matched: total - 3,
      wouldChange: total - 3,
      skipped: 0,
      cities,
      message: `${total - 3} restaurants in 16 cities will change: ${cities.map((c) => `${c.city} ${c.count}`).join(', ')}`,
    });
    expect(cities[0]).toMatchObject({ count: 45 });
    // Nothing was written: every document is the version it was.
    expect(await etags()).toEqual(before);
    expect((await everyRestaurant()).filter((r) => r.previewNote === 'x')).toEqual([]);

    // One more restaurant gets the field between the preview and the write: the result tells the truth.
    const late = all[300];
    await restaurants().item(late.id, late.city).patch([{ op: 'set', path: '/previewNote', value: 'keep' }]);
    const write = await addField({ fieldPath: 'previewNote', fieldValue: 'x', condition: 'missing' });
    expect(write.json).toMatchObject({ success: true, matched: total - 4, modifiedCount: total - 4 });

    // "all": only the four holding another value would change.
    const overwrite = await addField({ fieldPath: 'previewNote', fieldValue: 'x', condition: 'all', dryRun: true });
    const four = expectedCities([...holders, late]);
    expect(overwrite.json).toMatchObject({ dryRun: true, matched: total, wouldChange: 4, cities: four });
    expect(overwrite.json.message).toBe(`4 restaurants in ${four.length} ${four.length === 1 ? 'city' : 'cities'} will change: ${four.map((c) => `${c.city} ${c.count}`).join(', ')}`);
    expect((await addField({ fieldPath: 'previewNote', fieldValue: 'keep', condition: 'missing', dryRun: true })).json).toMatchObject({ wouldChange: 0, cities: [], message: 'No restaurant will change.' });
    const bad = await addField({ fieldPath: 'previewNote', fieldValue: 'x', condition: 'all', dryRun: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^dryRun must be true or false/);
  });

  it('sets a top-level field on every restaurant of every city', async () => {
    const res = await addField({ fieldPath: 'testNote', fieldValue: 'hej', condition: 'missing' });
    expect(res.json).toMatchObject({ success: true, matched: total, modifiedCount: total, skipped: 0 });
    const all = await everyRestaurant();
    expect(new Set(all.map((r) => r.city)).size).toBe(16);
    expect(all.every((r) => r.testNote === 'hej')).toBe(true);
  });

  it('rewrites the document when the field feeds derived query fields, so filters see the new value', async () => {
    const res = await addField({ fieldPath: 'lunch_includes', fieldValue: ['Kaffe', 'Äppelkaka'], condition: 'all' });
    expect(res.json).toMatchObject({ success: true, matched: total });
    const lund = await new ApiClient(stack.baseUrl).call('GET', `/api/restaurants?city=Lund&limit=50&lunchIncludes=${encodeURIComponent('appelkaka')}`);
    expect(lund.status).toBe(200);
    // Every public restaurant of Lund (those waiting for review are not public).
    expect(lund.json.pagination.total).toBe((await everyRestaurant()).filter((r) => r.city === 'Lund' && r.NEW !== true).length);
    const stored = (await everyRestaurant())[0];
    expect(stored._includes).toEqual(['kaffe', 'appelkaka']);
  });
});
