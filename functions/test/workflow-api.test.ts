import fs from 'node:fs';
import path from 'node:path';
import { isoWeekOf, menuFreshness, todayIn, type LogEntry, type WorkflowStatus } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { lunchPageHtml, lunchPdf, pointCityAt, stackHandles, waitFor, type StackHandles } from './support/workflow-fixtures';

/**
 * The queue-driven workflow over HTTP on the shared stack (timers off): a city workflow against local
 * lunch pages ends with fresh menus, images in blob storage and rank updates; a second run (every
 * message duplicated) changes nothing; logs filter; client errors are rate- and size-limited.
 * Writes stay in Jönköping, a city no other test lists. Status and clear, poison and crashes run on
 * stacks of their own (workflow-queues.test.ts), so clearing a queue never touches another test's work.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };
const CITY = 'Jönköping';
const week = isoWeekOf(todayIn()).week;

let admin: ApiClient;
let handles: StackHandles;
let ids: string[];

type Menu = { _id: string; name: string; harvested?: boolean; imageUrl?: string; imageAiGenerated?: boolean; validFrom: string; validTo: string };
const restaurant = async (id: string) => (await new ApiClient(baseUrl).call('GET', `/api/restaurants/${id}`)).json as { rank: number; lunch_menus: Menu[] };
const stored = async (id: string) => (await handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] }).fetchAll()).resources[0];

async function queuesEmpty(): Promise<boolean> {
  const status = (await admin.call('GET', '/api/admin/workflow/status')).json as WorkflowStatus;
  return (['fast', 'slow', 'imggen', 'rank'] as const).every((key) => status[key].active + status[key].scheduled === 0);
}

/** Our restaurants' harvests and their follow-ups are done: every harvested menu linked to its image, every rank written (a hand-set one is left alone). */
async function settled(harvestedIds: string[]) {
  const docs = await Promise.all(harvestedIds.map(stored));
  return docs.every((d) => d.lunch_menus.some((m: Menu) => m.harvested) && d.lunch_menus.every((m: Menu) => !m.harvested || m.imageUrl) && (d.rankedAt || d.rankSource === 'manual'));
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  handles = stackHandles(dataDir);
  const page = (name: string, content: string | Uint8Array) => {
    fs.writeFileSync(path.join(pagesDir, name), content);
    return `${pagesUrl}/${name}`;
  };
  ids = await pointCityAt(handles.restaurants, CITY, [
    { url: page('jkpg-1.html', lunchPageHtml(week, 1)), format: 'HTML' },
    { url: page('jkpg-2.html', lunchPageHtml(week, 2)), format: 'HTML' },
    { url: page('jkpg-3.html', lunchPageHtml(week, 3)), format: 'HTML' },
    { url: page('jkpg-4.pdf', await lunchPdf(week, 4)), format: 'PDF_1' },
    { url: page('jkpg-5.html', lunchPageHtml(week, 5)), format: 'HTML', manual: true },
    { url: `${pagesUrl}/jkpg-missing.html`, format: 'HTML' },
  ]);
});

