import fs from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/** The admin restaurant calls over HTTP on the shared stack. Writes stay in Borås, Gävle and Umeå. */
const baseUrl = inject('baseUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'admin-login.json'), 'utf8')) as { username: string; password: string };
let admin: ApiClient;

beforeAll(async () => {
  admin = new ApiClient(baseUrl, { fromAddress: '127.0.6.1' });
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
});

const list = async (query: string) => {
  const res = await admin.call('GET', `/api/admin/restaurants?${query}`);
  expect(res.status, query).toBe(200);
  return res.json as { restaurants: { id: string; name: string; city: string; scrapingTime?: string; tags: string[]; location: { city: string; address: string; coordinates: number[] } }[]; pagination: { page: number; limit: number; total: number; hasMore: boolean } };
};
const publicIds = async (city: string) =>
  ((await (await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(city)}&limit=50`)).json()) as { data: { id: string }[] }).data.map((r) => r.id);

describe('GET /api/admin/restaurants', () => {
  it('pages through every restaurant once, ordered by name', async () => {
    const first = await list('limit=100');
    expect(first.pagination).toMatchObject({ page: 1, limit: 100, hasMore: true });
    expect(first.pagination.total).toBeGreaterThan(250);
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      const body = await list(`limit=100&page=${page}`);
      for (const r of body.restaurants) {
        expect(seen.has(r.id), r.id).toBe(false);
        seen.add(r.id);
      }
      if (!body.pagination.hasMore) break;
    }
    expect(seen.size).toBe(first.pagination.total);
    const names = first.restaurants.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true }).compare));
  });

  it('searches names ignoring case and accents, and honours limit', async () => {
    const withAccent = (await list('limit=200')).restaurants.find((r) => /[åäöé]/i.test(r.name))!;
    const word = withAccent.name.split(/\s+/).find((w) => /[åäöé]/i.test(w))!;
    const found = await list(`search=${encodeURIComponent(foldForSearch(word).toUpperCase())}&limit=200`);
    expect(found.restaurants.map((r) => r.id)).toContain(withAccent.id);
    for (const r of found.restaurants) expect(foldForSearch(r.name)).toContain(foldForSearch(word));
    expect((await list(`search=${encodeURIComponent(withAccent.name)}&limit=1`)).restaurants).toHaveLength(1);
  });

  it('filters by city substring, scraping time, manual scraping and a property present or missing', async () => {
    const malmo = await list('city=MALM&limit=200');
    expect(malmo.pagination.total).toBeGreaterThan(0);
    for (const r of malmo.restaurants) expect(r.city).toBe('Malmö');
    const evening = await list('scrapingTime=EVENING&limit=200');
    expect(evening.restaurants.length).toBeGreaterThan(0);
    for (const r of evening.restaurants) expect(r.scrapingTime).toBe('EVENING');
    const morning = await list('scrapingTime=MORNING&limit=1');
    expect(evening.pagination.total + morning.pagination.total).toBe((await list('limit=1')).pagination.total);
    const manual = await list('manualScraping=true&limit=1');
    const notManual = await list('manualScraping=false&limit=1');
    expect(manual.pagination.total + notManual.pagination.total).toBe((await list('limit=1')).pagination.total);
    const tagged = await list('property=tags&propertyState=has&limit=200');
    for (const r of tagged.restaurants) expect(r.tags.length).toBeGreaterThan(0);
    const untagged = await list('property=tags&propertyState=missing&limit=1');
    expect(tagged.pagination.total + untagged.pagination.total).toBe((await list('limit=1')).pagination.total);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['page=0', 'page'],
    ['property=constructor', 'property'],
    ['property=password', 'property'],
    ['propertyState=maybe', 'propertyState'],
    ['scrapingTime=NOON', 'scrapingTime'],
    ['manualScraping=yes', 'manualScraping'],
  ])('answers %s with a 400 naming the parameter', async (query, parameter) => {
    const res = await admin.call('GET', `/api/admin/restaurants?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'bad_request', parameter });
    expect(res.json.message).toContain(parameter);
  });
});

