import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import type { RestaurantListItem, RestaurantListResponse, Weekday } from '@lunch/shared';
import { effectivePrice, foldForSearch, WEEKDAYS } from '@lunch/shared';

const baseUrl = inject('baseUrl');

async function getJson<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function list(query: string) {
  const { status, body } = await getJson<RestaurantListResponse>(`/api/restaurants?${query}`);
  expect(status).toBe(200);
  return body;
}

/** Walks the pages the way the app does (12, then 5 per page) and returns every item in order. */
async function walkAll(query: string): Promise<RestaurantListItem[]> {
  const items: RestaurantListItem[] = [];
  for (let page = 1; page < 200; page++) {
    const body = await list(`${query}&page=${page}&limit=${page === 1 ? 12 : 5}`);
    items.push(...body.data);
    if (!body.pagination.hasMore) return items;
  }
  throw new Error('paging never ended');
}

/** Every restaurant's rank in a city, read as an admin. */
async function adminRanks(city: string): Promise<Map<string, number>> {
  const admin = new ApiClient(baseUrl, { fromAddress: '127.0.6.18' });
  const login = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'admin-login.json'), 'utf8')) as { username: string; password: string };
  expect((await admin.login(login.username, login.password)).status).toBe(200);
  const ranks = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = await admin.call('GET', `/api/admin/restaurants?city=${encodeURIComponent(city)}&limit=200&page=${page}`);
    expect(res.status).toBe(200);
    for (const r of res.json.restaurants as { id: string; rank: number }[]) ranks.set(r.id, r.rank);
    if (!res.json.pagination.hasMore) return ranks;
  }
}

/** A word of a dish served on another day of this week whose search finds nothing on `day`. */
async function findDishMissingOn(day: Weekday): Promise<{ city: string; term: string } | null> {
  for (const city of ['Malmö', 'Stockholm', 'Helsingborg']) {
    const tried = new Set<string>();
    for (const other of WEEKDAYS.filter((d) => d !== day)) {
      const { data } = await list(`city=${encodeURIComponent(city)}&selectedDay=${other}&limit=50`);
      const words = data.flatMap((r) => r.lunch_menus.filter((m) => m.validFrom === m.validTo).map((m) => m.name.split(/\s+/)[0]));
      for (const term of words.filter((w) => w.length >= 5 && !tried.has(w.toLowerCase()))) {
        tried.add(term.toLowerCase());
        const { pagination } = await list(`city=${encodeURIComponent(city)}&selectedDay=${day}&search=${encodeURIComponent(term)}&limit=1`);
        if (pagination.total === 0) return { city, term };
      }
    }
  }
  return null;
}

