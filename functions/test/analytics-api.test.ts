
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Container } from '@azure/cosmos';
import type { AnalyticsSummary } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { stackHandles } from './support/workflow-fixtures';
import { userCliOrThrow } from './support/user-cli';

/**
 * First-party analytics over HTTP on the shared stack: the public events endpoint (validation, size,
 * rate limit per address, nothing personal stored) and the admin summary. Counts go to Västerås, a city
 * no other test sends events for; each test is a client address of its own (127.0.0.1xx).
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };
const CITY = 'Västerås';

let admin: ApiClient;
let counts: Container;
let restaurant: { id: string; name: string };

const post = (client: ApiClient, events: unknown[]) => client.call('POST', '/api/analytics/events', { events });
const summary = async () => (await admin.call('GET', `/api/admin/analytics/summary?city=${encodeURIComponent(CITY)}`)).json as AnalyticsSummary;

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const handles = stackHandles(dataDir);
  counts = handles.restaurants.database.container('analyticsCounts');
  const { resources } = await handles.restaurants.items
    .query<{ id: string; name: string }>({ query: 'SELECT TOP 1 c.id, c.name FROM c WHERE c.city = @city', parameters: [{ name: '@city', value: CITY }] }, { partitionKey: CITY })
    .fetchAll();
  expect(resources.length, `a seeded restaurant in ${CITY}`).toBe(1);
  restaurant = resources[0];
});

describe('POST /api/analytics/events', () => {
  it('counts a batch as daily aggregates and stores nothing personal', async () => {
    const client = new ApiClient(baseUrl, { fromAddress: '127.0.0.111' });
    const before = await summary();
    const res = await post(client, [
      { name: 'search', city: CITY, query: '  Pad THAI  ' },
      { name: 'search', city: 'västerås', query: 'pad thai' },
      { name: 'search', city: CITY, query: 'anna.svensson@example.se' },
      { name: 'search', city: CITY, query: 'ring 070-123 45 67' },
      { name: 'search', city: CITY, query: '19850101-1234' },
      { name: 'restaurant_view', city: CITY, restaurantId: restaurant.id, userId: 'user-42', ip: '10.1.2.3' },
      { name: 'filter_use', city: CITY, filter: 'price', value: '150' },
      { name: 'location_view', city: CITY },
      { name: 'location_view', city: 'Atlantis' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ counted: 5, dropped: 4 });
    expect(res.headers.get('set-cookie')).toBeNull();

    const after = await summary();
    expect(after.totals.search - before.totals.search).toBe(2);
    expect(after.totals.restaurant_view - before.totals.restaurant_view).toBe(1);
    expect(after.totals.filter_use - before.totals.filter_use).toBe(1);
    expect(after.totals.location_view - before.totals.location_view).toBe(1);
    expect(after.topSearches.find((s) => s.key === 'pad thai')?.count).toBe((before.topSearches.find((s) => s.key === 'pad thai')?.count ?? 0) + 2);
    expect(after.topRestaurants.find((r) => r.key === restaurant.id)).toMatchObject({ name: restaurant.name });
    expect(after.topFilters.find((f) => f.key === 'price=150')).toBeTruthy();

    const { resources } = await counts.items.query({ query: 'SELECT * FROM c' }, { partitionKey: CITY }).fetchAll();
    // Cosmos DB's own fields (random etags, resource ids) are left out: an etag once held '070'.
    const stored = JSON.stringify(resources.map((doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_')))));
    expect(resources.length).toBeGreaterThan(0);
    expect(stored).not.toMatch(/anna|example\.se|070|123 45|19850101|user-42|10\.1\.2\.3|127\.0\.0/);
    for (const doc of resources) {
      expect(Object.keys(doc).filter((k) => !k.startsWith('_')).sort()).toEqual(['city', 'count', 'day', 'id', 'key', 'kind']);
    }
  });

  it('refuses unknown event names, bad fields, empty, oversized and overlong batches', async () => {
    const client = new ApiClient(baseUrl, { fromAddress: '127.0.0.112' });
    expect((await post(client, [{ name: 'page_view', city: CITY }])).status).toBe(400);
    expect((await post(client, [{ name: 'search', city: CITY, query: 'x'.repeat(201) }])).status).toBe(400);
    expect((await post(client, [{ name: 'restaurant_view', city: CITY, restaurantId: '../etc/passwd' }])).status).toBe(400);
    expect((await post(client, [{ name: 'filter_use', city: CITY, filter: 'secret', value: 'x' }])).status).toBe(400);
    expect((await post(client, [])).status).toBe(400);
    expect((await post(client, Array(21).fill({ name: 'location_view', city: CITY }))).status).toBe(400);
    expect((await client.call('POST', '/api/analytics/events', '{"events":')).status).toBe(400);
    expect((await client.call('POST', '/api/analytics/events', { events: [{ name: 'search', city: CITY, query: 'x' }], pad: 'y'.repeat(9000) })).status).toBe(413);
    // Another site's page cannot count for us.
    expect((await client.call('POST', '/api/analytics/events', { events: [{ name: 'location_view', city: CITY }] }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('limits the batches per client address per minute', async () => {
    const client = new ApiClient(baseUrl, { fromAddress: '127.0.0.113' });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await post(client, [{ name: 'location_view', city: CITY }])).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const limited = await post(client, [{ name: 'location_view', city: CITY }]);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await post(new ApiClient(baseUrl, { fromAddress: '127.0.0.114' }), [{ name: 'location_view', city: CITY }])).status).toBe(200);
  });
});

describe('GET /api/admin/analytics/summary', () => {
  it('is admin only, needs a known city and covers the last 7 days', async () => {
    expect((await new ApiClient(baseUrl).call('GET', `/api/admin/analytics/summary?city=${CITY}`)).status).toBe(401);
    const plain = { username: `counts-reader-${randomBytes(3).toString('hex')}`, password: 'counts-reader-long-password' };
    userCliOrThrow(dataDir, ['add', plain.username, '--role', 'user', '--first-name', 'Plain', '--password-stdin'], plain.password);
    const user = new ApiClient(baseUrl);
    expect((await user.login(plain.username, plain.password)).status).toBe(200);
    expect((await user.call('GET', `/api/admin/analytics/summary?city=${CITY}`)).status).toBe(403);
    expect((await admin.call('GET', '/api/admin/analytics/summary')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/analytics/summary?city=Atlantis')).status).toBe(400);
    const s = await summary();
    expect(s.city).toBe(CITY);
    expect((Date.parse(s.to) - Date.parse(s.from)) / 86_400_000).toBe(6);
    expect(s.topSearches.length).toBeLessThanOrEqual(10);
  });

  it('leaves counters of days before the window out', async () => {
    const old = { id: 'old-counter-test', city: CITY, day: '2000-01-01', kind: 'search', key: 'gammal sökning', count: 999 };
    await counts.items.upsert(old);
    const s = await summary();
    expect(s.topSearches.find((t) => t.key === 'gammal sökning')).toBeUndefined();
  });
});
