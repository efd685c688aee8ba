import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { LOCAL_BUNDLES } from '../../local/local-bundles';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run user -- <args>` as a test starts it: the command compiled ahead when `npm test` built it
 * (LOCAL_BUNDLES=1, functions/local/local-bundles.ts), otherwise the source file under tsx.
 */
export function userCliArgv(args: string[]): string[] {
  return process.env.LOCAL_BUNDLES === '1' ? [LOCAL_BUNDLES.userCli, ...args] : ['--import', 'tsx', 'functions/local/user-cli.ts', ...args];
}

/**
 * The command's environment: DATA_DIR, and the test stacks' cheaper password cost (LOCAL_FAST_HASHING,
 * as launchStack sets it): the users a test adds sign in many times, each a scrypt verification at the
 * cost stored with the hash.
 */
function cliEnv(dataDir: string): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, LOCAL_TEST_HOOKS: '1', LOCAL_FAST_HASHING: process.env.VITEST ? '1' : '0' };
}

/** Runs the user command on a DATA_DIR without blocking the test's event loop. */
export function runUserCli(dataDir: string, args: string[], input?: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, userCliArgv(args), {
    cwd: repoRoot,
    env: cliEnv(dataDir),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  child.stdin.end(input ?? '');
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** Runs the user command and waits: its exit status and what it printed. */
export function runUserCliSync(dataDir: string, args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, userCliArgv(args), { cwd: repoRoot, env: cliEnv(dataDir), input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs the user command, throwing with its output when it fails (a test's setup step). */
export function userCliOrThrow(dataDir: string, args: string[], input = ''): void {
  const run = runUserCliSync(dataDir, args, input);
  if (run.status !== 0) throw new Error(`npm run user -- ${args.join(' ')} failed (${run.status}): ${run.stderr || run.stdout}`);
}
