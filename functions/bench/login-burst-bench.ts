import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../test/support/local-stack';
import { ApiClient } from '../test/support/http-client';

/**
 * npm run bench:login-burst — what a burst of anonymous logins does to everyone else on the instance.
 * Password hashing (scrypt, 128 MiB) runs on libuv's thread pool, which file reads share; the hash
 * gate (functions/src/auth/hash-gate.ts) caps how many run at once. Starts the stack with a fresh
 * DATA_DIR and the existing web build, measures the public API (GET /api/restaurants?city=...) and a
 * static file, each from two clients one request after another: idle for BENCH_SECONDS, during a
 * control burst of BENCH_BURST logins refused 400 before hashing, and during BENCH_BURST parallel wrong
 * logins for random names (each from a loopback address of its own, so no address lock), for
 * BENCH_ROUNDS rounds. Prints the p95s, the burst/idle ratio, and how many logins got 401 and 429.
 */
const IDLE_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const CLIENTS = 2;
const API_PATH = '/api/restaurants?city=Stockholm&page=1&limit=12';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const indexHtml = path.join(repoRoot, 'web/dist/index.html');
if (!fs.existsSync(indexHtml)) {
  console.error('web/dist is missing: run npm run build:web first');
  process.exit(1);
}
// A file every visitor loads: the app's main script, as the page names it.
const STATIC_PATH = /"(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(indexHtml, 'utf8'))?.[1] ?? '/favicon.svg';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-login-burst-bench-'));
const stack = await startStack({ dataDir });
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
try {
  for (const p of [API_PATH, STATIC_PATH]) {
    const status = await get(p);
    if (status !== 200) throw new Error(`GET ${p} answered ${status}`);
  }
  // Warm-up: first connections, JIT, the Cosmos caches, and the instance's first (dummy) password hash.
  await measure(async () => void (await burst(1, 'wrong-password', 0)));

  // Rounds of idle, a control burst (the same requests refused 400 before any hashing: what the HTTP
  // burst itself costs) and the login burst, so load from elsewhere on the machine hits all three alike.
  const phases = { idle: [] as Sample[], control: [] as Sample[], logins: [] as Sample[] };
  const statuses = new Map<number, number>();
  const burstSeconds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    phases.idle.push(await measure(() => sleep(IDLE_SECONDS * 1000)));
    phases.control.push(await measure(async () => void (await burst(BURST, '', round))));
    const started = performance.now();
    phases.logins.push(
      await measure(async () => {
        for (const status of await burst(BURST, 'wrong-password', round)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
    burstSeconds.push(((performance.now() - started) / 1000).toFixed(1));
  }

  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`\n${os.cpus().length} cores (${os.availableParallelism()} available), Node ${process.version}, load average ${load}`);
  console.log(`${ROUNDS} rounds of: ${IDLE_SECONDS} s idle; ${BURST} parallel POST /api/login with an empty password (400, no hash);`);
  console.log(`${BURST} parallel wrong logins for random names (each burst answered in ${burstSeconds.join(', ')} s)\n`);
  console.log('target                                   idle p95   control p95   login-burst p95   ratio burst/idle   burst max   samples idle/control/burst');
  for (const [name, key] of [[`GET ${API_PATH}`, 'api'], [`GET ${STATIC_PATH}`, 'static']] as const) {
    const [idle, control, logins] = [phases.idle, phases.control, phases.logins].map((samples) => summary(samples.flatMap((s) => s[key])));
    console.log(
      `${name.slice(0, 38).padEnd(38)} ${fmt(idle.p95, 10)} ${fmt(control.p95, 13)} ${fmt(logins.p95, 17)} ${(logins.p95 / idle.p95).toFixed(2).padStart(18)} ${fmt(logins.max, 11)}   ${`${idle.count}/${control.count}/${logins.count}`.padStart(26)}`,
    );
  }
  const other = [...statuses].filter(([s]) => s !== 401 && s !== 429).map(([s, n]) => `${n} x ${s}`);
  console.log(`\nlogins (all rounds): ${statuses.get(401) ?? 0} x 401, ${statuses.get(429) ?? 0} x 429${other.length ? `, ${other.join(', ')}` : ''} (times in ms, over all rounds)`);
} finally {
  agent.destroy();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

/** `count` parallel logins for random names, each from a loopback address of its own; their statuses. */
function burst(count: number, password: string, round: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const fromAddress = `127.${10 + round}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      return (await new ApiClient(stack.baseUrl, { fromAddress }).login(`bench-${randomUUID()}`, password)).status;
    }),
  );
}

interface Sample {
  api: number[];
  static: number[];
}

/** Requests the API and the static file from CLIENTS loops each, one after another, while `during` runs. */
async function measure(during: () => Promise<void>) {
  let running = true;
  const loop = async (target: string, out: number[]) => {
    while (running) {
      const t = performance.now();
      const status = await get(target);
      if (status !== 200) throw new Error(`GET ${target} answered ${status}`);
      out.push(performance.now() - t);
    }
  };
  const api: number[] = [];
  const staticFile: number[] = [];
  const loops = Array.from({ length: CLIENTS }, () => [loop(API_PATH, api), loop(STATIC_PATH, staticFile)]).flat();
  await during();
  running = false;
  await Promise.all(loops);
  return { api, static: staticFile } satisfies Sample;
}

function get(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(target, stack.baseUrl), { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p95: at(0.95), max: sorted.at(-1) ?? NaN, count: sorted.length };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fmt(n: number, width: number) {
  return n.toFixed(1).padStart(width);
}
