/**
 * Harvest workflow bench (`npm run bench:harvest`): a fresh stack (own DATA_DIR, timers off), a city
 * of BENCH_RESTAURANTS (default 220) restaurants whose lunch pages, 80 % HTML and 20 % PDF, are served
 * locally from 20 loopback addresses (127.0.0.1-20: the fetcher paces 500 ms per host, as it would
 * for 20 restaurant sites), one POST /api/admin/workflow/trigger, then the wait until every
 * restaurant has this week's menus with their images linked and the queues are empty.
 *
 * Prints restaurants per minute end to end (trigger to menus and images stored) and the share that
 * ended with current-week menus. Exits 1 when a target is missed: >= 100 restaurants/min, >= 95 % fresh.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isoWeekOf, menuFreshness, todayIn, type Restaurant, type WorkflowStatus } from '@lunch/shared';
import { toPublicRestaurant, toStoredRestaurant } from '../src/data/restaurant-document';
import { freePort } from '../local/free-port';
import { ApiClient } from '../test/support/http-client';
import { startStack } from '../test/support/local-stack';
import { lunchPageHtml, lunchPdf, stackHandles } from '../test/support/workflow-fixtures';

const COUNT = Number(process.env.BENCH_RESTAURANTS ?? 220);
const HOSTS = 20;
const PDF_SHARE = 0.2;
const CITY = 'Göteborg';
const ADMIN = { ADMIN_USERNAME: 'bencher', ADMIN_PASSWORD: 'bencher-has-a-long-password' };
const TIMEOUT_MS = 10 * 60_000;
const repoRoot = path.resolve(import.meta.dirname, '../..');

async function servePages(dir: string, port: number) {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.pdf': 'application/pdf' };
  const servers = await Promise.all(
    Array.from({ length: HOSTS }, (_, i) => {
      const server = http.createServer((req, res) => {
        const file = path.join(dir, path.basename(decodeURIComponent((req.url ?? '/').split('?')[0])));
        if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end('Not found');
        res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
        fs.createReadStream(file).pipe(res);
      });
      return new Promise<http.Server>((resolve, reject) => server.once('error', reject).listen(port, `127.0.0.${i + 1}`, () => resolve(server)));
    }),
  );
  return () => Promise.all(servers.map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); })));
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    console.log('web/dist is missing: building the web app first (the local host serves it)');
    const { execFileSync } = await import('node:child_process');
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-harvest-bench-'));
  const pagesDir = path.join(dataDir, 'pages');
  fs.mkdirSync(pagesDir);
  const pagePort = await freePort();
  const closePages = await servePages(pagesDir, pagePort);
  const allowed = Array.from({ length: HOSTS }, (_, i) => `127.0.0.${i + 1}:${pagePort}`).join(',');
  console.log(`starting a fresh stack in ${dataDir} (timers off), pages on 127.0.0.1-${HOSTS}:${pagePort}`);
  const stack = await startStack({ dataDir, env: { ...ADMIN, FETCH_ALLOWED_HOSTS: allowed, LOCAL_TIMERS: 'off', LOG_REQUESTS: 'false' } });
  let exitCode = 1;
  try {
    const handles = stackHandles(dataDir);
    const week = isoWeekOf(todayIn()).week;

    // The bench city: its demo restaurants lose their lunch links; COUNT bench restaurants, cloned from one of them, get local pages.
    const { resources: demo } = await handles.restaurants.items.query({ query: 'SELECT * FROM c WHERE c.city = @city', parameters: [{ name: '@city', value: CITY }] }).fetchAll();
    for (const doc of demo) {
      const { lunch_link: _, ...rest } = doc;
      await handles.restaurants.items.upsert(rest);
    }
    const template = toPublicRestaurant(demo[0]);
    const ids: string[] = [];
    const docs = [];
    for (let i = 0; i < COUNT; i++) {
      const pdf = i % Math.round(1 / PDF_SHARE) === 0;
      const name = `bench-${String(i).padStart(3, '0')}.${pdf ? 'pdf' : 'html'}`;
      fs.writeFileSync(path.join(pagesDir, name), pdf ? await lunchPdf(week, i) : lunchPageHtml(week, i));
      const id = `bench-${i}`;
      ids.push(id);
      const [lng, lat] = template.location.coordinates;
      const restaurant: Restaurant = {
        ...template,
        id,
        _id: id,
        name: `Benchkrogen ${i}`,
        location: { ...template.location, coordinates: [lng + ((i % 17) - 8) * 0.002, lat + ((i % 13) - 6) * 0.002] },
        lunch_link: `http://127.0.0.${(i % HOSTS) + 1}:${pagePort}/${name}`,
        lunch_format: pdf ? 'PDF_1' : 'HTML',
        ManualScraping: false,
        lunch_menus: [],
        AIResponse: null,
        rankSource: undefined,
        updatedAt: new Date().toISOString(),
      };
      docs.push(toStoredRestaurant(restaurant));
    }
    for (let i = 0; i < docs.length; i += 50) await Promise.all(docs.slice(i, i + 50).map((d) => handles.restaurants.items.upsert(d)));
    console.log(`${CITY}: ${COUNT} bench restaurants (${docs.filter((d) => d.lunch_format === 'PDF_1').length} PDF), ${demo.length} demo restaurants without links`);

    const admin = new ApiClient(stack.baseUrl);
    if ((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status !== 200) throw new Error('admin login failed');
    const t0 = performance.now();
    const trigger = await admin.call('POST', '/api/admin/workflow/trigger', { city: CITY });
    if (trigger.status !== 200) throw new Error(`trigger failed: ${trigger.status} ${JSON.stringify(trigger.json)}`);
    console.log(`triggered: ${trigger.json.message}`);

    const today = todayIn();
    const progress = async () => {
      const { resources } = await handles.restaurants.items
        .query<{ id: string; lunch_menus: Restaurant['lunch_menus']; rankedAt?: string }>({
          query: 'SELECT c.id, c.lunch_menus, c.rankedAt FROM c WHERE c.city = @city AND STARTSWITH(c.id, "bench-")',
          parameters: [{ name: '@city', value: CITY }],
        })
        .fetchAll();
      const fresh = resources.filter((r) => menuFreshness(r.lunch_menus.filter((m) => m.harvested), today).currentWeek);
      const done = fresh.filter((r) => r.lunch_menus.every((m) => !m.harvested || m.imageUrl) && r.rankedAt);
      return { fresh: fresh.length, done: done.length };
    };
    const queuesEmpty = async () => {
      const status = (await admin.call('GET', '/api/admin/workflow/status')).json as WorkflowStatus;
      return (['fast', 'slow', 'imggen', 'rank'] as const).every((q) => status[q].active + status[q].scheduled === 0) ? status : undefined;
    };
    let last = { fresh: 0, done: 0 };
    let lastPrint = 0;
    let elapsedMs = 0;
    for (;;) {
      last = await progress();
      const now = performance.now();
      if (now - lastPrint > 10_000) {
        console.log(`  ${((now - t0) / 1000).toFixed(0)} s: ${last.fresh} with menus, ${last.done} with menus, images and rank`);
        lastPrint = now;
      }
      if (last.done >= COUNT || (now - t0 > 20_000 && (await queuesEmpty()))) {
        elapsedMs = now - t0;
        break;
      }
      if (now - t0 > TIMEOUT_MS) {
        elapsedMs = now - t0;
        console.log('timed out waiting for the queues to drain');
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const status = (await admin.call('GET', '/api/admin/workflow/status')).json as WorkflowStatus;
    const perMinute = last.done / (elapsedMs / 60_000);
    const freshShare = last.fresh / COUNT;
    console.log(`\n${COUNT} restaurants (${trigger.json.queued.fast} fast, ${trigger.json.queued.slow} slow) in ${(elapsedMs / 1000).toFixed(1)} s, ${os.cpus().length} cores`);
    console.log(`end to end: ${perMinute.toFixed(0)} restaurants/min (trigger to menus, images and rank stored)`);
    console.log(`fresh: ${last.fresh}/${COUNT} = ${(freshShare * 100).toFixed(1)} % with current-week menus; ${last.done} with every image linked`);
    console.log(`queues after: ${JSON.stringify(status)}`);
    const missed: string[] = [];
    if (perMinute < 100) missed.push('< 100 restaurants/min');
    if (freshShare < 0.95) missed.push('< 95 % fresh');
    if (missed.length) console.log(`TARGET MISSED: ${missed.join(', ')}`);
    else console.log('targets met (>= 100 restaurants/min, >= 95 % fresh)');
    exitCode = missed.length ? 1 : 0;
  } finally {
    await stack.stop();
    await closePages();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
