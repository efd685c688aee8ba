import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addDays, isoWeekOf, mondayOf, todayIn } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/**
 * Menu harvesting over HTTP against the shared stack: lunch pages are served by the test's own page
 * server (allowed through FETCH_ALLOWED_HOSTS, the test-only allow-list), restaurants are demo ones in
 * Linköping, Västerås, Örebro and Norrköping (cities no other test lists), pointed at those pages.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const today = todayIn();
const monday = mondayOf(today);
const { week } = isoWeekOf(today);
const lastWeek = isoWeekOf(addDays(monday, -7)).week;

const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const DISHES = ['Köttbullar med potatismos och lingon', 'Stekt strömming med potatismos', 'Pasta carbonara', 'Kycklinggryta med ris', 'Fiskgratäng med dillpotatis'];
const PRICES = [129, 135, 125, 139, 145];

function lunchPageHtml(weekNumber: number, extra = '') {
  return `<!doctype html><html><head><title>Lunch</title></head><body>
<nav><a href="/">Hem</a> <a href="/boka">Boka bord</a></nav>
<main><h1>Lunchmeny vecka ${weekNumber}</h1><p>Lunch serveras 11.00-14.00. Sallad, bröd och kaffe ingår.</p>
${DAYS.map((day, i) => `<h2>${day}</h2><p>${DISHES[i]} ${PRICES[i]} kr</p>`).join('\n')}
${extra}</main><footer>Storgatan 1, 123 45 Linköping</footer></body></html>`;
}

function writePage(name: string, content: string | Uint8Array) {
  fs.writeFileSync(path.join(pagesDir, name), content);
  return `${pagesUrl}/${name}`;
}

async function lunchPdf(weekNumber: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [`Veckans lunch v. ${weekNumber}`, 'Alla rätter 119 kr', ...DAYS.flatMap((day, i) => [day, DISHES[i]])];
  // pdf-lib's standard Helvetica writes WinAnsi, which has å, ä and ö.
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 13, font }));
  return pdf.save();
}

let admin: ApiClient;
const restaurantsOf = async (city: string) => {
  const res = await new ApiClient(baseUrl).call('GET', `/api/restaurants?city=${encodeURIComponent(city)}&limit=12`);
  expect(res.status).toBe(200);
  return res.json.data as { id: string; name: string }[];
};
const setLunchLink = async (id: string, url: string, format?: string) => {
  expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'lunch_link', value: url })).status).toBe(200);
  if (format) expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'lunch_format', value: format })).status).toBe(200);
};
/** The stored menus, with their harvest marks (the public view leaves those out). */
const storedMenus = async (restaurant: { id: string; name: string }) =>
  (await adminView(restaurant)).lunch_menus as { _id: string; name: string; price?: number; validFrom: string; validTo: string; sourceUrl?: string; updatedAt?: string; harvested?: boolean; imageUrl?: string }[];
