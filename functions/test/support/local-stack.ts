import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../local/free-port';

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
  /** SIGTERM (like Ctrl-C) by default; SIGKILL simulates a crash. Sent to the whole process group. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A stack being started: `ready` settles when it says it is ready or exits first; `exited` gives its exit code. */
export interface LaunchedStack extends RunningStack {
  ready: Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts the product exactly as `npm start` does (Azurite, local Cosmos DB server, local Functions
 * host) on a free port with the given DATA_DIR, and waits until it says it is ready.
 */
export async function startStack(options: { dataDir: string; port?: number; env?: Record<string, string>; timeoutMs?: number }): Promise<RunningStack> {
  const stack = await launchStack(options);
  await stack.ready;
  return stack;
}

/**
 * Like startStack without waiting: for tests that act while the stack starts, or expect it to refuse
 * to start (await `exited`).
 */
export async function launchStack(options: { dataDir: string; port?: number; env?: Record<string, string>; timeoutMs?: number }): Promise<LaunchedStack> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'functions/local/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: options.dataDir, EXIT_WITH_PARENT: '1', ...options.env },
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
