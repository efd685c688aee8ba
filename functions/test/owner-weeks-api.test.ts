import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CosmosClient, type Container } from '@azure/cosmos';
import { addDays, isoWeekOf, mondayOf, ownerWeekOf, todayIn, type LunchMenu, type OwnerWeekInput, type Restaurant } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { createOwner, setOwnerRestaurants, type TestOwner } from './support/owners';
import { storedRestaurant } from './support/stored-restaurant';

/**
 * The owner's week over HTTP against the shared stack: GET/PUT .../weeks/{week} (draft, If-Match),
 * POST .../publish (menus with source 'owner', "Bekräftad av restaurangen" in the public API), a
 * harvest afterwards that leaves the owner's menus alone, access between owners, the audit log and
 * the Thursday reminder. The restaurants are this file's own (copies of a demo restaurant under new
 * ids); the owners are written straight into the users container (support/owners.ts).
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const today = todayIn();
const monday = mondayOf(today);
const thisWeek = ownerWeekOf(today);
const nextWeek = ownerWeekOf(addDays(today, 7));
const lastWeek = ownerWeekOf(addDays(today, -7));
const dayOf = (i: number) => addDays(monday, i);
const weekUrl = (id: string, week = thisWeek) => `/api/owner/restaurants/${id}/weeks/${week}`;

const DISHES = ['Ägarens köttbullar', 'Ägarens strömming', 'Ägarens carbonara', 'Ägarens kycklinggryta', 'Ägarens fiskgratäng'];
const HARVEST_DISHES = ['Skördad pytt i panna', 'Skördad laxpasta', 'Skördad ärtsoppa', 'Skördad kåldolme', 'Skördad pannbiff'];

/** A week with one dish a day Monday to Friday, a weekly dish, one price for all. */
const ownerInput = (dates = [0, 1, 2, 3, 4].map(dayOf)): OwnerWeekInput => ({
  days: dates.map((date, i) => ({ date, closed: false, dishes: [{ name: DISHES[i], description: 'Hemlagat', price: 125 + i, tags: [] }] })),
  weeklyDishes: [{ name: 'Ägarens veckosallad', tags: ['Vegetarisk'] }],
  priceForAll: 115,
  lunchHours: { startTime: '11:00', endTime: '14:30' },
  includes: ['kaffe', 'sallad'],
});

/** A sure lunch page for this week (states the week, prices every dish). */
const harvestPage = () => `<!doctype html><html><head><title>Lunch</title></head><body>
<main><h1>Lunchmeny vecka ${isoWeekOf(today).week}</h1><p>Lunch serveras 11.00-14.00.</p>
${['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((day, i) => `<h2>${day}</h2><p>${HARVEST_DISHES[i]} ${130 + i} kr</p>`).join('\n')}
</main></body></html>`;

let admin: ApiClient;
let anonymous: ApiClient;
let restaurants: Container;
let template: Record<string, unknown>;
let mine: Restaurant;
let theirs: Restaurant;
let owner: TestOwner;
let other: TestOwner;

function restaurantsContainer() {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string };
  const client = new CosmosClient({ endpoint: stack.cosmosEndpoint, key: stack.cosmosKey, agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('restaurants');
}

/** A public restaurant of this file's own, weekdays 11-14, lunch link on a page of the test's page server. */
async function newRestaurant(): Promise<Restaurant> {
  const id = `agare-${randomBytes(6).toString('hex')}`;
  const pageName = `${id}.html`;
  fs.writeFileSync(path.join(pagesDir, pageName), harvestPage());
  const { _rid, _self, _etag, _attachments, _ts, lastHarvest, menuTextSeen, ...rest } = template;
  const doc = {
    ...rest, id, _id: id, name: `Ägarkrogen ${id.slice(-6)}`, NEW: false, ManualScraping: false, lunch_link: `${pagesUrl}/${pageName}`, lunch_format: 'HTML',
    lunch_hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' }], lunch_menus: [],
  };
  await restaurants.items.create(doc);
  return doc as unknown as Restaurant;
}

const publicRestaurant = async (id: string) => {
  const res = await anonymous.call('GET', `/api/restaurants/${id}`);
  expect(res.status).toBe(200);
  return res.json as Restaurant & { confirmedByRestaurant?: { publishedAt: string } };
};

/** The draft as the owner's GET returns it, with its ETag. */
const readWeek = async (client: ApiClient, id: string, week = thisWeek) => {
  const res = await client.call('GET', weekUrl(id, week));
  expect(res.status).toBe(200);
  return { week: res.json, etag: res.headers.get('etag') ?? undefined };
};

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  anonymous = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  restaurants = restaurantsContainer();
  const { resources } = await restaurants.items.query('SELECT TOP 1 * FROM c WHERE c.city = "Landskrona"').fetchAll();
  template = resources[0] as Record<string, unknown>;
  expect(template).toBeDefined();
  [mine, theirs] = await Promise.all([newRestaurant(), newRestaurant()]);
  owner = await createOwner(baseUrl, dataDir, [mine.id]);
  other = await createOwner(baseUrl, dataDir, [theirs.id]);
}, 120_000);

