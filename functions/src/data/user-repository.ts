import { container } from './cosmos-client';
import { readItem, withoutSystemFields } from './cosmos-helpers';

export type Role = 'admin' | 'user';

export interface UserRecord {
  /** The username in lower case: usernames are unique regardless of case. */
  id: string;
  username: string;
  firstName?: string;
  email?: string;
  role: Role;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export const userIdOf = (username: string) => username.trim().toLowerCase();

export async function findUser(username: string): Promise<UserRecord | undefined> {
  const id = userIdOf(username);
  const user = await readItem<UserRecord>(await container('users'), id, id);
  return user && withoutSystemFields(user);
}

export async function saveUser(user: UserRecord): Promise<void> {
  await (await container('users')).items.upsert(user);
}