/** The admin list's whole restaurant (demo names repeat across cities: found by id among the name's matches). */
const adminView = async (restaurant: { id: string; name: string }) => {
  const res = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(restaurant.name)}&limit=100`);
  expect(res.status).toBe(200);
  return (res.json.restaurants as Record<string, unknown>[]).find((r) => r.id === restaurant.id)!;
};

function restaurantsContainer() {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string };
  const client = new CosmosClient({ endpoint: stack.cosmosEndpoint, key: stack.cosmosKey, agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('restaurants');
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
});

afterAll(async () => {
  await admin.call('DELETE', '/api/admin/extract/queue');
});

describe('POST /api/admin/scrape-lunch-link', () => {
  it('finds the menu words on a lunch page and stores the answer as checkedformenu', async () => {
    const [restaurant] = await restaurantsOf('Linköping');
    const url = writePage('check-menu.html', lunchPageHtml(week));
    const res = await admin.call('POST', '/api/admin/scrape-lunch-link', { url, restaurantId: restaurant.id });
    expect(res.status).toBe(200);
    expect(res.json.found).toBe(true);
    expect(res.json.matchedWords).toEqual(expect.arrayContaining(['lunch', 'måndag']));
    expect(typeof res.json.message).toBe('string');
    expect((await adminView(restaurant)).checkedformenu).toBe(true);
  });

  it('says not found for a page about something else, and stores that too', async () => {
    const [, restaurant] = await restaurantsOf('Linköping');
    const url = writePage('about.html', '<html><body><h1>Om oss</h1><p>Vi är ett familjeägt kafé sedan 1982.</p></body></html>');
    const res = await admin.call('POST', '/api/admin/scrape-lunch-link', { url, restaurantId: restaurant.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ found: false });
    expect((await adminView(restaurant)).checkedformenu).toBe(false);
  });

  it('refuses what it must not fetch, with a 4xx or 502 JSON error and nothing stored', async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ url: '' }, 400],
      [{ url: 'ftp://example.se/menu' }, 400],
      [{ url: 'not a url' }, 400],
      [{ url: 'http://169.254.169.254/latest/meta-data/' }, 502],
      [{ url: 'http://10.0.0.1/lunch' }, 502],
      [{ url: 'http://[::1]:80/' }, 502],
      [{ url: `${pagesUrl.replace('127.0.0.1', 'localhost')}/check-menu.html` }, 502],
      [{ url: `${pagesUrl}/missing.html` }, 502],
    ];
    for (const [body, status] of cases) {
      const res = await admin.call('POST', '/api/admin/scrape-lunch-link', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof res.json.error).toBe('string');
      expect(typeof res.json.message).toBe('string');
    }
    expect((await admin.call('POST', '/api/admin/scrape-lunch-link', { url: '' })).json.message).toContain('Ingen lunch link att kontrollera');
  });
});

describe('extraction applied at once (azure-extract, extract/single)', () => {
  it("stores this week's menus with dates, prices and source, and applying twice leaves one copy", async () => {
    const [restaurant] = await restaurantsOf('Västerås');
    const url = writePage('vasteras-lunch.html', lunchPageHtml(week));
    await setLunchLink(restaurant.id, url);

    const first = await admin.call('POST', `/api/admin/azure-extract/${restaurant.id}`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, data: { classification: 'MENU_FOUND', menusStored: 5, week: `${isoWeekOf(today).year}-W${String(week).padStart(2, '0')}` } });

    const harvested = (await storedMenus(restaurant)).filter((m) => m.harvested);
    expect(harvested).toHaveLength(5);
    for (const [i, day] of [0, 1, 2, 3, 4].entries()) {
      const menu = harvested.find((m) => m.validFrom === addDays(monday, day))!;
      expect(menu, DAYS[i]).toBeDefined();
      expect(menu.validTo).toBe(menu.validFrom);
      expect(menu.price).toBe(PRICES[i]);
      expect(menu.name.toLowerCase()).toContain(DISHES[i].split(' ')[0].toLowerCase());
      expect(menu.sourceUrl).toBe(url);
      expect(Date.parse(menu.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Each new menu gets its illustration from the imggen worker, which links it when the image exists.
    let linked = harvested;
    for (let tries = 0; tries < 100 && !linked.every((m) => m.imageUrl); tries++) {
      await new Promise((r) => setTimeout(r, 200));
      linked = (await storedMenus(restaurant)).filter((m) => m.harvested);
    }
    expect(linked.every((m) => m.imageUrl)).toBe(true);
    const image = await new ApiClient(baseUrl).call('GET', linked[0].imageUrl!);
    expect(image.status).toBe(200);

    const again = await admin.call('POST', `/api/admin/extract/single/${restaurant.id}`);
    expect(again.json).toMatchObject({ success: true });
    const afterTwice = (await storedMenus(restaurant)).filter((m) => m.harvested);
    expect(afterTwice.map((m) => m._id).sort()).toEqual(harvested.map((m) => m._id).sort());

    const view = await adminView(restaurant);
    expect(view.AIResponse).toBe('MENU_FOUND');
    expect(view.checkedformenu).toBe(true);
  });

  it('reads a PDF menu with one price for all dishes', async () => {
    const [, restaurant] = await restaurantsOf('Västerås');
    const url = writePage('vasteras-lunch.pdf', await lunchPdf(week));
    await setLunchLink(restaurant.id, url, 'PDF_1');
    const res = await admin.call('POST', `/api/admin/azure-extract/${restaurant.id}`);
    expect(res.json).toMatchObject({ success: true, data: { menusStored: 5 } });
    const prices = (await storedMenus(restaurant)).filter((m) => m.harvested).map((m) => m.price);
    expect(prices).toEqual([119, 119, 119, 119, 119]);
  });

  it("stores nothing for this week from last week's page, and says so", async () => {
    const [, , restaurant] = await restaurantsOf('Västerås');
    await setLunchLink(restaurant.id, writePage('vasteras-old.html', lunchPageHtml(lastWeek)));
    const res = await admin.call('POST', `/api/admin/azure-extract/${restaurant.id}`);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(false);
    expect(res.json.data.menusStored).toBe(0);
    expect(['FORMAT_ONLY', 'NO_MENU_FOUND']).toContain(res.json.data.classification);
    expect((await storedMenus(restaurant)).filter((m) => m.harvested)).toHaveLength(0);
  });

  it('answers 404 for an unknown restaurant, 400 for a bad id or a restaurant without a lunch link', async () => {
    expect((await admin.call('POST', '/api/admin/azure-extract/no-such-restaurant')).status).toBe(404);
    expect((await admin.call('POST', '/api/admin/extract/single/bad%20id!')).status).toBe(400);
    const [, , , restaurant] = await restaurantsOf('Västerås');
    await setLunchLink(restaurant.id, '');
    const res = await admin.call('POST', `/api/admin/extract/single/${restaurant.id}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: 'Ingen lunch link att kontrollera' });
  });
});