describe('who may call the owner routes', () => {
  const calls = () => [
    ['GET', '/api/owner/restaurants', undefined],
    ['GET', weekUrl(mine.id), undefined],
    ['PUT', weekUrl(mine.id), ownerInput()],
    ['POST', `${weekUrl(mine.id)}/publish`, undefined],
  ] as const;

  it('anonymous callers get 401 and admins 403 on every owner route', async () => {
    for (const [method, url, body] of calls()) {
      const anon = await anonymous.call(method, url, body, { 'if-none-match': '*' });
      expect(anon.status, `${method} ${url}`).toBe(401);
      const asAdmin = await admin.call(method, url, body, { 'if-none-match': '*' });
      expect(asAdmin.status, `${method} ${url}`).toBe(403);
      expect(asAdmin.json.error).toBe('forbidden');
    }
    expect((await readWeek(owner.client, mine.id)).etag).toBeUndefined(); // nothing written
  });

  it("another owner's restaurant is 404 for reading and writing, and nothing is written", async () => {
    const read = await other.client.call('GET', weekUrl(mine.id));
    expect(read.status).toBe(404);
    const created = await other.client.call('PUT', weekUrl(mine.id), ownerInput(), { 'if-none-match': '*' });
    expect(created.status).toBe(404);
    const published = await other.client.call('POST', `${weekUrl(mine.id)}/publish`);
    expect(published.status).toBe(404);
    expect((await readWeek(owner.client, mine.id)).etag).toBeUndefined();
    expect((await other.client.call('GET', weekUrl('finns-inte'))).status).toBe(404);
  });
});

describe('GET /api/owner/restaurants', () => {
  it("lists only the caller's restaurants with this week and next week", async () => {
    const res = await owner.client.call('GET', '/api/owner/restaurants');
    expect(res.status).toBe(200);
    expect(res.json.restaurants).toEqual([
      {
        id: mine.id, name: mine.name, city: 'Landskrona', servesWeekend: false, lunchDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        weeks: [{ week: thisWeek, status: 'empty', unpublishedChanges: false }, { week: nextWeek, status: 'empty', unpublishedChanges: false }],
      },
    ]);
  });
});

