import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/**
 * What visitors get from the public API: only the public fields, and no restaurant that still waits
 * for an admin's review. Writes stay in Uppsala, on a restaurant this file makes and deletes.
 */
const baseUrl = inject('baseUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'admin-login.json'), 'utf8')) as { username: string; password: string };
let admin: ApiClient;
const made: string[] = [];

/** Every key a public restaurant may have (spec section 3, and the freshness fields the pages show). */
const RESTAURANT_KEYS = [
  'id', '_id', 'name', 'city', 'location', 'contact', 'cuisines', 'dietaryOptions', 'lunch_includes', 'tags', 'fallback_price',
  'lunch_hours', 'lunch_menus', 'rating', 'reviewCount', 'images', 'features', 'updatedAt',
];
/** ... and what the list adds to each item. */
const LIST_ITEM_KEYS = [...RESTAURANT_KEYS, 'distance', 'distanceFrom', 'menuFreshness'];
const LOCATION_KEYS = ['address', 'street', 'city', 'coordinates'];
const CONTACT_KEYS = ['phone', 'website'];
const MENU_KEYS = ['_id', 'name', 'description', 'price', 'tags', 'allergies', 'imageUrl', 'imageAiGenerated', 'validFrom', 'validTo', 'updatedAt', 'sourceUrl'];
const INTERNAL_FIELDS = ['extra_prompt', 'selectorType', 'pdf_location_in_page', 'AIResponse', 'ManualScraping', 'NEW', 'lunch_link', 'menuUpdateUrl', 'scrapingTime', 'lunch_format', 'rank'];

type Json = Record<string, unknown>;

function expectOnlyPublicKeys(restaurant: Json, allowed: string[]) {
  expect(Object.keys(restaurant).filter((k) => !allowed.includes(k)), `restaurant ${String(restaurant.id)}`).toEqual([]);
  expect(Object.keys(restaurant.location as Json).filter((k) => !LOCATION_KEYS.includes(k))).toEqual([]);
  expect(Object.keys(restaurant.contact as Json).filter((k) => !CONTACT_KEYS.includes(k))).toEqual([]);
  const menus = restaurant.lunch_menus as Json[];
  for (const menu of menus) expect(Object.keys(menu).filter((k) => !MENU_KEYS.includes(k)), `menu ${String(menu._id)}`).toEqual([]);
}

const getJson = async (url: string) => {
  const res = await fetch(`${baseUrl}${url}`);
  return { status: res.status, json: (await res.json()) as Json };
};
const publicList = async (query: string) => {
  const { status, json } = await getJson(`/api/restaurants?${query}`);
  expect(status).toBe(200);
  return json as { data: Json[]; pagination: { total: number } };
};

async function insertRestaurant(name: string): Promise<string> {
  const created = await admin.call('POST', '/api/admin/insert-restaurant', {
    name,
    location: { city: 'Uppsala', address: `${name}gatan 3`, coordinates: [17.64, 59.86] },
    contact: { phone: '018-11 22 33', website: 'https://example.se/lunch' },
    rating: 4.1,
    reviews: 12,
    gMaps_place_id: '',
  });
  expect(created.status).toBe(201);
  made.push(created.json.restaurant.id);
  return created.json.restaurant.id as string;
}
const patch = async (id: string, field: string, value: unknown) => expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field, value })).status, field).toBe(200);

beforeAll(async () => {
  admin = new ApiClient(baseUrl, { fromAddress: '127.0.6.17' });
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
});

afterAll(async () => {
  for (const id of made) await admin.call('DELETE', `/api/admin/restaurants/${id}`);
});

