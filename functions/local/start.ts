import path from 'node:path';
import fs from 'node:fs/promises';
import { startAzurite } from './azurite';
import { startCosmosProcess } from './cosmos-child';
import { localAdminLogin } from './local-admin';
import { describeHolder, lockDataDir, readStackFile, removeOwnStackFile, writeStackFile } from './data-dir-lock';
import { lowerPasswordCostForTests } from '../src/auth/password';

/**
 * `npm start`: the whole product on one machine, no cloud account. Starts Azurite and the local
 * Cosmos DB server on free loopback ports (data under DATA_DIR), points the app's configuration at
 * them exactly as Azure app settings would, seeds demo data on first start, then serves the web build
 * and the API on PORT through the local Functions host. Ctrl-C stops everything.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 4280);
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
const startedAt = Date.now();
const log = (line: string) => console.log(`[lunch] ${line}`);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}

const stoppers: (() => Promise<void>)[] = [];
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const stop of stoppers.reverse()) await stop().catch((err) => console.error(err));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// A stack a test started ends with that test process, even when it is killed: the test holds our stdin
// open, so its end means the parent is gone (functions/test/support/local-stack.ts sets this).
if (process.env.EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', () => void shutdown(0));
  process.stdin.on('error', () => void shutdown(0));
  process.stdin.resume();
}

try {
  await fs.mkdir(dataDir, { recursive: true });
  // One process per DATA_DIR: a second stack refuses (it would overwrite this one's data); a user
  // command working on it takes seconds, so that one is waited for.
  const owned = await lockDataDir(dataDir, { kind: 'stack', port }, {
    waitMs: 60_000,
    shouldWait: (holder) => holder.kind === 'user-command',
    onWait: (holder) => log(`waiting for ${describeHolder(holder, undefined)} to finish with ${dataDir}`),
  });
  if ('holder' in owned) {
    console.error(`[lunch] DATA_DIR ${dataDir} is in use by ${describeHolder(owned.holder, await readStackFile(dataDir))}; stop it or use another DATA_DIR`);
    process.exit(1);
  }
  stoppers.push(owned.lock.release); // runs last: after the database has written its snapshot
  // Test only (functions/test/support/local-stack.ts sets it): hooks that tell a test what it waits for.
  const testHooks = process.env.LOCAL_TEST_HOOKS === '1';
  // Test only: write the demo data and stop, no admin (a DATA_DIR that test stacks start from a copy of).
  const seedOnly = testHooks && process.env.LOCAL_SEED_ONLY === '1';
  // Test only: a cheaper scrypt cost for the passwords this stack hashes (auth/password.ts says why).
  if (testHooks && process.env.LOCAL_FAST_HASHING === '1') lowerPasswordCostForTests();
  // Without ADMIN_USERNAME/ADMIN_PASSWORD, a local admin with a generated password (kept in DATA_DIR).
  let printedLogin: { username: string; password: string } | undefined;
  if (!seedOnly && !process.env.ADMIN_USERNAME && !process.env.ADMIN_PASSWORD) {
    printedLogin = await localAdminLogin(dataDir);
    process.env.ADMIN_USERNAME = printedLogin.username;
    process.env.ADMIN_PASSWORD = printedLogin.password;
  }
  // COSMOS_ENDPOINT (with COSMOS_KEY, or identity) points the app at a real account or the emulator;
  // otherwise the local Cosmos DB server runs here with its data under DATA_DIR.
  const externalCosmos = process.env.COSMOS_ENDPOINT;
  const [azurite, cosmos] = await Promise.all([startAzurite({ dataDir, testHooks }), externalCosmos ? undefined : startCosmosProcess({ dataDir })]);
  stoppers.push(azurite.stop);
  if (cosmos) stoppers.push(cosmos.stop);
  if (testHooks) {
    // SIGUSR2: Azurite writes everything it acknowledged to disk now (otherwise every 5 s), so a crash
    // test kills the stack as a real storage account would keep it, without sleeping. Logged when done.
    // (The local Cosmos DB needs none: it journals every write before it answers.)
    let flushes = 0;
    process.on('SIGUSR2', () => {
      azurite.flush().then(
        () => log(`test hook: storage flushed (${++flushes})`),
        (err) => log(`test hook: storage flush failed: ${(err as Error).message}`),
      );
    });
  }
  log(`cosmos ${cosmos?.endpoint ?? externalCosmos}, blob http://127.0.0.1:${azurite.blobPort}, queue http://127.0.0.1:${azurite.queuePort}`);

  // The same settings names the app reads in Azure; only the values point at the local services.
  process.env.AzureWebJobsStorage = azurite.connectionString;
  if (cosmos) {
    process.env.COSMOS_ENDPOINT = cosmos.endpoint;
    process.env.COSMOS_KEY = cosmos.key;
    process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  }

  const { ensureStorage } = await import('../src/data/storage');
  const { database } = await import('../src/data/cosmos-client');
  await Promise.all([ensureStorage(), database()]);

  // The admin (generated or from ADMIN_USERNAME/ADMIN_PASSWORD) is created once; a password or role
  // changed since stays as it is. Say so when the login we know no longer works.
  const { bootstrapAdminFromConfig } = await import('../src/services/admin-bootstrap');
  if (!seedOnly && (await bootstrapAdminFromConfig()) === 'exists') {
    const { findUser } = await import('../src/data/user-repository');
    const { verifyPassword } = await import('../src/auth/password');
    const existingAdmin = await findUser(process.env.ADMIN_USERNAME!);
    if (existingAdmin && !(await verifyPassword(process.env.ADMIN_PASSWORD!, existingAdmin.passwordHash))) {
      const known = printedLogin ? 'admin-login.json' : 'ADMIN_PASSWORD';
      log(`the database already has a user "${existingAdmin.username}" with another password than ${known} (kept): npm run user -- set-password ${existingAdmin.username}`);
      printedLogin = undefined;
    }
  }

  // Demo data goes into the local database by default, into an external one only when asked for.
  if (!externalCosmos || process.env.SEED_DEMO_DATA === 'true') {
    const { seedDemoData } = await import('../src/seed/seed-demo-data');
    const seed = await seedDemoData();
    if (seed.action !== 'up-to-date') {
      log(`demo data ${seed.action}: ${seed.restaurants} restaurants, ${seed.imagesWritten} menu images`);
      await cosmos?.flush();
    }
  }
  if (seedOnly) {
    log('test hook: demo data written, stopping');
    await shutdown(0); // the stoppers write Azurite's and the database's data and release DATA_DIR
  }

  // Like the Functions app at start in Azure: finish restaurant moves a crashed process left half done.
  const { finishPendingMoves } = await import('../src/data/restaurant-move-repository');
  const finishedMoves = await finishPendingMoves();
  if (finishedMoves > 0) log(`finished ${finishedMoves} restaurant move(s) left unfinished`);
  // Spreadsheet uploads still pending were pending when the last process died (no import runs yet):
  // queued again when their file is kept, marked failed when it is lost.
  const { recoverPendingUploads } = await import('../src/import/upload-recovery-service');
  const uploads = await recoverPendingUploads(new Date());
  if (uploads.requeued + uploads.failed + uploads.errors.length > 0) log(`uploads left pending: ${uploads.requeued} queued again, ${uploads.failed} marked failed${uploads.errors.length ? `, not recovered: ${uploads.errors.join('; ')}` : ''}`);

  const { startFunctionsHost } = await import('./functions-host');
  const verbose = process.env.LOG_REQUESTS === 'true';
  const hostLog = (line: string) => (verbose || /error|warn/i.test(line)) && console.log(line);
  const host = await startFunctionsHost({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    // WEB_ROOT: another web build to serve (test runs that build their own); web/dist otherwise.
    webRoot: process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(repoRoot, 'web/dist'),
    staticConfigFile: path.join(repoRoot, 'staticwebapp.config.json'),
    log: hostLog,
  });
  stoppers.push(host.close);
  // Queue and timer triggers from the same function files (declared while the host loaded them), run
  // as the Functions host runs them; stopped before the HTTP host and storage, after in-flight work.
  const { startQueueRunner } = await import('./queue-runner');
  const { startTimerRunner } = await import('./timer-runner');
  // Test only: a short hold on received messages, so a crash test sees a message come back in
  // seconds rather than the Functions host's 10 minutes. Unset everywhere else.
  const leaseSeconds = process.env.LOCAL_QUEUE_LEASE_SECONDS ? Number(process.env.LOCAL_QUEUE_LEASE_SECONDS) : undefined;
  // Test only: the wait before a failed message's next try (host.json visibilityTimeout, 30 s), so a
  // retry/poison test sees five tries in seconds. Unset everywhere else.
  const retryDelaySeconds = process.env.LOCAL_QUEUE_RETRY_SECONDS ? Number(process.env.LOCAL_QUEUE_RETRY_SECONDS) : undefined;
  const queueRunner = await startQueueRunner({ log: hostLog, leaseSeconds, ...(retryDelaySeconds !== undefined ? { settings: { retryDelaySeconds } } : {}) });
  stoppers.push(queueRunner.stop);
  // LOCAL_TIMERS=off: no scheduled harvests (tests and benchmarks, so a timer never fires mid-run).
  const timersOn = process.env.LOCAL_TIMERS !== 'off';
  const timerRunner = timersOn ? startTimerRunner({ log: hostLog }) : undefined;
  if (timerRunner) stoppers.push(timerRunner.stop);
  const triggers = `${queueRunner.functions.length} queue, ${timerRunner ? `${timerRunner.count} timer` : 'timers off'}`;
  // The log store: the local server has no TTL, so entries past the retention are removed here.
  const { pruneLogEntries } = await import('../src/data/log-repository');
  const { CONTAINERS } = await import('../src/data/containers');
  const retentionDays = CONTAINERS.logs.defaultTtl / 86_400;
  const pruned = await pruneLogEntries(new Date(Date.now() - retentionDays * 86_400_000).toISOString().slice(0, 10));
  const { logSystemEvent } = await import('../src/services/log-service');
  await logSystemEvent('Local stack started', 'system', { queueFunctions: queueRunner.functions.length, timers: timerRunner?.count ?? 'off', prunedLogEntries: pruned });
  log(`${host.functionCount} functions (+ ${triggers}), data in ${dataDir}, ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  // Lets `npm run user` reach the running local database (and tells it when there is none here).
  await writeStackFile(dataDir, { pid: process.pid, port, cosmosEndpoint: cosmos?.endpoint, cosmosKey: cosmos?.key, storageConnectionString: azurite.connectionString });
  stoppers.push(() => removeOwnStackFile(dataDir));
  console.log(`\n  Lunch service running at http://localhost:${port}  (Ctrl-C to stop)`);
  if (printedLogin) console.log(`  Admin login: http://localhost:${port}/login  user "${printedLogin.username}", password "${printedLogin.password}" (kept in ${path.join(dataDir, 'admin-login.json')})`);
  console.log('');
} catch (err) {
  console.error('[lunch] could not start:', err);
  await shutdown(1);
}
