import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CosmosClient, type Container } from '@azure/cosmos';
import { addDays, isoWeekOf, mondayOf, todayIn, type LunchMenu, type Restaurant } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/**
 * The publish gate and one source per restaurant-day, over HTTP against the shared stack: "Hämta meny
 * nu" (`POST /api/admin/azure-extract/{id}`, `/extract/single/{id}`) on lunch pages served by the
 * test's page server. The restaurants are this file's own (copies of a demo restaurant under new ids,
 * written straight into the database), so no other test's harvests or menus meet them.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const today = todayIn();
const monday = mondayOf(today);
const { week } = isoWeekOf(today);
const dayOf = (i: number) => addDays(monday, i);

const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const DISHES = ['Köttbullar med potatismos och lingon', 'Stekt strömming med potatismos', 'Pasta carbonara', 'Kycklinggryta med ris', 'Fiskgratäng med dillpotatis'];
const PRICES = [129, 135, 125, 139, 145];

/** A lunch page that states its week and prices every dish: a sure reading. */
const surePage = () => `<!doctype html><html><head><title>Lunch</title></head><body>
<main><h1>Lunchmeny vecka ${week}</h1><p>Lunch serveras 11.00-14.00.</p>
${DAYS.map((day, i) => `<h2>${day}</h2><p>${DISHES[i]} ${PRICES[i]} kr</p>`).join('\n')}
</main></body></html>`;

/** The same menu without any week or date: on a first harvest nobody can tell it is this week's. */
const weeklessPage = (dishes = DISHES) => `<!doctype html><html><head><title>Lunch</title></head><body>
<main><h1>Veckans lunch</h1>
${DAYS.map((day, i) => `<h2>${day}</h2><p>${dishes[i]} ${PRICES[i]} kr</p>`).join('\n')}
</main></body></html>`;

function writePage(content: string) {
  const name = `gate-${randomBytes(5).toString('hex')}.html`;
  fs.writeFileSync(path.join(pagesDir, name), content);
  return `${pagesUrl}/${name}`;
}

let admin: ApiClient;
let restaurants: Container;
let template: Record<string, unknown>;

function restaurantsContainer() {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string };
  const client = new CosmosClient({ endpoint: stack.cosmosEndpoint, key: stack.cosmosKey, agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('restaurants');
}

const menu = (name: string, source: LunchMenu['source'], from: string, to = from): LunchMenu => ({
  _id: `${source}-${randomBytes(4).toString('hex')}`,
  name,
  description: '',
  price: 119,
  tags: [],
  validFrom: from,
  validTo: to,
  updatedAt: new Date().toISOString(),
  ...(source ? { source } : {}),
});

/** A public restaurant of this file's own, with the given menus and its lunch link on `url`. */
async function restaurantWith(menus: LunchMenu[], url: string): Promise<Restaurant> {
  const id = `gate-${randomBytes(6).toString('hex')}`;
  const name = `Grindkrogen ${id.slice(-6)}`;
  const { _rid, _self, _etag, _attachments, _ts, lastHarvest, menuTextSeen, ...rest } = template;
  const doc = { ...rest, id, _id: id, name, NEW: false, ManualScraping: false, lunch_link: url, lunch_format: 'HTML', lunch_menus: menus };
  await restaurants.items.create(doc);
  return doc as unknown as Restaurant;
}

/** The restaurant as stored, its menus without the derived search field. */
const stored = async (r: Restaurant): Promise<Restaurant> => {
  const doc = (await restaurants.item(r.id, r.city).read<Restaurant>()).resource!;
  return { ...doc, lunch_menus: doc.lunch_menus.map(({ _search, ...m }: LunchMenu & { _search?: string }) => m) };
};
const publicMenus = async (r: Restaurant) => {
  const res = await new ApiClient(baseUrl).call('GET', `/api/restaurants/${r.id}`);
  expect(res.status).toBe(200);
  return res.json.lunch_menus as LunchMenu[];
};
const extract = async (r: Restaurant, route: 'azure-extract' | 'extract/single' = 'azure-extract') => {
  const res = await admin.call('POST', `/api/admin/${route}/${r.id}`);
  expect(res.status).toBe(200);
  return res.json;
};
const harvestedOf = (menus: LunchMenu[]) => menus.filter((m) => m.source === 'harvest');

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  restaurants = restaurantsContainer();
  const { resources } = await restaurants.items.query('SELECT TOP 1 * FROM c WHERE c.city = "Landskrona"').fetchAll();
  template = resources[0] as Record<string, unknown>;
  expect(template).toBeDefined();
}, 60_000);

