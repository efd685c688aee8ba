import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm run user -- <args>` (the CLI file itself) on a DATA_DIR without blocking the test's event loop. */
export function runUserCli(dataDir: string, args: string[], input?: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/user-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  child.stdin.end(input ?? '');
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}