describe('the week draft', () => {
  it('GET of a week never saved is an empty draft without ETag; a malformed week is a 400 naming it', async () => {
    const { week, etag } = await readWeek(owner.client, mine.id);
    expect(etag).toBeUndefined();
    expect(week).toMatchObject({ restaurantId: mine.id, week: thisWeek, status: 'draft', draftUpdatedAt: null, weeklyDishes: [], priceForAll: null, lunchHours: null, includes: [] });
    expect(week.days.map((d: { date: string }) => d.date)).toEqual([0, 1, 2, 3, 4].map(dayOf));
    const bad = await owner.client.call('GET', weekUrl(mine.id, '2025-W53'));
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'bad_request', parameter: 'week' });
    expect(bad.json.message).toMatch(/^week:/);
  });

  it('PUT without If-Match is 428 and writes nothing; If-None-Match: * creates it once', async () => {
    const missing = await owner.client.call('PUT', weekUrl(mine.id), ownerInput());
    expect(missing.status).toBe(428);
    expect(missing.json.error).toBe('precondition_required');
    expect((await readWeek(owner.client, mine.id)).etag).toBeUndefined();

    const created = await owner.client.call('PUT', weekUrl(mine.id), ownerInput(), { 'if-none-match': '*' });
    expect(created.status).toBe(200);
    expect(created.headers.get('etag')).toBeTruthy();
    expect(created.json).toMatchObject({ restaurantId: mine.id, week: thisWeek, status: 'draft', unpublishedChanges: false, priceForAll: 115 });
    expect(typeof created.json.draftUpdatedAt).toBe('string');

    const again = await owner.client.call('PUT', weekUrl(mine.id), ownerInput(), { 'if-none-match': '*' });
    expect(again.status).toBe(412);
    expect(again.json.error).toBe('precondition_failed');
  });

  it('PUT with the current ETag saves; a stale ETag is 412 and the newer save stays', async () => {
    const { etag } = await readWeek(owner.client, mine.id);
    const input = ownerInput();
    input.days[0].dishes.push({ name: 'Ägarens soppa', tags: ['Vegansk'] });
    const saved = await owner.client.call('PUT', weekUrl(mine.id), input, { 'if-match': etag! });
    expect(saved.status).toBe(200);
    const newEtag = saved.headers.get('etag');
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    expect(saved.json.days[0].dishes.map((d: { name: string }) => d.name)).toEqual([DISHES[0], 'Ägarens soppa']);

    // A second phone still holding the first version.
    const stale = await owner.client.call('PUT', weekUrl(mine.id), ownerInput(), { 'if-match': etag! });
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ error: 'precondition_failed' });
    expect(stale.json.message).toContain('Ladda om');
    const now = await readWeek(owner.client, mine.id);
    expect(now.etag).toBe(newEtag);
    expect(now.week.days[0].dishes).toHaveLength(2);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = await readWeek(owner.client, mine.id);
    const cases: [unknown, string][] = [
      [{ ...ownerInput(), days: ownerInput().days.map((d, i) => (i === 2 ? { ...d, dishes: [{ name: 'Dyr', price: 2500, tags: [] }] } : d)) }, 'days[2].dishes[0].price'],
      [{ ...ownerInput(), days: [{ date: addDays(monday, 7), closed: false, dishes: [] }] }, 'days[0].date'],
      [{ ...ownerInput(), days: [{ date: dayOf(5), closed: false, dishes: [] }] }, 'days[0].date'], // Saturday: not served
      [{ ...ownerInput(), weeklyDishes: [{ name: 'X', tags: ['Kött'] }] }, 'weeklyDishes[0].tags[0]'],
      [{ ...ownerInput(), lunchHours: { startTime: '14:00', endTime: '11:00' } }, 'lunchHours.endTime'],
      [{ ...ownerInput(), priceForAll: 'gratis' }, 'priceForAll'],
      [{ ...ownerInput(), includes: Array.from({ length: 11 }, (_, i) => `sak ${i}`) }, 'includes'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.client.call('PUT', weekUrl(mine.id), body, { 'if-match': before.etag! });
      expect(res.status, field).toBe(400);
      expect(res.json, field).toMatchObject({ error: 'bad_request', parameter: field });
      expect(res.json.message.startsWith(`${field}: `), res.json.message).toBe(true);
    }
    const notJson = await owner.client.call('PUT', weekUrl(mine.id), '{"days": [', { 'if-match': before.etag! });
    expect(notJson.status).toBe(400);
    const after = await readWeek(owner.client, mine.id);
    expect(after.etag).toBe(before.etag);
    expect(after.week).toEqual(before.week);
  });
});

