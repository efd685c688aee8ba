import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../local/free-port';
import { LOCAL_BUNDLES } from '../../local/local-bundles';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Process groups of the stacks this test process started and has not stopped. A stack runs in its own
 * group (so a simulated crash takes Azurite down with it), which also means it would outlive this
 * process: on exit they are killed here, and a killed test process closes their stdin, on which the
 * stack shuts itself down (EXIT_WITH_PARENT in functions/local/start.ts). No stack is left behind.
 */
const runningGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of runningGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

export interface RunningStack {
  baseUrl: string;
  port: number;
  /** The stack's process id, which is also its process group id. */
  pid: number;
  output: () => string;
  /**
   * Makes Azurite write everything it has acknowledged to disk now (otherwise it does every 5 s) and
   * resolves once it is written: a crash test calls it before `stop('SIGKILL')`, as a real storage
   * account keeps every acknowledged write. The local Cosmos DB needs none (it journals each write
   * before answering). A test-only hook (LOCAL_TEST_HOOKS, SIGUSR2 to the stack).
   */
  flushStorage(): Promise<void>;
  /** SIGTERM (like Ctrl-C) by default; SIGKILL simulates a crash. Sent to the whole process group. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A stack being started: `ready` settles when it says it is ready or exits first; `exited` gives its exit code. */
export interface LaunchedStack extends RunningStack {
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Writes the demo data into `dataDir` the way a first start does, then stops (LOCAL_SEED_ONLY, a
 * test-only hook): the DATA_DIR `seededFrom` copies, so test stacks need not seed again each.
 */
export async function writeSeededDataDir(dataDir: string): Promise<void> {
  const seeding = await launchStack({ dataDir, env: { LOCAL_SEED_ONLY: '1', LOCAL_TIMERS: 'off' } });
  const code = await seeding.exited;
  runningGroups.delete(seeding.pid);
  if (code !== 0 || !seeding.output().includes('test hook: demo data written')) throw new Error(`seeding ${dataDir} failed (exit ${code}):\n${seeding.output()}`);
}

export interface StackOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /**
   * A DATA_DIR the demo data was already written to (the global setup's `seededDataDir`, made once per
   * project): on a first start (`dataDir` empty) it is copied in, so the stack starts as it would the
   * second time instead of seeding again (seconds of CPU per start); a restart keeps its own data.
   * Empty or unset: a first start seeds as usual.
   */
  seededFrom?: string;
}

/**
 * Starts the product exactly as `npm start` does (Azurite, local Cosmos DB server, local Functions
 * host) on a free port with the given DATA_DIR, and waits until it says it is ready.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  for (let attempt = 1; ; attempt++) {
    const stack = await launchStack(options);
    try {
      await stack.ready;
      return stack;
    } catch (err) {
      // The free port is chosen here but bound by the stack only after it has seeded (seconds later);
      // another lane's stack or Azurite may take it meanwhile (seen in CI). Start again on a new port:
      // the DATA_DIR keeps what the first try wrote, as on any restart.
      const portTaken = options.port === undefined && stack.output().includes(`EADDRINUSE: address already in use 127.0.0.1:${stack.port}`);
      if (!portTaken || attempt >= 3) throw err;
      await stack.stop();
    }
  }
}

/**
 * The test process's environment without the app's storage and database settings: a test stack runs
 * Azurite and a database of its own, whatever a test pointed its in-process repositories at (another
 * stack) or a developer's shell exported (a real account).
 */
function ownServicesEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['COSMOS_ENDPOINT', 'COSMOS_KEY', 'COSMOS_ALLOW_SELF_SIGNED', 'AzureWebJobsStorage']) delete env[name];
  return env;
}

/**
 * Like startStack without waiting: for tests that act while the stack starts, or expect it to refuse
 * to start (await `exited`).
 */
export async function launchStack(options: StackOptions): Promise<LaunchedStack> {
  const port = options.port ?? (await freePort());
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (options.seededFrom && fs.readdirSync(options.dataDir).length === 0) fs.cpSync(options.seededFrom, options.dataDir, { recursive: true });
  // `npm test` compiled the stack ahead (LOCAL_BUNDLES=1): half the CPU per start. Run directly, a
  // test starts the sources under tsx, as they are.
  const entry = process.env.LOCAL_BUNDLES === '1' ? [LOCAL_BUNDLES.stack] : ['--import', 'tsx', path.join(repoRoot, 'functions/local/start.ts')];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...ownServicesEnv(),
      PORT: String(port),
      DATA_DIR: options.dataDir,
      EXIT_WITH_PARENT: '1',
      LOCAL_TEST_HOOKS: '1',
      // Tests hash at a cheaper cost (password.ts); benches, which also start stacks here, measure the real one.
      LOCAL_FAST_HASHING: process.env.VITEST ? '1' : '0',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, so a simulated crash takes Azurite down with it
  });
  runningGroups.add(child.pid!);
  // Held open, never written: its end tells the stack this process is gone. It must not keep this process alive.
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  child.stdin!.on('error', () => {});
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack not ready within ${options.timeoutMs ?? 120_000} ms:\n${output}`)), options.timeoutMs ?? 120_000);
    const onData = () => {
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code} before it was ready:\n${output}`));
    });
  });
  ready.catch(() => {}); // a test that only awaits `exited` must not see an unhandled rejection

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    ready,
    exited,
    output: () => output,
    flushStorage: async () => {
      const count = (text: string) => text.split('test hook: storage flush').length - 1;
      const before = count(output);
      process.kill(child.pid!, 'SIGUSR2'); // the stack's own process only: Azurite and Cosmos DB are told by it
      for (const deadline = Date.now() + 60_000; count(output) === before; await new Promise((r) => setTimeout(r, 20))) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the stack exited before it flushed:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the stack did not flush its storage within 60 s:\n${output}`);
      }
      const last = output.slice(output.lastIndexOf('test hook: storage flush'));
      if (last.startsWith('test hook: storage flush failed')) throw new Error(last.split('\n')[0]);
    },
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        const group = -child.pid!;
        const killGroup = (sig: NodeJS.Signals) => {
          try {
            process.kill(group, sig);
          } catch {
            /* already gone */
          }
        };
        const done = () => {
          killGroup('SIGKILL'); // leave no Azurite behind
          runningGroups.delete(child.pid!);
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => setTimeout(done, 200));
        killGroup(signal);
        setTimeout(() => killGroup('SIGKILL'), 15_000).unref();
      }),
  };
}
