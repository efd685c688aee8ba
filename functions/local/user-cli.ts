import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startCosmosProcess, type LocalCosmosProcess } from './cosmos-child';

/**
 * npm run user -- add <username> [--role admin|user] [--first-name N] [--email E] [--password-stdin]
 * npm run user -- set-password <username> [--password-stdin]
 * npm run user -- set-role <username> <admin|user>
 *
 * Without --password-stdin a strong password is generated and printed once. With COSMOS_ENDPOINT set
 * it works on that account (identity or COSMOS_KEY); otherwise on the local data in DATA_DIR: through
 * the running stack if there is one, else by starting the local Cosmos DB server briefly.
 */
const usage = 'usage: npm run user -- add <username> [--role admin|user] [--first-name N] [--email E] [--password-stdin]\n' +
  '       npm run user -- set-password <username> [--password-stdin]\n       npm run user -- set-role <username> <admin|user>';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, 'first-name': { type: 'string' }, email: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
});
const [command, username, roleArg] = positionals;
if (!command || !username || !['add', 'set-password', 'set-role'].includes(command)) fail(usage);
const role = (command === 'set-role' ? roleArg : values.role) as 'admin' | 'user' | undefined;
if (role !== undefined && role !== 'admin' && role !== 'user') fail('role must be admin or user');
if (command === 'set-role' && !role) fail(usage);

let temporary: LocalCosmosProcess | undefined;
try {
  if (!process.env.COSMOS_ENDPOINT) {
    const dataDir = path.resolve(import.meta.dirname, '../..', process.env.DATA_DIR ?? '.data');
    const running = await readRunningStack(dataDir);
    const cosmos = running ?? (temporary = await startCosmosProcess({ dataDir }));
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
  fail((err as Error).message);
} finally {
  await temporary?.stop();
}

async function readRunningStack(dataDir: string) {
  try {
    const stack = JSON.parse(await fs.readFile(path.join(dataDir, 'stack.json'), 'utf8')) as { pid: number; cosmosEndpoint: string; cosmosKey: string };
    process.kill(stack.pid, 0); // throws when that process is gone
    return { endpoint: stack.cosmosEndpoint, key: stack.cosmosKey };
  } catch {
    return undefined;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  console.error(message);
  void temporary?.stop();
  process.exit(1);
}
