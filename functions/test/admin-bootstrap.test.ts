import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';
import { runUserCli } from './support/user-cli';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/** ADMIN_USERNAME/ADMIN_PASSWORD create the admin once; a restart leaves later changes and sessions alone. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-bootstrap-'));
const env = { LOCAL_TIMERS: 'off', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'bootstrap-password-1' };
const NEW_PASSWORD = 'changed-after-bootstrap-2';
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('bootstrap admin', () => {
  it('is created once: a restart keeps a changed password and role and the sessions', async () => {
    stack = await startStack({ dataDir, seededFrom: seeded, env });
    expect((await new ApiClient(stack.baseUrl).login('boss', env.ADMIN_PASSWORD)).status).toBe(200);

    const setPassword = await runUserCli(dataDir, ['set-password', 'boss', '--password-stdin'], NEW_PASSWORD);
    expect(setPassword.code, setPassword.output).toBe(0);
    const setRole = await runUserCli(dataDir, ['set-role', 'boss', 'user']);
    expect(setRole.code, setRole.output).toBe(0);
    // A session from after the change (set-password itself ends the ones before it, by design).
    const session = new ApiClient(stack.baseUrl);
    expect((await session.login('boss', NEW_PASSWORD)).status).toBe(200);
    expect((await session.call('GET', '/api/auth/user')).json.role).toBe('user');

    await stack.stop();
    stack = await startStack({ dataDir, seededFrom: seeded, env });

    // Soft: each is its own finding. The session cookie goes along to the restarted stack (another port).
    const sameSession = new ApiClient(stack.baseUrl);
    sameSession.cookie = session.cookie;
    const me = await sameSession.call('GET', '/api/auth/user');
    expect.soft(me.status, 'the session from before the restart').toBe(200);
    expect.soft((await new ApiClient(stack.baseUrl).login('boss', NEW_PASSWORD)).status, 'the changed password').toBe(200);
    expect.soft((await new ApiClient(stack.baseUrl).login('boss', env.ADMIN_PASSWORD)).status, 'the bootstrap password').toBe(401);
    const fresh = new ApiClient(stack.baseUrl);
    await fresh.login('boss', NEW_PASSWORD);
    expect.soft((await fresh.call('GET', '/api/auth/user')).json, 'the changed role').toMatchObject({ username: 'boss', role: 'user' });
  }, 300_000);
});
