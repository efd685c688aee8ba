import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { usernameError } from '@lunch/shared';
import { startCosmosProcess, type LocalCosmosProcess } from './cosmos-child';
import { describeHolder, lockDataDir, readStackFile, type DataDirLock, type LockHolder } from './data-dir-lock';
import { lowerPasswordCostForTests } from '../src/auth/password';

/**
 * npm run user -- add <username> [--role admin|user] [--first-name N] [--email E] [--password-stdin]
 * npm run user -- set-password <username> [--password-stdin]
 * npm run user -- set-role <username> <admin|user>
 *
 * Without --password-stdin a strong password is generated and printed once. With COSMOS_ENDPOINT set
 * it works on that account (identity or COSMOS_KEY); otherwise on the local data in DATA_DIR: through
 * the running stack if there is one (waiting for one that is starting), else by starting the local
 * Cosmos DB server briefly while holding DATA_DIR's lock (a stack started meanwhile waits for it).
 */
/** How long to wait for a stack that is starting (a first start seeds the demo data) or another user command. */
const WAIT_MS = 180_000;

const usage = 'usage: npm run user -- add <username> [--role admin|user] [--first-name N] [--email E] [--password-stdin]\n' +
  '       npm run user -- set-password <username> [--password-stdin]\n       npm run user -- set-role <username> <admin|user>';

/** Thrown by fail() once there is a temporary server or a lock to let go of. */
const failed = Symbol('failed');
let temporary: LocalCosmosProcess | undefined;
let owned: DataDirLock | undefined;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, 'first-name': { type: 'string' }, email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
});
const [command, username, roleArg] = positionals;
if (!command || !username || !['add', 'set-password', 'set-role'].includes(command)) fail(usage);
// The account rule (shared/src/username.ts), checked before anything starts; no valid account can have such a name.
const usernameProblem = usernameError(username);
if (usernameProblem) fail(usernameProblem);
const role = (command === 'set-role' ? roleArg : values.role) as 'admin' | 'user' | undefined;
if (role !== undefined && role !== 'admin' && role !== 'user') fail('role must be admin or user');
if (command === 'set-role' && !role) fail(usage);

// Test only (functions/test/support/user-cli.ts sets both, as local-stack.ts does for a stack): the
// cheaper scrypt cost of test stacks (auth/password.ts says why). Never set outside tests.
if (process.env.LOCAL_TEST_HOOKS === '1' && process.env.LOCAL_FAST_HASHING === '1') lowerPasswordCostForTests();

try {
  if (!process.env.COSMOS_ENDPOINT) {
    const dataDir = path.resolve(import.meta.dirname, '../..', process.env.DATA_DIR ?? '.data');
    const cosmos = await localCosmos(dataDir);
    process.env.COSMOS_ENDPOINT = cosmos.endpoint;
    process.env.COSMOS_KEY = cosmos.key;
    process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  }
  process.env.AzureWebJobsStorage ??= 'UseDevelopmentStorage=true'; // required by config, unused here
  const { upsertUser } = await import('../src/services/auth-service');
  const { findUser } = await import('../src/data/user-repository');

  const exists = Boolean(await findUser(username));
  if (command === 'add' && exists) fail(`user ${username} already exists (use set-password or set-role)`);
  if (command !== 'add' && !exists) fail(`no user ${username}`);

  let password: string | undefined;
  let generated = false;
  if (command !== 'set-role') {
    password = values['password-stdin'] ? (await readStdin()).trim() : randomBytes(15).toString('base64url');
    generated = !values['password-stdin'];
  }
  const user = await upsertUser({ username, password, role, firstName: values['first-name'], email: values.email });
  await temporary?.flush();
  console.log(`${command === 'add' ? 'created' : 'updated'} ${user.username} (role ${user.role})`);
  if (generated) console.log(`password: ${password}`);
} catch (err) {
  if (err !== failed) {
    console.error((err as Error).message);
    process.exitCode = 1;
  }
} finally {
  await temporary?.stop();
  await owned?.release(); // after the temporary server has written its snapshot
}

/**
 * The running stack's database once it is up; with no stack, a temporary server of our own under
 * DATA_DIR's lock. A stack that is starting (lock held, no stack.json yet) is waited for.
 */
async function localCosmos(dataDir: string): Promise<{ endpoint: string; key: string }> {
  let running: { endpoint: string; key: string } | undefined;
  const stackReady = async (holder: LockHolder) => {
    const stack = holder.kind === 'stack' ? await readStackFile(dataDir) : undefined;
    if (stack?.pid !== holder.pid) return false;
    if (!stack.cosmosEndpoint || !stack.cosmosKey) fail(`the stack on ${dataDir} (pid ${holder.pid}) uses the Cosmos DB account in its COSMOS_ENDPOINT: run this command with that COSMOS_ENDPOINT`);
    running = { endpoint: stack.cosmosEndpoint, key: stack.cosmosKey };
    return true;
  };
  const result = await lockDataDir(dataDir, { kind: 'user-command' }, {
    waitMs: WAIT_MS,
    shouldWait: async (holder) => !(await stackReady(holder)),
    onWait: (holder) => console.error(`waiting for ${describeHolder(holder, undefined)} on ${dataDir}`),
  });
  if (running) return running;
  if ('holder' in result) fail(`DATA_DIR ${dataDir} is still in use by ${describeHolder(result.holder, undefined)} after ${WAIT_MS / 1000} s`);
  owned = result.lock;
  temporary = await startCosmosProcess({ dataDir });
  return temporary;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  console.error(message);
  if (!temporary && !owned) process.exit(1);
  // Unwinds to the finally above: the temporary server saves and stops, then DATA_DIR's lock goes.
  process.exitCode = 1;
  throw failed;
}