describe('maps import', () => {
  const extract = (url: unknown) => admin.call('POST', '/api/admin/extract-gmaps-data', { url });

  it.each([
    ['a place URL with @lat,lng,zoom', 'https://www.google.com/maps/place/Kaffekoppen+G%C3%A4vle/@60.6749,17.1413,17z', { name: 'Kaffekoppen Gävle', location: { city: 'Gävle', coordinates: [17.1413, 60.6749] } }],
    ['a place URL with !3d..!4d.. data', 'https://www.google.se/maps/place/Sj%C3%B6boden/@60.67,17.14,15z/data=!3m1!4b1!4m6!3m5!1s0x4660c7f4:0x9a3b2c1d!8m2!3d60.6755!4d17.1499', { name: 'Sjöboden', location: { coordinates: [17.1499, 60.6755] }, gMaps_place_id: String(BigInt('0x9a3b2c1d')) }],
    ['a place_id query', 'https://www.google.com/maps/place/?q=place_id:ChIJabcdefghij123', { gMaps_place_id: 'ChIJabcdefghij123' }],
    ['a query_place_id search', 'https://www.google.com/maps/search/?api=1&query=Lunchhaket&query_place_id=ChIJzyxwvutsr987', { name: 'Lunchhaket', gMaps_place_id: 'ChIJzyxwvutsr987' }],
    ['a cid', 'https://maps.google.com/?cid=10281119596374313554', { gMaps_place_id: '10281119596374313554' }],
    ['a search URL', 'https://www.google.com/maps/search/sushi+ume%C3%A5/@63.8258,20.263,14z', { name: 'sushi umeå', location: { city: 'Umeå' } }],
  ])('reads %s without any network call', async (_what, url, expected) => {
    const res = await extract(url);
    expect(res.status).toBe(200);
    expect(res.json.restaurant).toMatchObject(expected);
    expect(res.json.missingFields).toContain('contact.phone'); // no places provider configured here
    expect(res.json.message).toContain('no places provider configured');
  });

  it.each([
    ['a maps.app.goo.gl short link (no provider)', 'https://maps.app.goo.gl/AbCdEf123456', 'Short links'],
    ['a non-maps URL', 'https://www.example.se/lunch', 'Not a Google Maps URL'],
    ['an empty URL', '', 'Please enter a Google Maps URL'],
    ['no URL at all', undefined, 'Please enter a Google Maps URL'],
  ])('refuses %s with a clear 400', async (_what, url, message) => {
    const res = await admin.call('POST', '/api/admin/extract-gmaps-data', url === undefined ? {} : { url });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it('inserts a restaurant marked NEW, refuses the same place twice, and lists it among new restaurants', async () => {
    const place = {
      name: 'Testkrogen Brynäs',
      location: { city: 'gävle', address: 'Brynäsgatan 1', coordinates: [17.16, 60.66] },
      contact: { phone: '026-12 34 56', website: 'https://testkrogen.example.se/lunch' },
      rating: 4.4,
      reviews: 87,
      gMaps_place_id: 'ChIJtestkrogen0001',
    };
    const created = await admin.call('POST', '/api/admin/insert-restaurant', place);
    expect(created.status).toBe(201);
    expect(created.json.restaurant).toMatchObject({ name: 'Testkrogen Brynäs', city: 'Gävle', NEW: true, gMaps_place_id: 'ChIJtestkrogen0001' });
    const id = created.json.restaurant.id as string;
    expect((await admin.call('POST', '/api/admin/insert-restaurant', place)).status).toBe(409); // same place id
    const sameNameAndAddress = { ...place, name: 'TESTKROGEN BRYNAS', gMaps_place_id: '' };
    const dup = await admin.call('POST', '/api/admin/insert-restaurant', sameNameAndAddress);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toContain(id);

    const fresh = await admin.call('GET', '/api/admin/restaurants/new');
    expect(fresh.status).toBe(200);
    const mine = fresh.json.restaurants.find((r: { id: string }) => r.id === id);
    expect(mine.NEW).toBe(true);
    expect(mine.lunch_link).toBeUndefined();
    const { counts } = fresh.json;
    expect(counts.total).toBe(fresh.json.restaurants.length);
    expect(counts.city['Gävle']).toBeGreaterThanOrEqual(1);
    expect(counts.lunchLink.missing + counts.lunchLink.social + counts.lunchLink.proper).toBe(counts.total);
    expect(counts.validation['not-checked']).toBeGreaterThanOrEqual(1);
    expect(counts.aiResponse.null).toBeGreaterThanOrEqual(1);

    // Reviewed: NEW false takes it off the list.
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'NEW', value: false })).status).toBe(200);
    const after = await admin.call('GET', '/api/admin/restaurants/new');
    expect(after.json.restaurants.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it.each([
    ['a city the service does not cover', { location: { city: 'Kiruna', address: '', coordinates: [20.2, 67.8] } }, 'location.city'],
    ['no coordinates', { location: { city: 'Gävle', address: 'X 1' } }, 'location.coordinates'],
    ['no name', { name: '' }, 'name'],
    ['a rating over 5', { rating: 7 }, 'rating'],
    ['a javascript: website', { contact: { phone: '', website: 'javascript:alert(1)' } }, 'website'],
  ])('refuses an insert with %s (400 naming the field, nothing written)', async (_what, change, field) => {
    const body = { name: 'Felkrogen', location: { city: 'Gävle', address: 'Felgatan 9', coordinates: [17.1, 60.6] }, contact: { phone: '', website: '' }, rating: null, reviews: null, gMaps_place_id: '', ...change };
    const before = (await list('search=Felkrogen')).pagination.total;
    const res = await admin.call('POST', '/api/admin/insert-restaurant', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(field);
    expect((await list('search=Felkrogen')).pagination.total).toBe(before);
  });
});

describe('location, delete and restore', () => {
  it('edits the address and coordinates, and moves a restaurant to another city', async () => {
    const [id] = await publicIds('Borås');
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.address', value: 'Allégatan 5' })).json.restaurant.location.address).toBe('Allégatan 5');
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.coordinates', value: [12.94, 57.72] })).json.restaurant.location.coordinates).toEqual([12.94, 57.72]);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.coordinates', value: [57.72] })).status).toBe(400);
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'Atlantis' })).status).toBe(400);

    const moved = await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'umeå' });
    expect(moved.status).toBe(200);
    expect(moved.json.restaurant).toMatchObject({ city: 'Umeå', location: { city: 'Umeå', address: 'Allégatan 5' } });
    expect(await publicIds('Umeå')).toContain(id);
    expect(await publicIds('Borås')).not.toContain(id);
    expect(((await (await fetch(`${baseUrl}/api/restaurants/${id}`)).json()) as { city: string }).city).toBe('Umeå');
    expect((await list(`search=${encodeURIComponent(moved.json.restaurant.name)}&limit=50`)).restaurants.filter((r) => r.id === id)).toHaveLength(1);
    // And back, so the city lists other tests read look as seeded.
    expect((await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field: 'location.city', value: 'Borås' })).status).toBe(200);
    expect(await publicIds('Borås')).toContain(id);
  });

  it('deletes a restaurant into a store it can be restored from', async () => {
    const ids = await publicIds('Gävle');
    const id = ids[ids.length - 1];
    const deleted = await admin.call('DELETE', `/api/admin/restaurants/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Restaurant deleted successfully');
    expect((await fetch(`${baseUrl}/api/restaurants/${id}`)).status).toBe(404);
    expect(await publicIds('Gävle')).not.toContain(id);
    expect((await admin.call('DELETE', `/api/admin/restaurants/${id}`)).status).toBe(404);

    const trash = await admin.call('GET', '/api/admin/restaurants/deleted');
    expect(trash.json.restaurants.find((r: { id: string }) => r.id === id)).toMatchObject({ city: 'Gävle', deletedBy: adminLogin.username });

    const restored = await admin.call('POST', `/api/admin/restaurants/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(await publicIds('Gävle')).toContain(id);
    expect((await admin.call('POST', `/api/admin/restaurants/${id}/restore`)).status).toBe(404);
    expect((await admin.call('GET', '/api/admin/restaurants/deleted')).json.restaurants.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await admin.call('DELETE', '/api/admin/restaurants/no-such-restaurant')).status).toBe(404);
    expect((await admin.call('DELETE', '/api/admin/restaurants/bad%20id!')).status).toBe(400);
    expect((await admin.call('POST', '/api/admin/restaurants/no-such-restaurant/restore')).status).toBe(404);
  });
});
