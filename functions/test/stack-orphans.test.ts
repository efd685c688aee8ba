import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Stacks started by tests never outlive the test process: not when it is interrupted (Ctrl-C), and
 * not when it is killed outright. A stand-in test process (support/stack-parent-probe.ts, which calls
 * launchStack(...)) starts a stack and is then ended without stopping it; the stack's process group must
 * be gone and its port closed soon after. Each case first proves the stack was up and answering.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
const groups: number[] = [];

afterEach(() => {
  for (const pid of groups.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone, as it should be */
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })).status > 0;
  } catch {
    return false;
  }
}

async function startProbe(): Promise<{ kill: (signal: NodeJS.Signals) => void; port: number; pid: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-orphans-'));
  dirs.push(dataDir);
  const probe = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'functions/test/support/stack-parent-probe.ts'), dataDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const started = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    probe.stdout!.on('data', (d) => {
      out += String(d);
      const m = /STACK (\d+) (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), pid: Number(m[2]) });
    });
    probe.once('exit', (code) => reject(new Error(`probe exited with ${code} before its stack was ready: ${out}`)));
  });
  groups.push(started.pid);
  return { ...started, kill: (signal) => probe.kill(signal) };
}

async function gone(port: number, pid: number): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (!groupAlive(pid) && !(await answers(port))) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('no stack outlives the test process that started it', () => {
  it.each([['killed outright (SIGKILL)', 'SIGKILL'], ['interrupted (Ctrl-C)', 'SIGINT']] as const)('when that process is %s', async (_what, signal) => {
    const probe = await startProbe();
    expect(groupAlive(probe.pid)).toBe(true);
    expect(await answers(probe.port)).toBe(true);
    probe.kill(signal);
    expect(await gone(probe.port, probe.pid)).toBe(true);
  }, 150_000);
});
