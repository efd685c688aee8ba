import { createHash } from 'node:crypto';
import { checkUsername, usernameKey } from '@lunch/shared';
import { container } from './cosmos-client';
import { readItem, withoutSystemFields } from './cosmos-helpers';

export type Role = 'admin' | 'user' | 'owner';

export interface UserRecord {
  /** userIdOf(username): the username's key (NFC, lower case), so usernames are unique regardless of case. */
  id: string;
  username: string;
  firstName?: string;
  email?: string;
  role: Role;
  /** For role 'owner': the restaurants this owner keeps (read on every request, so removal is immediate). */
  restaurantIds?: string[];
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The database id for a username, and the base of its login-throttle key. A valid username's key
 * holds only letters, digits and . _ - @ (no / \ # ?, which Cosmos DB ids cannot hold), so it is the
 * id as it always was (the lower-cased name). Any other text is never stored as a user; its id is a
 * hash, so no character of it reaches Cosmos DB raw and the length stays bounded.
 */
export function userIdOf(username: string): string {
  const checked = checkUsername(username);
  if (checked.ok) return checked.key;
  return `~${createHash('sha256').update(usernameKey(username)).digest('base64url')}`;
}

/** The user with this username (any case, NFC or not), or undefined; a name that breaks the rule has no user. */
export async function findUser(username: string): Promise<UserRecord | undefined> {
  const checked = checkUsername(username);
  if (!checked.ok) return undefined;
  const found = await findUserById(checked.key);
  // Users created before names were normalised may be stored under the decomposed (NFD) form.
  const decomposed = checked.key.normalize('NFD');
  return found ?? (decomposed !== checked.key ? findUserById(decomposed) : undefined);
}

export async function findUserById(id: string): Promise<UserRecord | undefined> {
  const user = await readItem<UserRecord>(await container('users'), id, id);
  return user && withoutSystemFields(user);
}

export async function saveUser(user: UserRecord): Promise<void> {
  await (await container('users')).items.upsert(user);
}
