import { container } from './cosmos-client';
import { readItem } from './cosmos-helpers';

/** Failed logins for one key ("user:<name>" or "ip:<address>"), shared by every instance. */
export interface LoginAttemptRecord {
  id: string;
  failures: number;
  firstFailureAt: string;
  lastFailureAt: string;
  lockedUntil?: string;
  ttl?: number;
}

export async function readLoginAttempts(key: string): Promise<LoginAttemptRecord | undefined> {
  return readItem<LoginAttemptRecord>(await container('loginAttempts'), key, key);
}

export async function saveLoginAttempts(record: LoginAttemptRecord): Promise<void> {
  await (await container('loginAttempts')).items.upsert(record);
}

export async function clearLoginAttempts(key: string): Promise<void> {
  const attempts = await container('loginAttempts');
  await attempts.item(key, key).delete().catch(() => undefined);
}
