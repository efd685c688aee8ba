import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchStack, startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { runUserCli } from './support/user-cli';

/** One DATA_DIR is owned by one process at a time: a second stack refuses, the user command waits. */
const dirs: string[] = [];
const running: RunningStack[] = [];
const newDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-owner-'));
  dirs.push(dir);
  return dir;
};
const env = { LOCAL_TIMERS: 'off' };

afterAll(async () => {
  await Promise.all(running.map((stack) => stack.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('DATA_DIR ownership', () => {
  it('a second stack on the same DATA_DIR refuses to start, naming the running one; the first keeps working', async () => {
    const dataDir = newDataDir();
    const first = await startStack({ dataDir, env });
    running.push(first);
    const stackJson = fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8');

    const second = await launchStack({ dataDir, env });
    running.push(second);
    // Either it exits (the fix) or it comes up beside the first (the bug): whichever happens first.
    const outcome = await Promise.race([second.exited.then((code) => ({ exitCode: code })), second.ready.then(() => ({ exitCode: 'started' as const }), () => new Promise<never>(() => {}))]);
    expect(outcome.exitCode, second.output()).not.toBe('started');
    expect(outcome.exitCode).not.toBe(0);
    expect(second.output()).toContain(`is in use by the stack running at http://localhost:${first.port}`);

    expect(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')).toBe(stackJson);
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    // It still writes: a user added through it can sign in.
    const added = await runUserCli(dataDir, ['add', 'still-working', '--password-stdin'], 'still-working-password');
    expect(added.code, added.output).toBe(0);
    expect((await new ApiClient(first.baseUrl).login('still-working', 'still-working-password')).status).toBe(200);

    await first.stop();
    expect(fs.existsSync(path.join(dataDir, 'stack.json'))).toBe(false);
  }, 300_000);

  it('a user added while the stack starts is kept: the command waits for the stack and works through it', async () => {
    const dataDir = newDataDir();
    const starting = await launchStack({ dataDir, env });
    running.push(starting);
    // As someone would: `npm start`, and in another terminal `npm run user -- add` while it starts,
    // once the stack owns DATA_DIR (its lock file), so the command meets a starting stack every time.
    for (const until = Date.now() + 60_000; !fs.existsSync(path.join(dataDir, 'owner.lock')); await new Promise((r) => setTimeout(r, 20))) {
      if (Date.now() > until) throw new Error(`the stack never took DATA_DIR:\n${starting.output()}`);
    }
    expect(fs.existsSync(path.join(dataDir, 'stack.json')), 'the stack is still starting').toBe(false);
    const added = await runUserCli(dataDir, ['add', 'early-bird', '--password-stdin'], 'early-bird-password');
    expect(added.code, added.output).toBe(0);
    expect(added.output).toContain('created early-bird');
    await starting.ready;
    await starting.stop();

    const restarted = await startStack({ dataDir, env });
    running.push(restarted);
    expect((await new ApiClient(restarted.baseUrl).login('early-bird', 'early-bird-password')).status).toBe(200);
  }, 300_000);
});
