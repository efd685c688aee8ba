import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { dateOfWeekday, todayIn } from '@lunch/shared';
import { startStack } from '../test/support/local-stack';

/**
 * npm run bench:api — loads GET /api/restaurants?city=Stockholm&page=1&limit=12 through the local
 * host with autocannon, then issues the same data access (the two Cosmos DB queries the endpoint
 * makes) straight through @azure/cosmos against the same local server with the same concurrency, and
 * prints p50/p99 latency, requests/s and the ratio: what the HTTP layer and the service add.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PATH = '/api/restaurants?city=Stockholm&page=1&limit=12&selectedDay=Monday';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-bench-'));
const stack = await startStack({ dataDir });
try {
  const cosmosEndpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())![1];

  // Warm up both paths so neither pays for first connections or JIT.
  await autocannon({ url: stack.baseUrl + PATH, connections: CONNECTIONS, duration: 2 });
  const api = await autocannon({ url: stack.baseUrl + PATH, connections: CONNECTIONS, duration: DURATION_S });

  // The same queries through the SDK, in this process, pointed at the same server.
  process.env.COSMOS_ENDPOINT = cosmosEndpoint;
  process.env.COSMOS_KEY = 'local';
  process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  process.env.AzureWebJobsStorage = 'UseDevelopmentStorage=true'; // required by config, not used here
  const { findRestaurantCandidates, getRestaurantsByIds } = await import('../src/data/restaurant-repository');
  const filter = { city: 'Stockholm', day: 'Monday' as const, date: dateOfWeekday(todayIn(), 'Monday'), cuisines: [], dietaryOptions: [], lunchIncludes: [] };
  const once = async () => {
    const candidates = await findRestaurantCandidates(filter);
    const top = candidates.sort((a, b) => b.rank - a.rank).slice(0, 12);
    await getRestaurantsByIds('Stockholm', top.map((c) => c.id));
  };
  await measureLoop(once, CONNECTIONS, 2); // warm-up
  const directRun = await measureLoop(once, CONNECTIONS, DURATION_S);

  const rows: [string, number, number, number, number][] = [
    ['HTTP API (local host)', api.latency.p50, api.latency.p99, api.requests.average, api.non2xx],
    ['@azure/cosmos direct', directRun.p50, directRun.p99, directRun.rps, 0],
  ];
  console.log(`\nGET ${PATH}\n${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('path                      p50 ms   p99 ms    req/s   non-2xx');
  for (const [name, p50, p99, rps, bad] of rows) {
    console.log(`${String(name).padEnd(24)} ${fmt(p50, 8)} ${fmt(p99, 8)} ${fmt(rps, 8)} ${String(bad).padStart(9)}`);
  }
  console.log(`\ncost the API adds: p50 x${(api.latency.p50 / directRun.p50).toFixed(2)}, throughput x${(directRun.rps / api.requests.average).toFixed(2)} lower`);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

async function measureLoop(work: () => Promise<void>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await work();
      latencies.push(performance.now() - t);
    }
  }));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds };
}

function fmt(n: number, width: number) {
  return n.toFixed(1).padStart(width);
}
