import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from './free-port';

/** Azurite's well-known development account (public, documented by Microsoft; local only). */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface LocalAzurite {
  connectionString: string;
  blobPort: number;
  queuePort: number;
  /** Test only (started with `testHooks`): writes Azurite's metadata to disk now, resolving once it is written. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(); });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Azurite did not open port ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts Azurite (blob, queue, table) on free loopback ports with its data under DATA_DIR. `testHooks`
 * (tests only) preloads azurite-test-hooks.cjs, which makes `flush()` work.
 */
export async function startAzurite(options: { dataDir: string; testHooks?: boolean }): Promise<LocalAzurite> {
  const location = path.join(options.dataDir, 'azurite');
  await fs.mkdir(location, { recursive: true });
  const [blobPort, queuePort, tablePort] = [await freePort(), await freePort(), await freePort()];
  const cli = createRequire(import.meta.url).resolve('azurite/dist/src/azurite.js');
  // Azurite runs under a tiny shell guard that holds a pipe from this process: if this process dies
  // without cleaning up (even SIGKILL), the pipe closes, `cat` returns and the guard stops Azurite.
  const guard = 'node "$@" & pid=$!; trap "kill $pid 2>/dev/null" TERM INT; cat >/dev/null; kill $pid 2>/dev/null; wait $pid';
  const child: ChildProcess = spawn('sh', ['-c', guard.replace('node', `"${process.execPath}"`), 'azurite-guard',
    ...(options.testHooks ? ['--require', path.join(import.meta.dirname, 'azurite-test-hooks.cjs')] : []),
    cli, '--silent', '--location', location, '--blobHost', '127.0.0.1', '--queueHost', '127.0.0.1', '--tableHost', '127.0.0.1',
    '--blobPort', String(blobPort), '--queuePort', String(queuePort), '--tablePort', String(tablePort),
    '--skipApiVersionCheck', '--loose', '--disableTelemetry',
  ], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`Azurite exited (${code}): ${stderr}`))));
  // Generous: on a busy machine (a test run on two cores) loading Azurite alone has taken over 20 s.
  await Promise.race([Promise.all([waitForPort(blobPort, 60_000), waitForPort(queuePort, 60_000)]), exited]);
  exited.catch(() => {}); // after start, an exit is reported by stop() or the orchestrator

  const connectionString =
    `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};` +
    `BlobEndpoint=http://127.0.0.1:${blobPort}/${DEV_ACCOUNT};QueueEndpoint=http://127.0.0.1:${queuePort}/${DEV_ACCOUNT};` +
    `TableEndpoint=http://127.0.0.1:${tablePort}/${DEV_ACCOUNT};`;
  const savedCount = () => stderr.split('[azurite] saved ').length - 1;
  const flush = async () => {
    const pid = /\[azurite\] test hooks in process (\d+)/.exec(stderr)?.[1];
    if (!pid) throw new Error('Azurite runs without test hooks (LOCAL_TEST_HOOKS=1)');
    const before = savedCount();
    const failures = stderr.split('[azurite] save failed').length;
    process.kill(Number(pid), 'SIGUSR2');
    for (const deadline = Date.now() + 30_000; savedCount() === before; await new Promise((r) => setTimeout(r, 20))) {
      if (stderr.split('[azurite] save failed').length > failures) throw new Error(`Azurite could not save: ${stderr}`);
      if (Date.now() > deadline) throw new Error('Azurite did not save its data within 30 s');
    }
  };
  return {
    connectionString,
    blobPort,
    queuePort,
    flush,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end(); // the guard's `cat` ends and it stops Azurite
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