describe('publishing', () => {
  it('refuses a stale If-Match (412) and a week that has passed (400), writing no menus', async () => {
    const stale = await owner.client.call('POST', `${weekUrl(mine.id)}/publish`, undefined, { 'if-match': '"inte-aktuell"' });
    expect(stale.status).toBe(412);
    const past = await owner.client.call('POST', `${weekUrl(mine.id, lastWeek)}/publish`);
    expect(past.status).toBe(400);
    expect(past.json.parameter).toBe('week');
    const nothingSaved = await owner.client.call('POST', `${weekUrl(mine.id, nextWeek)}/publish`);
    expect(nothingSaved.status).toBe(400);
    expect(nothingSaved.json.error).toBe('nothing_to_publish');
    expect((await publicRestaurant(mine.id)).lunch_menus).toEqual([]);
  });

  it("publishes the week: the public restaurant and list show the owner's dishes as confirmed by the restaurant", async () => {
    const { etag } = await readWeek(owner.client, mine.id);
    const res = await owner.client.call('POST', `${weekUrl(mine.id)}/publish`, undefined, { 'if-match': etag! });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'published', publishedBy: owner.username, unpublishedChanges: false });
    const publishedAt = res.json.publishedAt as string;
    expect(typeof publishedAt).toBe('string');
    expect(res.headers.get('etag')).toBeTruthy();

    const view = await publicRestaurant(mine.id);
    expect(view.confirmedByRestaurant).toEqual({ publishedAt });
    const names = view.lunch_menus.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining([...DISHES, 'Ägarens soppa', 'Ägarens veckosallad']));
    expect(view.lunch_menus).toHaveLength(5 + 1 + 5); // a dish a day, Monday's soup, the weekly dish every day
    const mondayMenus = view.lunch_menus.filter((m) => m.validFrom === dayOf(0));
    expect(mondayMenus.map((m) => [m.name, m.price])).toEqual([[DISHES[0], 125], ['Ägarens soppa', 115], ['Ägarens veckosallad', 115]]);
    expect(view.lunch_hours).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:30' }]);
    expect(view.lunch_includes).toEqual(['kaffe', 'sallad']);

    // The list, on Monday of this week: the same dishes and the badge.
    const list = await anonymous.call('GET', `/api/restaurants?city=Landskrona&selectedDay=Monday&search=${encodeURIComponent(mine.name)}`);
    expect(list.status).toBe(200);
    const item = list.json.data.find((r: Restaurant) => r.id === mine.id);
    expect(item).toBeDefined();
    expect(item.confirmedByRestaurant).toEqual({ publishedAt });
    expect(item.lunch_menus.map((m: LunchMenu) => m.name)).toEqual([DISHES[0], 'Ägarens soppa', 'Ägarens veckosallad']);

    // A restaurant without owner menus carries no badge.
    expect((await publicRestaurant(theirs.id)).confirmedByRestaurant).toBeUndefined();

    // Admins see where the menus came from.
    const stored = await storedRestaurant(admin, mine.id, { name: mine.name, city: 'Landskrona' });
    expect(stored!.lunch_menus.every((m) => m.source === 'owner')).toBe(true);

    const summary = await owner.client.call('GET', '/api/owner/restaurants');
    expect(summary.json.restaurants[0].weeks[0]).toEqual({ week: thisWeek, status: 'published', publishedAt, unpublishedChanges: false });
  });

  it('a later save is an unpublished change until published again; republishing replaces only this week\'s owner menus', async () => {
    const { etag } = await readWeek(owner.client, mine.id);
    const input = ownerInput();
    input.days[4] = { date: dayOf(4), closed: true, dishes: [] };
    const saved = await owner.client.call('PUT', weekUrl(mine.id), input, { 'if-match': etag! });
    expect(saved.json).toMatchObject({ status: 'published', unpublishedChanges: true });
    // Visitors still see what was published.
    expect((await publicRestaurant(mine.id)).lunch_menus.some((m) => m.name === DISHES[4])).toBe(true);

    const republished = await owner.client.call('POST', `${weekUrl(mine.id)}/publish`);
    expect(republished.status).toBe(200);
    expect(republished.json.unpublishedChanges).toBe(false);
    const view = await publicRestaurant(mine.id);
    // Closed on Friday: visitors see the owner's "Stängt" marker, not a dish (and no other source's menu).
    expect(view.lunch_menus.filter((m) => m.validFrom === dayOf(4)).map((m) => [m.name, m.closed, m.price ?? null])).toEqual([['Stängt', true, null]]);
    expect(view.lunch_menus.some((m) => m.name === 'Ägarens soppa')).toBe(false);
    expect(view.lunch_menus).toHaveLength(4 * 2 + 1);
    expect(view.confirmedByRestaurant).toEqual({ publishedAt: republished.json.publishedAt });
  });

  it("a harvest afterwards leaves the owner's menus untouched (it goes to review)", async () => {
    const before = await publicRestaurant(mine.id);
    const res = await admin.call('POST', `/api/admin/extract/single/${mine.id}`);
    expect(res.status).toBe(200);
    // Proof that the harvest read the page: it found the harvested dishes, and did not publish them.
    expect(res.json.data.dishes.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining([expect.stringContaining('Skördad pytt i panna')]));
    expect(res.json.data.decision).toBe('review');
    const after = await publicRestaurant(mine.id);
    expect(after.lunch_menus).toEqual(before.lunch_menus);
    expect(after.confirmedByRestaurant).toEqual(before.confirmedByRestaurant);
    const stored = await storedRestaurant(admin, mine.id, { name: mine.name, city: 'Landskrona' });
    expect(stored!.lunch_menus.filter((m) => m.source !== 'owner')).toEqual([]);
  });

  it("audits the owner's saves and publishing: who, which restaurant, what changed", async () => {
    const res = await admin.call('GET', `/api/admin/audit-log?day=${new Date().toISOString().slice(0, 10)}`);
    expect(res.status).toBe(200);
    const entries = (res.json.entries as { actor: string; action: string; record: Record<string, string>; changes?: Record<string, unknown> }[]).filter((e) => e.actor === owner.username);
    const publishes = entries.filter((e) => e.action === 'owner-week-publish');
    expect(publishes).toHaveLength(2);
    expect(publishes[0]).toMatchObject({ record: { restaurantId: mine.id }, changes: { week: thisWeek, menus: 9, [dayOf(4)]: { closed: true, dishes: [] } } });
    const saves = entries.filter((e) => e.action === 'owner-week-save');
    expect(saves.length).toBeGreaterThanOrEqual(3);
    expect(saves.every((e) => e.record.restaurantId === mine.id && (e.changes as { week: string }).week === thisWeek)).toBe(true);
  });
});