describe('POST /api/admin/workflow/trigger', () => {
  it('is admin only and checks the city', async () => {
    expect((await new ApiClient(baseUrl).call('POST', '/api/admin/workflow/trigger', { city: CITY })).status).toBe(401);
    const bad = await admin.call('POST', '/api/admin/workflow/trigger', { city: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/city must be one of/);
  });

  it('harvests the city: fresh menus, images in blob storage, rank updates; a hand-set rank stays', async () => {
    const [a, b, c, pdf, manual, missing] = ids;
    expect((await admin.call('PATCH', `/api/admin/restaurants/${c}`, { field: 'rank', value: 17 })).status).toBe(200);

    const res = await admin.call('POST', '/api/admin/workflow/trigger', { city: CITY });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, city: CITY, queued: { fast: 4, slow: 1 }, restaurantsQueued: 5, skippedManual: 1 });

    await waitFor(() => settled([a, b, c, pdf]), Boolean, 'the workflow to finish', 90_000, 500);
    for (const id of [a, b, c, pdf]) {
      // The harvest mark is stored, not public: read the document; the public view must show the same dishes.
      const doc = await stored(id);
      const harvested = (doc.lunch_menus as Menu[]).filter((m) => m.harvested);
      if (doc.NEW !== true) expect((await restaurant(id)).lunch_menus.map((m) => m._id)).toEqual(expect.arrayContaining(harvested.map((m) => m._id)));
      expect(harvested.length, id).toBe(5);
      expect(menuFreshness(harvested, todayIn()).currentWeek).toBe(true);
      for (const m of harvested) {
        expect(m.imageUrl).toBe(`/api/serveImage?imageName=${encodeURIComponent(`${id}_${m._id}.webp`)}`);
        expect(m.imageAiGenerated).toBeUndefined(); // no image model configured: the illustration, not labelled AI
      }
      const image = await fetch(`${baseUrl}${harvested[0].imageUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    for (const id of [a, b, pdf]) expect(await stored(id)).toMatchObject({ rankSource: 'rule' });
    expect(await stored(c)).toMatchObject({ rank: 17, rankSource: 'manual' });
    // The manual-scraping restaurant was left out.
    expect((await stored(manual)).lunch_menus.some((m: Menu) => m.harvested)).toBe(false);

    // The page that is not there: ACCESS_ERROR, recorded by the error worker with restaurant, step and reason.
    const failure = await waitFor(
      async () => ((await admin.call('GET', '/api/admin/logs?type=error&limit=200')).json.logs as LogEntry[]).find((l) => l.context?.restaurantId === missing),
      Boolean,
      'the fetch failure in the logs',
    );
    expect(failure).toMatchObject({ level: 'warn', service: 'harvest-fast', context: { step: 'fetch', restaurantId: missing } });
    expect(String(failure!.context!.reason)).toMatch(/404|http/i);
  }, 150_000);

  it('a second run (every message duplicated) changes nothing', async () => {
    const snapshot = async () =>
      Promise.all(ids.slice(0, 4).map(async (id) => {
        const doc = await stored(id);
        return { rank: doc.rank, rankSource: doc.rankSource, menus: doc.lunch_menus.map((m: Menu) => ({ id: m._id, name: m.name, imageUrl: m.imageUrl, validFrom: m.validFrom })) };
      }));
    const before = await snapshot();
    const imagesBefore = await Promise.all(ids.slice(0, 4).map(async (id) => (await stored(id)).lunch_menus.length));
    // Done when the harvests ran again (AIResponse is rewritten, updatedAt moves) and the queues are quiet.
    const started = new Date().toISOString();
    expect((await admin.call('POST', '/api/admin/workflow/trigger', { city: CITY })).json.restaurantsQueued).toBe(5);
    await waitFor(async () => (await Promise.all(ids.slice(0, 4).map(stored))).every((d) => d.updatedAt >= started), Boolean, 'the second harvests', 90_000, 500);
    // A harvest message leaves its queue only after its image and rank messages are sent, and those
    // leave theirs once worked: with all four queues empty, everything the second run sent has run.
    await waitFor(queuesEmpty, Boolean, 'the harvest, image and rank queues to empty', 90_000, 250);
    expect(await snapshot()).toEqual(before);
    expect(await Promise.all(ids.slice(0, 4).map(async (id) => (await stored(id)).lunch_menus.length))).toEqual(imagesBefore);
  }, 150_000);
});

describe('GET /api/admin/logs', () => {
  it('is admin only, newest first, filtered by level and type, paged', async () => {
    expect((await new ApiClient(baseUrl).call('GET', '/api/admin/logs')).status).toBe(401);
    const system = await admin.call('GET', '/api/admin/logs?type=system&limit=200');
    expect(system.status).toBe(200);
    const logs = system.json.logs as LogEntry[];
    expect(logs.every((l) => l.type === 'system')).toBe(true);
    expect(logs.some((l) => l.message.startsWith('Workflow triggered') && l.message.includes(CITY))).toBe(true);
    const times = logs.map((l) => l.timestamp);
    expect([...times].sort().reverse()).toEqual(times);

    const warn = (await admin.call('GET', '/api/admin/logs?level=warn&limit=200')).json.logs as LogEntry[];
    expect(warn.length).toBeGreaterThan(0);
    expect(warn.every((l) => l.level === 'warn')).toBe(true);

    // Paging by offset: the second entry of a page of two is the one entry at offset 1. Entries keep
    // arriving (each request is logged after it is answered, by the stack's background work too), so
    // the pair counts when the newest system entry stayed the same from before it to after it.
    let paged = false;
    for (let attempt = 0; attempt < 20 && !paged; attempt++) {
      const two = await admin.call('GET', '/api/admin/logs?type=system&limit=2');
      const atOffsetOne = await admin.call('GET', '/api/admin/logs?type=system&limit=1&offset=1');
      const after = await admin.call('GET', '/api/admin/logs?type=system&limit=1');
      if (after.json.logs[0].id !== two.json.logs[0].id) continue;
      expect(two.json.logs).toHaveLength(2);
      expect(atOffsetOne.json.logs.map((l: LogEntry) => l.id)).toEqual([two.json.logs[1].id]);
      expect(after.json.hasMore).toBe(true);
      paged = true;
    }
    expect(paged, 'a pair of pages read while no system entry was written').toBe(true);
    expect((await admin.call('GET', '/api/admin/logs?level=loud')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/logs?limit=500')).status).toBe(400);
  });

  it('records API errors from the request pipeline with endpoint, status code and duration', async () => {
    await admin.call('GET', '/api/admin/logs?type=nonsense');
    const entry = await waitFor(
      async () => ((await admin.call('GET', '/api/admin/logs?type=api_error&limit=50')).json.logs as LogEntry[]).find((l) => l.endpoint === 'GET /api/admin/logs' && l.statusCode === 400),
      Boolean,
      'the api_error entry',
      10_000,
    );
    expect(entry).toMatchObject({ level: 'warn', service: 'api' });
    expect(typeof entry!.duration).toBe('number');
  });
});

describe('POST /api/client-errors', () => {
  it('stores a report without personal data, limits size and rate per client address', async () => {
    const client = new ApiClient(baseUrl, { fromAddress: '127.0.0.91' });
    const ok = await client.call('POST', '/api/client-errors', {
      message: 'TypeError: x is undefined (mail anna@example.se)',
      stack: 'at render (https://lunchkoll.se/assets/app.js?token=secret:1:2)',
      path: '/admin/workflow?city=Jönköping',
    });
    expect(ok.status).toBe(204);
    const logged = await waitFor(
      async () => ((await admin.call('GET', '/api/admin/logs?type=client_error&limit=50')).json.logs as LogEntry[]).find((l) => l.message.startsWith('TypeError: x is undefined')),
      Boolean,
      'the client error entry',
      10_000,
    );
    expect(logged).toMatchObject({ level: 'error', service: 'web', endpoint: '/admin/workflow' });
    expect(JSON.stringify(logged)).not.toMatch(/anna@example\.se|token=secret|127\.0\.0\.91/);

    expect((await client.call('POST', '/api/client-errors', { message: '' })).status).toBe(400);
    expect((await client.call('POST', '/api/client-errors', { message: 'x', stack: 'y'.repeat(30_000) })).status).toBe(413);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.call('POST', '/api/client-errors', { message: `burst ${i}` })).status);
    expect(statuses).toContain(429);
    // Another address is not limited by the first one's burst.
    expect((await new ApiClient(baseUrl, { fromAddress: '127.0.0.92' }).call('POST', '/api/client-errors', { message: 'other client' })).status).toBe(204);
  });
});
