import { container } from './cosmos-client';
import { deleteItem, isStatus, readItem } from './cosmos-helpers';

/** A server-side session. The id is the SHA-256 of the cookie's token: a leaked database holds no usable tokens. */
export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  /** Seconds until Cosmos DB's TTL may delete it (Azure only; expiry is enforced by timestamps). */
  ttl: number;
}

export async function createSession(session: SessionRecord): Promise<void> {
  await (await container('sessions')).items.create(session);
}

export async function readSession(id: string): Promise<SessionRecord | undefined> {
  return readItem<SessionRecord>(await container('sessions'), id, id);
}

/**
 * Records that the session was used. False when it no longer exists: a logout (or expiry) deleted it
 * between the read and this write, so the session has ended.
 */
export async function touchSession(id: string, lastSeenAt: string, ttl: number): Promise<boolean> {
  try {
    await (await container('sessions')).item(id, id).patch([
      { op: 'set', path: '/lastSeenAt', value: lastSeenAt },
      { op: 'set', path: '/ttl', value: ttl },
    ]);
    return true;
  } catch (err) {
    if (isStatus(err, 404)) return false;
    throw err;
  }
}

export async function deleteSession(id: string): Promise<void> {
  await deleteItem(await container('sessions'), id, id);
}

/** Ends every session of a user (after a password change). A query across session partitions: rare. */
export async function deleteSessionsOfUser(userId: string): Promise<number> {
  const sessions = await container('sessions');
  const { resources } = await sessions.items
    .query<{ id: string }>({ query: 'SELECT c.id FROM c WHERE c.userId = @userId', parameters: [{ name: '@userId', value: userId }] })
    .fetchAll();
  for (const { id } of resources) await deleteItem(sessions, id, id);
  return resources.length;
}