describe('GET /api/restaurants', () => {
  it('gives 12 restaurants on page 1 and 5 others on page 2', async () => {
    const first = await list('city=Malmö&page=1&limit=12');
    const second = await list('city=Malm%C3%B6&page=2&limit=5');
    expect(first.data).toHaveLength(12);
    expect(second.data).toHaveLength(5);
    const ids = new Set(first.data.map((r) => r.id));
    expect(second.data.some((r) => ids.has(r.id))).toBe(false);
    expect(first.pagination).toMatchObject({ page: 1, limit: 12, hasMore: true });
    expect(first.pagination.total).toBeGreaterThanOrEqual(17);
  });

  it('walks every restaurant exactly once, ordered by rank then distance', async () => {
    const items = await walkAll('city=Stockholm&selectedDay=Monday');
    const rankOf = await adminRanks('Stockholm'); // rank is not public: the admin list has it
    const ids = items.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = await list('city=Stockholm&selectedDay=Monday&page=1&limit=12');
    expect(items.length).toBe(first.pagination.total);
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      const [rankA, rankB] = [rankOf.get(a.id)!, rankOf.get(b.id)!];
      expect(rankA > rankB || (rankA === rankB && a.distance <= b.distance)).toBe(true);
    }
  });

  it('measures distance from the given point instead of the centre', async () => {
    const centre = await list('city=Malmö&selectedDay=Monday&limit=50');
    const elsewhere = await list('city=Malmö&selectedDay=Monday&limit=50&lat=55.57&lng=12.95');
    const byId = new Map(centre.data.map((r) => [r.id, r.distance]));
    expect(centre.data.length).toBeGreaterThan(0);
    expect(elsewhere.data).toHaveLength(centre.data.length);
    expect(centre.data.every((r) => r.distanceFrom === 'centre')).toBe(true);
    expect(elsewhere.data.every((r) => r.distanceFrom === 'point')).toBe(true);
    expect(elsewhere.data.some((r) => Math.abs(r.distance - (byId.get(r.id) ?? r.distance)) > 0.5)).toBe(true);
  });

  it('filters by max price using fallback_price for menus without a price', async () => {
    const items = await walkAll('city=Malmö&selectedDay=Tuesday&price=100');
    const all = await walkAll('city=Malmö&selectedDay=Tuesday');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(all.length);
    for (const r of items) {
      expect(r.lunch_menus.some((m) => (effectivePrice(m.price, r.fallback_price) ?? Infinity) <= 100)).toBe(true);
    }
  });

  it('filters cuisines (any of), dietary options (all of) and includes (all of)', async () => {
    const pizza = await walkAll('city=Stockholm&selectedDay=Monday&cuisines=Pizza,Sushi');
    expect(pizza.length).toBeGreaterThan(0);
    for (const r of pizza) expect(r.cuisines.some((c) => c === 'Pizza' || c === 'Sushi')).toBe(true);

    const diet = await walkAll('city=Stockholm&selectedDay=Monday&dietaryOptions=Glutenfri,Laktosfri');
    expect(diet.length).toBeGreaterThan(0);
    for (const r of diet) expect(r.dietaryOptions).toEqual(expect.arrayContaining(['Glutenfri', 'Laktosfri']));

    const includes = await walkAll('city=Stockholm&selectedDay=Monday&lunchIncludes=kaffe,sallad');
    expect(includes.length).toBeGreaterThan(0);
    for (const r of includes) {
      const folded = r.lunch_includes.map(foldForSearch);
      expect(folded).toEqual(expect.arrayContaining(['kaffe', 'sallad']));
    }
  });

  it('counts vegan restaurants as vegetarian', async () => {
    const vegan = await walkAll('city=Stockholm&selectedDay=Monday&dietaryOptions=Vegansk');
    const vegetarian = await walkAll('city=Stockholm&selectedDay=Monday&dietaryOptions=Vegetarisk');
    const vegetarianIds = new Set(vegetarian.map((r) => r.id));
    // Some vegan restaurant does not say vegetarian itself: only the rule can put it in the vegetarian list.
    expect(vegan.filter((r) => !r.dietaryOptions.includes('Vegetarisk')).length).toBeGreaterThan(0);
    for (const r of vegan) expect(vegetarianIds.has(r.id)).toBe(true);
  });

  it('searches names and dishes ignoring case and accents', async () => {
    const { data } = await list('city=Malmö&selectedDay=Monday&limit=50');
    const dish = data.flatMap((r) => r.lunch_menus).find((m) => /[åäö]/i.test(m.name));
    expect(dish).toBeDefined();
    const word = dish!.name.split(/\s+/).find((w) => /[åäö]/i.test(w))!;
    const folded = foldForSearch(word).toUpperCase();
    const found = await walkAll(`city=Malmö&selectedDay=Monday&search=${encodeURIComponent(folded)}`);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      const text = foldForSearch([r.name, ...r.lunch_menus.map((m) => `${m.name} ${m.description}`)].join(' '));
      expect(text).toContain(foldForSearch(word));
    }
    const byName = await list(`city=Malmö&search=${encodeURIComponent(data[0].name.toLowerCase())}&selectedDay=Monday`);
    expect(byName.data.map((r) => r.id)).toContain(data[0].id);
  });

  it('shows only menus valid on the selected day and only restaurants serving lunch then', async () => {
    const monday = await list('city=Helsingborg&selectedDay=Monday&limit=50');
    expect(monday.data.flatMap((r) => r.lunch_menus).length).toBeGreaterThan(0);
    for (const r of monday.data) for (const m of r.lunch_menus) expect(m.validFrom <= monday.date && m.validTo >= monday.date).toBe(true);
    const sunday = await walkAll('city=Stockholm&selectedDay=Sunday');
    const mondayAll = await walkAll('city=Stockholm&selectedDay=Monday');
    expect(sunday.length).toBeLessThan(mondayAll.length);
    expect(sunday.length).toBeGreaterThan(0);
    for (const r of sunday) expect(r.lunch_hours.some((s) => s.days.includes('Sunday'))).toBe(true);
  });

  it('returns an empty page, not an error, when nothing matches', async () => {
    const body = await list('city=Malmö&search=zzzzqqqq');
    expect(body).toMatchObject({ data: [], pagination: { hasMore: false, total: 0 } });
  });

  it('names the other days of the week serving a searched dish that the chosen day does not have', async () => {
    const found = await findDishMissingOn('Wednesday');
    expect(found, 'some dish of the demo week is served on other days but not on Wednesday').not.toBeNull();
    const { city, term } = found!;
    const chosen = await list(`city=${encodeURIComponent(city)}&selectedDay=Wednesday&search=${encodeURIComponent(term)}`);
    expect(chosen.pagination.total).toBe(0);
    // otherDays names exactly the days whose own list for the search is not empty, in week order.
    const expected: Weekday[] = [];
    for (const day of WEEKDAYS) {
      if (day === 'Wednesday') continue;
      const body = await list(`city=${encodeURIComponent(city)}&selectedDay=${day}&search=${encodeURIComponent(term)}`);
      if (body.pagination.total > 0) expected.push(day);
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(chosen.otherDays).toEqual(expected);
    // The same on a later page.
    const later = await list(`city=${encodeURIComponent(city)}&selectedDay=Wednesday&search=${encodeURIComponent(term)}&page=2&limit=5`);
    expect(later.otherDays).toEqual(expected);
  });

  it('adds otherDays only to a search that finds nothing', async () => {
    expect((await list('city=Malmö&selectedDay=Monday&search=zzzzqqqq')).otherDays).toEqual([]);
    const plain = await list('city=Malmö&selectedDay=Monday');
    expect(plain.data.length).toBeGreaterThan(0);
    expect('otherDays' in plain).toBe(false);
    const word = plain.data[0].lunch_menus[0].name.split(/\s+/)[0];
    const found = await list(`city=Malmö&selectedDay=Monday&search=${encodeURIComponent(word)}`);
    expect(found.pagination.total).toBeGreaterThan(0);
    expect('otherDays' in found).toBe(false);
  });

  it.each([
    ['city', ''],
    ['city', 'city=Atlantis'],
    ['page', 'city=Malmö&page=0'],
    ['page', 'city=Malmö&page=-1'],
    ['limit', 'city=Malmö&limit=0'],
    ['limit', 'city=Malmö&limit=10000'],
    ['price', 'city=Malmö&price=abc'],
    ['selectedDay', 'city=Malmö&selectedDay=Funday'],
    ['search', `city=Malmö&search=${'a'.repeat(5000)}`],
    ['cuisines', 'city=Malmö&cuisines=Marsiansk'],
  ])('answers 400 naming %s (case %#)', async (parameter, query) => {
    const { status, body, headers } = await getJson<{ error: string; message: string; parameter: string }>(`/api/restaurants?${query}`);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.error).toBe('bad_request');
    expect(body.parameter).toBe(parameter);
    expect(body.message).toContain(parameter);
  });
});