describe('the Thursday reminder', () => {
  it('reminds owners whose next week is not published, once per owner, restaurant and week', async () => {
    const { remindOwners } = await import('../src/services/owner-reminder-service');
    // Next week published for my restaurant, not for theirs.
    const created = await owner.client.call('PUT', weekUrl(mine.id, nextWeek), ownerInput([0, 1, 2, 3, 4].map((i) => addDays(monday, 7 + i))), { 'if-none-match': '*' });
    expect(created.status).toBe(200);
    expect((await owner.client.call('POST', `${weekUrl(mine.id, nextWeek)}/publish`)).status).toBe(200);

    const first = await remindOwners(new Date());
    expect(first.week).toBe(nextWeek);
    const theirSummary = await other.client.call('GET', '/api/owner/restaurants');
    expect(theirSummary.json.restaurants[0].reminder).toEqual({ week: nextWeek, message: expect.stringContaining(`v. ${isoWeekOf(addDays(today, 7)).week}`) });
    expect((await owner.client.call('GET', '/api/owner/restaurants')).json.restaurants[0].reminder).toBeUndefined();

    const second = await remindOwners(new Date());
    expect(second.alreadyReminded).toBeGreaterThanOrEqual(1);
    expect(second.reminded).toBe(0); // nobody new: every reminder exists

    // Publishing next week takes the reminder away.
    const draft = await other.client.call('PUT', weekUrl(theirs.id, nextWeek), ownerInput([0, 1, 2, 3, 4].map((i) => addDays(monday, 7 + i))), { 'if-none-match': '*' });
    expect(draft.status).toBe(200);
    expect((await other.client.call('POST', `${weekUrl(theirs.id, nextWeek)}/publish`)).status).toBe(200);
    expect((await other.client.call('GET', '/api/owner/restaurants')).json.restaurants[0].reminder).toBeUndefined();
  });
});

describe('removing an owner', () => {
  it('takes effect on the live session: the restaurant is 404 at once', async () => {
    expect((await owner.client.call('GET', weekUrl(mine.id))).status).toBe(200);
    await setOwnerRestaurants(dataDir, owner.username, []);
    expect((await owner.client.call('GET', weekUrl(mine.id))).status).toBe(404);
    expect((await owner.client.call('GET', '/api/owner/restaurants')).json.restaurants).toEqual([]);
  });
});
