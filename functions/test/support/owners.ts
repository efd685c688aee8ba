import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient } from './http-client';

/**
 * Restaurant owners for API tests, without the invitation flow: the user is written through the
 * functions' own repository (saveUser, hashPassword) into the running stack's database, then signs in
 * over HTTP like any owner. The test process points the data layer at the stack from DATA_DIR/stack.json
 * (the functions' config is read once, on first use, so this must run before any other data access).
 */
export function useStackDatabase(dataDir: string) {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string; storageConnectionString: string };
  process.env.COSMOS_ENDPOINT = stack.cosmosEndpoint;
  process.env.COSMOS_KEY = stack.cosmosKey;
  process.env.COSMOS_ALLOW_SELF_SIGNED = 'true';
  process.env.AzureWebJobsStorage ??= stack.storageConnectionString;
}

export interface TestOwner {
  username: string;
  password: string;
  /** Signed in. */
  client: ApiClient;
}

/** A new owner of `restaurantIds`, signed in. */
export async function createOwner(baseUrl: string, dataDir: string, restaurantIds: string[], options: { email?: string } = {}): Promise<TestOwner> {
  useStackDatabase(dataDir);
  const [{ saveUser, userIdOf }, { hashPassword }] = await Promise.all([import('../../src/data/user-repository'), import('../../src/auth/password')]);
  const username = `agare-${randomBytes(5).toString('hex')}`;
  const password = `Lösen-${randomBytes(9).toString('base64url')}`;
  const at = new Date().toISOString();
  await saveUser({ id: userIdOf(username), username, role: 'owner', restaurantIds, passwordHash: await hashPassword(password), createdAt: at, updatedAt: at, ...(options.email ? { email: options.email } : {}) });
  const client = new ApiClient(baseUrl);
  const login = await client.login(username, password);
  if (login.status !== 200) throw new Error(`owner login answered ${login.status}: ${JSON.stringify(login.json)}`);
  return { username, password, client };
}

/** Changes an owner's restaurants directly (as an admin's removal would). */
export async function setOwnerRestaurants(dataDir: string, username: string, restaurantIds: string[]): Promise<void> {
  useStackDatabase(dataDir);
  const { findUser, saveUser } = await import('../../src/data/user-repository');
  const user = await findUser(username);
  if (!user) throw new Error(`no user ${username}`);
  await saveUser({ ...user, restaurantIds, updatedAt: new Date().toISOString() });
}