describe('the publish gate', () => {
  it('publishes a sure page: the answer says so, visitors see the dishes, and applying twice stores once', async () => {
    const r = await restaurantWith([], writePage(surePage()));
    const first = await extract(r);
    expect(first).toMatchObject({ success: true, message: `5 menyer publicerade för vecka ${week}`, data: { decision: 'published', menusStored: 5 } });
    expect(first.data.confidence).toBeGreaterThanOrEqual(0.8);
    expect(first.data.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(first.data.dishes).toHaveLength(5);
    expect(first.data.dishes[0]).toMatchObject({ day: 'Monday', date: dayOf(0), price: 129 });
    expect(Array.isArray(first.data.doubts)).toBe(true);
    expect(first.data.reviewId).toBeUndefined();

    const after = await stored(r);
    expect(harvestedOf(after.lunch_menus)).toHaveLength(5);
    expect(after.lastHarvest).toMatchObject({ ok: true, decision: 'published', menusStored: 5, confidence: first.data.confidence });
    expect(after.menuTextSeen).toMatchObject({ firstSeen: today });
    expect((await publicMenus(r)).map((m) => m.name).sort()).toEqual(harvestedOf(after.lunch_menus).map((m) => m.name).sort());

    const again = await extract(r, 'extract/single');
    expect(again).toMatchObject({ success: true, data: { decision: 'published' } });
    const twice = await stored(r);
    expect(twice.lunch_menus.map((m) => m._id).sort()).toEqual(after.lunch_menus.map((m) => m._id).sort());
    expect(twice.menuTextSeen).toEqual(after.menuTextSeen);
  });

  it('sends an uncertain page (no week stated, first harvest) to review: visitors still see the old menus', async () => {
    const old = [menu('Pannbiff med lök', 'demo', dayOf(0)), menu('Veckans sallad', 'demo', dayOf(0), dayOf(4))];
    const r = await restaurantWith(old, writePage(weeklessPage()));
    const publicBefore = await publicMenus(r);
    expect(publicBefore).toHaveLength(2);

    const res = await extract(r);
    expect(res.success).toBe(false);
    expect(res.data.decision).toBe('review');
    expect(res.data.menusStored).toBe(0);
    expect(typeof res.data.reviewId).toBe('string');
    expect(res.data.confidence).toBeLessThan(1);
    expect(res.message).toBe(`Läsningen väntar på granskning (säkerhet ${res.data.confidence.toFixed(2)})`);
    expect(res.data.doubts).toContain('Ingen vecka angiven på sidan');
    expect(res.data.dishes.length).toBeGreaterThan(0);

    expect(await publicMenus(r)).toEqual(publicBefore);
    const after = await stored(r);
    expect(after.lunch_menus).toEqual(old);
    expect(after.lastHarvest).toMatchObject({ ok: false, decision: 'review', reviewId: res.data.reviewId, menusStored: 0, confidence: res.data.confidence });
    expect(after.menuTextSeen).toMatchObject({ firstSeen: today });
    // The reading waits in the review queue with its page text.
    const review = await admin.call('GET', `/api/admin/menu-reviews/${encodeURIComponent(res.data.reviewId)}`);
    expect(review.status).toBe(200);
    expect(review.json.review).toMatchObject({ restaurantId: r.id, status: 'waiting' });
    expect(review.json.review.pageText).toContain('Pasta carbonara');
  });

  it('stores nothing from a page unchanged since an earlier week that states no week', async () => {
    const old = [menu('Ärtsoppa', 'demo', dayOf(3))];
    const r = await restaurantWith(old, writePage(weeklessPage()));
    // The first harvest records the page's text (it goes to review: no week stated).
    expect((await extract(r)).data.decision).toBe('review');
    const seen = (await stored(r)).menuTextSeen!;
    expect(seen).toMatchObject({ firstSeen: today });
    // ... three weeks ago, as far as the restaurant knows.
    const threeWeeksAgo = addDays(today, -21);
    await restaurants.item(r.id, r.city).patch([{ op: 'set', path: '/menuTextSeen', value: { ...seen, firstSeen: threeWeeksAgo } }]);

    const res = await extract(r);
    expect(res).toMatchObject({
      success: false,
      message: 'Sidan har inte ändrats sedan en tidigare vecka och anger ingen vecka',
      data: { decision: 'not-stored', menusStored: 0 },
    });
    expect(res.data.reviewId).toBeUndefined();
    const after = await stored(r);
    expect(after.lunch_menus).toEqual(old);
    expect(after.lastHarvest).toMatchObject({ ok: false, decision: 'not-stored', reason: 'Sidan har inte ändrats sedan en tidigare vecka och anger ingen vecka' });
    expect(after.lastHarvest!.reviewId).toBeUndefined();
    // The same text keeps the day it was first seen.
    expect(after.menuTextSeen).toEqual({ ...seen, firstSeen: threeWeeksAgo });
  });
});

describe('one source per restaurant-day', () => {
  it("replaces the demo menus of the harvested days: yesterday's 'Dillkött' no longer shows beside the new dishes", async () => {
    const saturday = menu('Lördagsbuffé', 'demo', dayOf(5));
    const demo = [menu('Dillkött', 'demo', dayOf(0)), menu('Veckans vegetariska: Linsgryta', 'demo', dayOf(0), dayOf(4)), saturday];
    const r = await restaurantWith(demo, writePage(surePage()));
    expect((await publicMenus(r)).map((m) => m.name)).toContain('Dillkött');

    expect((await extract(r)).data.decision).toBe('published');
    const after = await stored(r);
    expect(after.lunch_menus.map((m) => m.name)).not.toContain('Dillkött');
    expect(after.lunch_menus.map((m) => m.name)).not.toContain('Veckans vegetariska: Linsgryta');
    expect(after.lunch_menus).toContainEqual(saturday); // a day the page does not speak of keeps its menu
    expect(harvestedOf(after.lunch_menus)).toHaveLength(5);

    const shown = await publicMenus(r);
    const onMonday = shown.filter((m) => m.validFrom <= dayOf(0) && m.validTo >= dayOf(0));
    expect(onMonday.map((m) => m.name)).toEqual(harvestedOf(after.lunch_menus).filter((m) => m.validFrom === dayOf(0)).map((m) => m.name));
    expect(shown).toHaveLength(6);
  });

  it('hides a stored mixture from visitors: a demo menu beside hand-entered ones of the same day never shows', async () => {
    const hand = menu('Husets schnitzel', 'admin', dayOf(1));
    const r = await restaurantWith([menu('Dillkött', 'demo', dayOf(1)), hand, menu('Kalops', 'demo', dayOf(2))], writePage(surePage()));
    expect((await publicMenus(r)).map((m) => m.name)).toEqual(['Husets schnitzel', 'Kalops']);
  });

  it('sends a harvest for days an admin filled by hand to review instead of mixing', async () => {
    const r = await restaurantWith([menu('Dagens fisk', 'demo', dayOf(0))], writePage(surePage()));
    const added = await admin.call('POST', `/api/admin/restaurants/${r.id}/menus`, { name: 'Kockens kalops', price: 132, validFrom: dayOf(2), validTo: dayOf(2) });
    expect(added.status).toBe(201);
    expect(added.json.menu.source).toBe('admin');
    const before = await stored(r);

    const res = await extract(r);
    expect(res).toMatchObject({ success: false, data: { decision: 'review', menusStored: 0 } });
    expect(typeof res.data.reviewId).toBe('string');
    expect(res.data.doubts).toContain('Admin har lagt in menyer för samma dagar');
    expect(res.message).toMatch(/^Läsningen väntar på granskning \(säkerhet \d\.\d\d\)$/);

    const after = await stored(r);
    expect(after.lunch_menus).toEqual(before.lunch_menus);
    expect(after.lastHarvest).toMatchObject({ decision: 'review', reviewId: res.data.reviewId });
    expect((await publicMenus(r)).map((m) => m.name).sort()).toEqual(['Dagens fisk', 'Kockens kalops']);
  });
});