describe('GET /api/restaurants/{id}', () => {
  it('returns the restaurant', async () => {
    const { data } = await list('city=Lund');
    const { status, body } = await getJson<RestaurantListItem>(`/api/restaurants/${data[0].id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: data[0].id, name: data[0].name, location: { city: 'Lund' } });
    expect(Object.keys(body).some((k) => k.startsWith('_') && k !== '_id')).toBe(false);
  });

  it('answers a JSON 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await getJson<{ error: string }>('/api/restaurants/no-such-restaurant');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    const bad = await getJson<{ error: string }>(`/api/restaurants/${encodeURIComponent('a'.repeat(80))}`);
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/serveImage', () => {
  it('serves a menu image as cacheable WebP', async () => {
    const { data } = await list('city=Malmö&selectedDay=Monday');
    const url = data.flatMap((r) => r.lunch_menus).find((m) => m.imageUrl)!.imageUrl!;
    const res = await fetch(`${baseUrl}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const again = await fetch(`${baseUrl}${url}`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it.each(['../secret.webp', 'abc.webp', 'a_b.png', 'a_b.webp/../../x', '', 'a b_c.webp'])('refuses the name %j with 400', async (name) => {
    const res = await fetch(`${baseUrl}/api/serveImage?imageName=${encodeURIComponent(name)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('bad_request');
  });

  it('answers 404 for a well-formed name without an image', async () => {
    const res = await fetch(`${baseUrl}/api/serveImage?imageName=nobody_m1.webp`);
    expect(res.status).toBe(404);
  });
});

describe('the host', () => {
  it('reports health of Cosmos DB and storage', async () => {
    const { status, body } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', cosmos: 'ok', storage: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, never the app', async () => {
    const { status, body, headers } = await getJson<{ error: string }>('/api/does-not-exist');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.error).toBe('not_found');
  });

  it('answers a wrong method with 405', async () => {
    const res = await fetch(`${baseUrl}/api/restaurants`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });

  it('serves the app for client routes, with the global headers', async () => {
    for (const path of ['/', '/lunch-list?city=Malm%C3%B6', '/restaurant/x', '/some/unknown/page']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('does not fall back to the app for missing files', async () => {
    const res = await fetch(`${baseUrl}/assets/missing.js`);
    expect(res.status).toBe(404);
  });
});
