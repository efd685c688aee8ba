import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIn, type Restaurant } from '@lunch/shared';
import { startStack } from '../test/support/local-stack';
import { ApiClient } from '../test/support/http-client';

/**
 * npm run bench:admin — a real country's worth of data behind the admin screens. Starts the stack
 * with a fresh DATA_DIR, grows the demo data to 10,000 restaurants (each with its week of menus) by
 * copying the demo restaurants under new ids and names, then times the Restaurants tab's list call
 * (first page, a search, a filter) and a menu edit, one request at a time, and prints p50/p95.
 */
const TOTAL = Number(process.env.BENCH_RESTAURANTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-long-password' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-admin-bench-'));
const stack = await startStack({ dataDir, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
try {
  process.env.COSMOS_ENDPOINT = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())![1];
  process.env.COSMOS_KEY = 'local';
  process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  process.env.AzureWebJobsStorage = 'UseDevelopmentStorage=true'; // required by config, not used here
  const { buildDemoRestaurants } = await import('../src/seed/demo-restaurants');
  const { upsertRestaurants } = await import('../src/data/restaurant-repository');

  const demo = buildDemoRestaurants(todayIn());
  const loadStarted = performance.now();
  const copies: Restaurant[] = [];
  for (let n = demo.length; n < TOTAL; n++) {
    const source = demo[n % demo.length];
    const id = `${source.id}-x${n}`;
    copies.push({ ...source, id, _id: id, name: `${source.name} ${n}`, lunch_menus: source.lunch_menus.map((m) => ({ ...m, _id: `${m._id}-x${n}` })) });
  }
  await upsertRestaurants(copies);
  const menus = demo.reduce((sum, r) => sum + r.lunch_menus.length, 0) / demo.length;
  console.log(`loaded ${TOTAL} restaurants (${copies.length} copies of the ${demo.length} demo ones, ~${menus.toFixed(1)} menus each) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const admin = new ApiClient(stack.baseUrl);
  if ((await admin.login(ADMIN.username, ADMIN.password)).status !== 200) throw new Error('bench admin could not log in');
  const target = copies[copies.length - 1];

  const cases: [string, () => Promise<number>][] = [
    ['list: first page (50)', () => admin.call('GET', '/api/admin/restaurants?limit=50').then((r) => r.status)],
    ['list: search "pizz"', () => admin.call('GET', '/api/admin/restaurants?search=pizz&limit=50').then((r) => r.status)],
    ['list: filter city + EVENING', () => admin.call('GET', '/api/admin/restaurants?city=malm&scrapingTime=EVENING&limit=50').then((r) => r.status)],
    ['list: property tags missing', () => admin.call('GET', '/api/admin/restaurants?property=tags&propertyState=missing&limit=50').then((r) => r.status)],
    ['menu edit (PUT one menu)', () => {
      const menu = target.lunch_menus[0];
      const body = { name: `${menu.name} (bench)`, description: menu.description, price: 119, tags: menu.tags, validFrom: menu.validFrom, validTo: menu.validTo };
      return admin.call('PUT', `/api/admin/restaurants/${target.id}/menus/${menu._id}`, body).then((r) => r.status);
    }],
  ];
  console.log(`\n${TOTAL} restaurants, ${SAMPLES} sequential requests each after 3 warm-up, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('call                               p50 ms   p95 ms   status');
  for (const [name, call] of cases) {
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      statuses.add(await call());
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    console.log(`${name.padEnd(32)} ${pct(0.5).toFixed(1).padStart(8)} ${pct(0.95).toFixed(1).padStart(8)}   ${[...statuses].join(',')}`);
  }
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