describe('POST /api/admin/azure-extract-bulk', () => {
  it('extracts several restaurants in one call and reports each', async () => {
    const [a, b] = await restaurantsOf('Norrköping');
    await setLunchLink(a.id, writePage('norrkoping-a.html', lunchPageHtml(week)));
    await setLunchLink(b.id, writePage('norrkoping-b.html', '<html><body><p>Välkommen!</p></body></html>'));
    const res = await admin.call('POST', '/api/admin/azure-extract-bulk', { restaurantIds: [a.id, b.id, 'no-such-restaurant'] });
    expect(res.status).toBe(200);
    expect(res.json.summary).toEqual({ total: 3, successful: 1, failed: 2, queued: 0 });
    expect(res.json.results.map((r: { restaurantId: string; success: boolean }) => [r.restaurantId, r.success])).toEqual([
      [a.id, true],
      [b.id, false],
      ['no-such-restaurant', false],
    ]);
  });

  it("says 'No Selection' for an empty selection", async () => {
    const res = await admin.call('POST', '/api/admin/azure-extract-bulk', { restaurantIds: [] });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('No Selection');
  });
});

describe('the AI extraction queue', () => {
  it('queues, processes in the background, applies once, and empties', async () => {
    await admin.call('DELETE', '/api/admin/extract/queue');
    const [a, b, c, , e, f] = await restaurantsOf('Örebro');
    await setLunchLink(a.id, writePage('orebro-a.html', lunchPageHtml(week)));
    await setLunchLink(b.id, writePage('orebro-b.pdf', await lunchPdf(week)), 'PDF_2');
    await setLunchLink(c.id, '');
    await setLunchLink(e.id, `${pagesUrl}/orebro-missing.html`);
    await setLunchLink(f.id, writePage('orebro-f.html', '<html><body><h1>Om oss</h1><p>Ett familjeägt kafé sedan 1982.</p></body></html>'));

    const queued = await admin.call('POST', '/api/admin/extract/bulk', { restaurantIds: [a.id, b.id, c.id, e.id, f.id] });
    expect(queued.status).toBe(202);
    expect(queued.json.restaurantsQueued).toBe(4);
    expect(queued.json.skipped).toEqual([{ restaurantId: c.id, reason: 'Ingen lunch link att kontrollera' }]);

    let status: { status: { totalItems: number; completed: number }; queueItems: { restaurantId: string; status: string; result?: { success: boolean; menuCount: number } }[] } | undefined;
    for (let i = 0; i < 60; i++) {
      status = (await admin.call('GET', '/api/admin/extract/status')).json;
      if (status!.status.totalItems === 4 && status!.status.completed === 4) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status!.status).toMatchObject({ totalItems: 4, completed: 4 });
    const withMenus = status!.queueItems.filter((item) => item.restaurantId === a.id || item.restaurantId === b.id);
    expect(withMenus.every((item) => item.status === 'completed' && item.result?.success && item.result.menuCount === 5)).toBe(true);
    // Results wait for the admin: nothing is stored yet.
    expect((await storedMenus(a)).filter((m) => m.harvested)).toHaveLength(0);

    const applied = await admin.call('POST', '/api/admin/extract/apply-results');
    expect(applied.status).toBe(200);
    // Only the restaurants that got menus count; the others are named, with why (issue 18: "4 updated" when none got menus).
    expect(applied.json.updatedCount).toBe(2);
    expect(applied.json.failed).toHaveLength(2);
    expect(applied.json.failed).toEqual(
      expect.arrayContaining([
        { restaurantId: e.id, name: e.name, classification: 'ACCESS_ERROR', reason: expect.stringMatching(/answered HTTP 404/) },
        { restaurantId: f.id, name: f.name, classification: 'NO_MENU_FOUND', reason: expect.any(String) },
      ]),
    );
    expect(applied.json.message).toBe('Menus stored for 2 restaurants; 2 got none');
    expect((await adminView(e)).AIResponse).toBe('ACCESS_ERROR');
    expect((await storedMenus(a)).filter((m) => m.harvested)).toHaveLength(5);
    expect((await storedMenus(b)).filter((m) => m.harvested)).toHaveLength(5);

    const empty = (await admin.call('GET', '/api/admin/extract/status')).json;
    expect(empty.status.totalItems).toBe(0);
    const appliedAgain = await admin.call('POST', '/api/admin/extract/apply-results');
    expect(appliedAgain.json.updatedCount).toBe(0);
    expect(appliedAgain.json.failed).toEqual([]);
    expect((await storedMenus(a)).filter((m) => m.harvested)).toHaveLength(5);
  });

  it('clears the queue', async () => {
    const [, , , d] = await restaurantsOf('Örebro');
    await setLunchLink(d.id, writePage('orebro-d.html', lunchPageHtml(week)));
    expect((await admin.call('POST', '/api/admin/extract/bulk', { restaurantIds: [d.id] })).json.restaurantsQueued).toBe(1);
    const cleared = await admin.call('DELETE', '/api/admin/extract/queue');
    expect(cleared.status).toBe(200);
    expect((await admin.call('GET', '/api/admin/extract/status')).json.status.totalItems).toBe(0);
  });

  it('refuses bad selections', async () => {
    for (const body of [{}, { restaurantIds: [] }, { restaurantIds: 'abc' }, { restaurantIds: Array.from({ length: 501 }, (_, i) => `r${i}`) }]) {
      const res = await admin.call('POST', '/api/admin/extract/bulk', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
  });
});

describe('POST /api/admin/extract-field/{field}', () => {
  it('stores the lunch hours and the includes a lunch page states', async () => {
    const [, , , , restaurant] = await restaurantsOf('Linköping');
    const url = writePage('linkoping-hours.html', lunchPageHtml(week));
    const hours = await admin.call('POST', '/api/admin/extract-field/lunch_hours', { restaurantId: restaurant.id, lunchLink: url });
    expect(hours.status).toBe(200);
    expect(hours.json.success).toBe(true);
    expect(hours.json.value).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' }]);
    const includes = await admin.call('POST', '/api/admin/extract-field/lunch_includes', { restaurantId: restaurant.id, lunchLink: url });
    expect(includes.json.value).toEqual(expect.arrayContaining(['sallad', 'bröd', 'kaffe']));
    const view = await adminView(restaurant);
    expect(view.lunch_hours).toEqual(hours.json.value);
    expect(view.lunch_includes).toEqual(includes.json.value);
  });

  it('refuses an unknown field, a missing link and an unknown restaurant', async () => {
    const [restaurant] = await restaurantsOf('Linköping');
    const bad = await admin.call('POST', '/api/admin/extract-field/rank', { restaurantId: restaurant.id, lunchLink: `${pagesUrl}/x.html` });
    expect(bad.status).toBe(400);
    const noLink = await admin.call('POST', '/api/admin/extract-field/lunch_hours', { restaurantId: restaurant.id, lunchLink: '' });
    expect(noLink.status).toBe(400);
    expect(noLink.json.message).toContain('Ingen lunch link för att extrahera data från');
    const unknown = await admin.call('POST', '/api/admin/extract-field/lunch_hours', { restaurantId: 'no-such-restaurant', lunchLink: `${pagesUrl}/x.html` });
    expect(unknown.status).toBe(404);
  });
});

describe('AI response analysis and unification', () => {
  it('proposes the five categories for free-text responses and rewrites them once', async () => {
    const container = restaurantsContainer();
    const [a, b, c] = await restaurantsOf('Norrköping');
    const legacy = { [a.id]: 'Lunch menu parsed from PDF', [b.id]: 'No lunch menu found on page', [c.id]: '403 Forbidden' };
    const cities = (await container.items.query<{ id: string; city: string }>('SELECT c.id, c.city FROM c WHERE c.city = "Norrköping"').fetchAll()).resources;
    for (const [id, text] of Object.entries(legacy)) {
      const city = cities.find((r) => r.id === id)!.city;
      await container.item(id, city).patch([{ op: 'set', path: '/AIResponse', value: text }]);
    }

    const analysis = await admin.call('GET', '/api/admin/analyze-ai-responses');
    expect(analysis.status).toBe(200);
    expect(analysis.json.aiUnification.standardizedCategories.map((c: { category: string }) => c.category)).toEqual([
      'NO_MENU_FOUND', 'FORMAT_ONLY', 'PARTIAL_MENU', 'ACCESS_ERROR', 'MENU_FOUND',
    ]);
    expect(analysis.json.replacementSchema).toMatchObject({
      'Lunch menu parsed from PDF': 'MENU_FOUND',
      'No lunch menu found on page': 'NO_MENU_FOUND',
      '403 Forbidden': 'ACCESS_ERROR',
    });
    expect(analysis.json.canPerformReplacement).toBe(true);
    expect(analysis.json.uniqueResponseCount).toBe(analysis.json.responses.length);
    const row = analysis.json.responses.find((r: { response: string }) => r.response === '403 Forbidden');
    expect(row).toMatchObject({ count: 1, standard: false, restaurants: [{ name: c.name }], category: 'ACCESS_ERROR' });
    // Each response carries the category it means, so the screen's badge reads the server's rule (issue 18).
    const categoryOf = (text: string) => analysis.json.responses.find((r: { response: string }) => r.response === text)?.category;
    expect(categoryOf('No lunch menu found on page')).toBe('NO_MENU_FOUND');
    expect(categoryOf('Lunch menu parsed from PDF')).toBe('MENU_FOUND');
    expect(analysis.json.responses.filter((r: { standard: boolean }) => r.standard).length).toBeGreaterThan(0);
    expect(analysis.json.responses.filter((r: { standard: boolean }) => r.standard).every((r: { response: string; category: string }) => r.category === r.response)).toBe(true);

    const unified = await admin.call('POST', '/api/admin/unify-ai-responses', { replacementSchema: analysis.json.replacementSchema });
    expect(unified.status).toBe(200);
    expect(unified.json.updatedCount).toBeGreaterThanOrEqual(3);
    expect((await adminView(c)).AIResponse).toBe('ACCESS_ERROR');
    const after = await admin.call('GET', '/api/admin/analyze-ai-responses');
    expect(after.json.canPerformReplacement).toBe(false);
    expect(after.json.responses.every((r: { standard: boolean }) => r.standard)).toBe(true);
    const again = await admin.call('POST', '/api/admin/unify-ai-responses', { replacementSchema: analysis.json.replacementSchema });
    expect(again.json.updatedCount).toBe(0);
  });

  it('refuses an empty or invalid replacement schema', async () => {
    const empty = await admin.call('POST', '/api/admin/unify-ai-responses', { replacementSchema: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('No replacement schema available');
    const invalid = await admin.call('POST', '/api/admin/unify-ai-responses', { replacementSchema: { 'Menu found': 'SOMETHING_ELSE' } });
    expect(invalid.status).toBe(400);
    expect((await admin.call('POST', '/api/admin/unify-ai-responses', {})).status).toBe(400);
  });
});