describe('the public view of a restaurant', () => {
  it('holds only public fields in the list and on the detail, also when internal fields are set', async () => {
    const id = await insertRestaurant('Vykrogen Allowlist');
    await patch(id, 'NEW', false);
    await patch(id, 'extra_prompt', 'Look for the lunch table');
    await patch(id, 'selectorType', '#lunch');
    await patch(id, 'pdf_location_in_page', 'first PDF');
    await patch(id, 'lunch_link', 'https://example.se/lunch');
    await patch(id, 'menuUpdateUrl', 'https://example.se/update');
    await patch(id, 'ManualScraping', true);
    await patch(id, 'lunch_format', 'HTML');
    await patch(id, 'contact.email', 'kock@example.se');
    const today = new Date().toISOString().slice(0, 10);
    const created = await admin.call('POST', `/api/admin/restaurants/${id}/menus`, {
      name: 'Kålpudding', description: 'med lingon', price: 119, allergies: ['Mjölk'], availability: ['hela veckan'], validFrom: today, validTo: today,
    });
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
    // The admin still sees every field.
    const adminView = (await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent('Vykrogen Allowlist')}&city=Uppsala`)).json.restaurants[0];
    expect(adminView).toMatchObject({ extra_prompt: 'Look for the lunch table', selectorType: '#lunch', ManualScraping: true });

    const detail = await getJson(`/api/restaurants/${id}`);
    expect(detail.status).toBe(200);
    expectOnlyPublicKeys(detail.json, RESTAURANT_KEYS);
    for (const field of INTERNAL_FIELDS) expect(detail.json, field).not.toHaveProperty(field);
    expect((detail.json.contact as Json).email).toBeUndefined();
    expect(detail.json).toMatchObject({ name: 'Vykrogen Allowlist', contact: { phone: '018-11 22 33', website: 'https://example.se/lunch' } });
    expect((detail.json.lunch_menus as Json[]).map((m) => m.name)).toContain('Kålpudding');

    const found = await publicList(`city=Uppsala&search=${encodeURIComponent('Vykrogen Allowlist')}`);
    expect(found.data.map((r) => r.id)).toEqual([id]);
    expectOnlyPublicKeys(found.data[0], LIST_ITEM_KEYS);
  });

  it('holds only public fields for every restaurant of a city list', async () => {
    const { data } = await publicList('city=Stockholm&limit=50');
    expect(data.length).toBeGreaterThan(10);
    for (const restaurant of data) expectOnlyPublicKeys(restaurant, LIST_ITEM_KEYS);
    expect(data.flatMap((r) => r.lunch_menus as Json[]).length).toBeGreaterThan(0);
  });
});

describe('restaurants waiting for review (NEW)', () => {
  it('are not public until an admin marks them processed', async () => {
    const id = await insertRestaurant('Granskakrogen Ny');
    const search = `city=Uppsala&search=${encodeURIComponent('Granskakrogen Ny')}`;
    // The admin sees it among new restaurants ...
    const fresh = await admin.call('GET', '/api/admin/restaurants/new');
    expect(fresh.json.restaurants.map((r: { id: string }) => r.id)).toContain(id);
    // ... visitors do not.
    expect((await publicList(search)).data).toEqual([]);
    expect((await getJson(`/api/restaurants/${id}`)).status).toBe(404);

    await patch(id, 'NEW', false);
    expect((await publicList(search)).data.map((r) => r.id)).toEqual([id]);
    expect((await getJson(`/api/restaurants/${id}`)).status).toBe(200);
  });

  it('includes none of the demo restaurants waiting for review', async () => {
    const fresh = await admin.call('GET', '/api/admin/restaurants/new');
    const waiting = (fresh.json.restaurants as { id: string; city: string; NEW: boolean }[]).filter((r) => r.NEW && !made.includes(r.id));
    expect(waiting.length).toBeGreaterThan(5); // the demo data has restaurants waiting in several cities
    for (const r of waiting) expect((await getJson(`/api/restaurants/${r.id}`)).status, r.id).toBe(404);
    for (const city of new Set(waiting.map((r) => r.city))) {
      const listed = new Set<string>();
      for (let page = 1; ; page++) {
        const body = (await publicList(`city=${encodeURIComponent(city)}&page=${page}&limit=50`)) as { data: Json[]; pagination: { total: number; hasMore?: boolean } };
        body.data.forEach((r) => listed.add(String(r.id)));
        if (!(body.pagination as { hasMore?: boolean }).hasMore) break;
      }
      expect(listed.size).toBeGreaterThan(0);
      for (const r of waiting.filter((w) => w.city === city)) expect(listed.has(r.id), `${r.id} in ${city}`).toBe(false);
    }
  });
});
