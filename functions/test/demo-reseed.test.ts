import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, mondayOf, todayIn, type Restaurant, type RestaurantListResponse } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { startStack, type RunningStack } from './support/local-stack';
import { storedRestaurant } from './support/stored-restaurant';

/**
 * The demo seed of a new week swaps in the demo's own menus and nothing else: a menu an admin entered
 * (or a harvest published) on a demo restaurant survives the weekly reseed. The stack is our own (the
 * reseed rewrites every demo restaurant's menus); the seed of "next week" runs in this process against
 * the stack's own Cosmos DB and storage, as `npm start` would run it a week later.
 */
const ADMIN = { ADMIN_USERNAME: 'reseed', ADMIN_PASSWORD: 'reseed-admin-long-password' };
let stack: RunningStack;
let dataDir: string;
let admin: ApiClient;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-reseed-'));
  stack = await startStack({ dataDir, env: { ...ADMIN, LOCAL_TIMERS: 'off' } });
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  // This process talks to the stack's own services, as the stack's functions do.
  const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string; storageConnectionString: string };
  Object.assign(process.env, { COSMOS_ENDPOINT: info.cosmosEndpoint, COSMOS_KEY: info.cosmosKey, COSMOS_ALLOW_SELF_SIGNED: 'true', AzureWebJobsStorage: info.storageConnectionString });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the weekly demo reseed', () => {
  it("replaces the demo's menus with next week's and keeps a menu an admin entered", async () => {
    const thisMonday = mondayOf(todayIn());
    const nextMonday = addDays(thisMonday, 7);
    // A restaurant whose demo menus are this week's (a few demo restaurants are a week behind on purpose).
    const list = (await (await fetch(`${stack.baseUrl}/api/restaurants?city=Lund&limit=12`)).json()) as RestaurantListResponse;
    expect(list.data.length).toBeGreaterThan(0);
    let target: Restaurant | undefined;
    for (const candidate of list.data) {
      const stored = await storedRestaurant(admin, candidate.id, { city: candidate.city });
      const demo = stored?.lunch_menus.filter((m) => m.source === 'demo') ?? [];
      if (demo.length > 0 && demo.every((m) => m.validFrom >= thisMonday)) {
        target = stored;
        break;
      }
    }
    if (!target) throw new Error('no demo restaurant in Lund with this week\'s menus');
    const added = await admin.call('POST', `/api/admin/restaurants/${target.id}/menus`, { name: 'Admins egen pytt', description: 'med rödbetor', price: 119, tags: [], validFrom: nextMonday, validTo: nextMonday });
    expect(added.status, JSON.stringify(added.json)).toBe(201);

    const before = (await storedRestaurant(admin, target.id, { city: target.city })) as Restaurant;
    const demoBefore = before.lunch_menus.filter((m) => m.source === 'demo');
    expect(demoBefore.length).toBeGreaterThan(0);
    expect(demoBefore.filter((m) => m.validFrom >= nextMonday)).toEqual([]);

    const { seedDemoData } = await import('../src/seed/seed-demo-data');
    const result = await seedDemoData(new Date(`${addDays(todayIn(), 7)}T09:00:00Z`));
    expect(result.action).toBe('menus-refreshed');

    const after = (await storedRestaurant(admin, target.id, { city: target.city })) as Restaurant;
    const demoAfter = after.lunch_menus.filter((m) => m.source === 'demo');
    expect(demoAfter.length).toBeGreaterThan(0);
    expect(demoAfter.filter((m) => m.validFrom < nextMonday).map((m) => `${m._id} ${m.validFrom}`)).toEqual([]); // next week's demo menus only
    expect(after.lunch_menus.filter((m) => m.name === 'Admins egen pytt')).toHaveLength(1); // the admin's menu stayed
  }, 120_000);
});
