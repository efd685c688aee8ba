import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIn } from '@lunch/shared';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildDemoRestaurants } from '../src/seed/demo-restaurants';
import { toStoredRestaurant } from '../src/data/restaurant-document';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';

/**
 * A crash must not lose a write the API answered 2xx. The stack starts on a database that already
 * holds ~26,000 restaurants (added to the snapshot of a copy of the seeded DATA_DIR before the first
 * start, so that start loads the demo data instead of writing it; in a database that size a
 * snapshot of everything takes long enough that the local server snapshots only every few seconds),
 * streams to-do creates and admin menu creates, one every 80 ms, kills the whole process group while
 * writes are still in flight, starts again on the same DATA_DIR and looks for every acknowledged write.
 */
const BULK_RESTAURANTS = 26_000;
const WRITE_EVERY_MS = 80;
const STREAM_MS = 12_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-durability-'));
/** The project's DATA_DIR with the demo data written (global setup). */
const seeded = inject('seededDataDir');
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A copy of the seeded DATA_DIR whose database snapshot (the format of functions/local/cosmos-local.ts)
 * also holds the demo restaurants cloned, without menus (like imported ones): the first start loads
 * the big database as a restart would, and does not seed demo data into it (and snapshot it) first.
 */
function writeBigSnapshot(): { demoIds: string[]; bytes: number } {
  expect(seeded, 'the isolated project provides a seeded DATA_DIR').toBeTruthy();
  fs.cpSync(seeded, dataDir, { recursive: true });
  const demo = buildDemoRestaurants(todayIn(new Date()));
  const items = Array.from({ length: BULK_RESTAURANTS }, (_, i) => {
    const base = demo[i % demo.length]!;
    return toStoredRestaurant({ ...base, id: `${base.id}-bulk-${i}`, name: `${base.name} ${i}`, lunch_menus: [] });
  });
  const file = path.join(dataDir, 'cosmos', 'snapshot.json');
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { databases: { id: string; containers: { id: string; items: unknown[] }[] }[] };
  const restaurants = snapshot.databases.find((db) => db.id === 'lunch')?.containers.find((c) => c.id === 'restaurants');
  expect(restaurants?.items.length, 'the seeded snapshot holds the demo restaurants').toBe(demo.length);
  restaurants!.items.push(...items);
  const text = JSON.stringify(snapshot);
  fs.writeFileSync(file, text);
  return { demoIds: demo.map((r) => r.id), bytes: Buffer.byteLength(text) };
}

async function signedInAdmin(running: RunningStack): Promise<ApiClient> {
  const login = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };
  const client = new ApiClient(running.baseUrl);
  const res = await client.login(login.username, login.password);
  expect(res.status).toBe(200);
  return client;
}

describe('a crash of the local stack', () => {
  it('keeps every write that was answered 2xx', async () => {
    const { demoIds, bytes } = writeBigSnapshot();
    const env = { LOCAL_TIMERS: 'off' };
    stack = await startStack({ dataDir, env, timeoutMs: 300_000 });
    const admin = await signedInAdmin(stack);
    const menuRestaurants = demoIds.slice(0, 6);
    for (const id of menuRestaurants) expect((await admin.call('GET', `/api/restaurants/${id}`)).status).toBe(200);

    const ackedTodos: string[] = [];
    const ackedMenus: { restaurant: string; menuId: string }[] = [];
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    let refused = 0;
    const write = (n: number) => {
      const call =
        n % 2 === 0
          ? admin.call('POST', '/api/todos', { title: `Hållbar uppgift ${n}`, priority: n % 3 }).then((res) => {
              if (res.status >= 200 && res.status < 300) ackedTodos.push(res.json.todo.id as string);
              else refused++;
            })
          : (() => {
              const restaurant = menuRestaurants[n % menuRestaurants.length]!;
              return admin
                .call('POST', `/api/admin/restaurants/${restaurant}/menus`, { name: `Hållbar rätt ${n}`, description: 'Med potatis', price: 120, validFrom: '2031-05-05', validTo: '2031-05-09' })
                .then((res) => {
                  if (res.status >= 200 && res.status < 300) ackedMenus.push({ restaurant, menuId: res.json.menu._id as string });
                  else refused++;
                });
            })();
      const tracked: Promise<void> = call.catch(() => undefined).finally(() => inFlight.delete(tracked)); // cut off by the crash: not acknowledged
      inFlight.add(tracked);
      sent++;
    };

    const started = Date.now();
    // At least STREAM_MS, and on to 60 acknowledged writes on a loaded machine (where each takes longer), within 2 minutes.
    const acked = () => ackedTodos.length + ackedMenus.length;
    while ((Date.now() - started < STREAM_MS || acked() < 60) && Date.now() - started < 120_000) {
      write(sent);
      await new Promise((r) => setTimeout(r, WRITE_EVERY_MS));
    }
    write(sent);
    // Crash with writes still under way: wait until some are in flight (they usually are), then kill.
    const until = Date.now() + 5_000;
    while (inFlight.size === 0 && Date.now() < until) {
      write(sent);
      await new Promise((r) => setTimeout(r, 5));
    }
    const inFlightAtCrash = inFlight.size;
    await stack.stop('SIGKILL');
    await Promise.all([...inFlight]);
    stack = undefined;

    const restartedAt = Date.now();
    stack = await startStack({ dataDir, env, timeoutMs: 300_000 });
    const restartMs = Date.now() - restartedAt;
    const after = await signedInAdmin(stack);
    const todos = await after.call('GET', '/api/todos');
    expect(todos.status).toBe(200);
    const todoIds = new Set((todos.json.todos as { id: string }[]).map((t) => t.id));
    const menuIds = new Set<string>();
    for (const id of menuRestaurants) {
      const res = await after.call('GET', `/api/restaurants/${id}`);
      expect(res.status).toBe(200);
      for (const m of res.json.lunch_menus as { _id: string }[]) menuIds.add(m._id);
    }
    const lostTodos = ackedTodos.filter((id) => !todoIds.has(id));
    const lostMenus = ackedMenus.filter((m) => !menuIds.has(m.menuId));
    const cosmosLines = stack.output().split('\n').filter((line) => line.includes('[cosmos]'));
    console.log(
      `write durability: ${BULK_RESTAURANTS} bulk restaurants (snapshot ${(bytes / 1e6).toFixed(1)} MB before start), ` +
        `${sent} writes sent, ${ackedTodos.length + ackedMenus.length} acknowledged (${ackedTodos.length} to-dos, ${ackedMenus.length} menus), ` +
        `${refused} refused, ${inFlightAtCrash} in flight at the kill; lost after restart: ${lostTodos.length} to-dos, ${lostMenus.length} menus; ` +
        `restart took ${(restartMs / 1000).toFixed(1)} s\n${cosmosLines.join('\n')}`,
    );
    expect(ackedTodos.length + ackedMenus.length).toBeGreaterThan(50); // the stream really ran
    expect({ lostTodos: lostTodos.length, lostMenus: lostMenus.length }).toEqual({ lostTodos: 0, lostMenus: 0 });
  }, 600_000);
});
