import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_FILTERABLE_FIELD_NAMES, LOG_LEVELS, LOG_TYPES } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/** Every filter value of every admin list answers with its rows, never a 5xx. Reads only. */
const baseUrl = inject('baseUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(inject('dataDir'), 'admin-login.json'), 'utf8')) as { username: string; password: string };
let admin: ApiClient;

beforeAll(async () => {
  admin = new ApiClient(baseUrl, { fromAddress: '127.0.6.19' });
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
});

const total = async (query: string) => {
  const res = await admin.call('GET', `/api/admin/restaurants?limit=1&${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json.pagination.total as number;
};

describe('GET /api/admin/restaurants filters', () => {
  it.each(ADMIN_FILTERABLE_FIELD_NAMES)('property %s: "has" and "missing" split every restaurant between them', async (property) => {
    const all = await total('');
    expect(all).toBeGreaterThan(100);
    const has = await total(`property=${property}&propertyState=has`);
    const missing = await total(`property=${property}&propertyState=missing`);
    expect(has + missing).toBe(all);
  });

  it('finds the demo restaurants waiting for review with property NEW, and every ManualScraping and scraping time value', async () => {
    const all = await total('');
    const newCount = (await admin.call('GET', '/api/admin/restaurants/new')).json.restaurants.length as number;
    expect(newCount).toBeGreaterThan(0);
    expect(await total('property=NEW&propertyState=has')).toBeGreaterThanOrEqual(newCount);
    expect((await total('manualScraping=true')) + (await total('manualScraping=false'))).toBe(all);
    expect(await total('manualScraping=all')).toBe(all);
    expect((await total('scrapingTime=MORNING')) + (await total('scrapingTime=EVENING'))).toBe(all);
  });
});

describe('the other admin lists', () => {
  it.each([...LOG_LEVELS.map((level) => `level=${level}`), ...LOG_TYPES.map((type) => `type=${type}`)])('GET /api/admin/logs?%s answers 200', async (query) => {
    const res = await admin.call('GET', `/api/admin/logs?${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it.each(['/api/admin/restaurants/new', '/api/admin/restaurants/deleted', '/api/admin/weekly-restaurants', '/api/admin/weekly-restaurants?city=Lund', '/api/admin/excel-upload/history'])('GET %s answers 200', async (url) => {
    const res = await admin.call('GET', url);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});
