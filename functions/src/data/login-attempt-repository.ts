import type { PatchRequestBody } from '@azure/cosmos';
import { container } from './cosmos-client';
import { isStatus, readItem } from './cosmos-helpers';

/** Failed logins for one key ("user:<name>" or "ip:<address>"), shared by every instance. */
export interface LoginAttemptRecord {
  id: string;
  failures: number;
  firstFailureAt: string;
  lastFailureAt: string;
  /**
   * lastFailureAt in epoch milliseconds, for the server-side patch condition. Lower-case on purpose:
   * the local Cosmos server lower-cases patch conditions, property names included.
   */
  last_failure_ms: number;
  ttl?: number;
}

const RECORD_TTL_SECONDS = 24 * 3600;
const MAX_TRIES = 20;
/** Answers Cosmos DB gives a write that may simply be tried again. */
const TRANSIENT_STATUSES = [408, 429, 449, 503];

export async function readLoginAttempts(key: string): Promise<LoginAttemptRecord | undefined> {
  return readItem<LoginAttemptRecord>(await container('loginAttempts'), key, key);
}

/**
 * Counts one failure for a key and returns the record as it is after the increment. The count is
 * raised with an atomic patch, so parallel failures never overwrite each other; the patch only
 * applies while the latest failure is newer than `forgetBefore` (a server-side condition), otherwise
 * the record starts over at 1 through an etag-checked replace. A lost race simply tries again.
 */
export async function recordLoginFailure(key: string, at: Date, forgetBefore: Date): Promise<LoginAttemptRecord> {
  const attempts = await container('loginAttempts');
  const atIso = at.toISOString();
  const fresh: LoginAttemptRecord = { id: key, failures: 1, firstFailureAt: atIso, lastFailureAt: atIso, last_failure_ms: at.getTime(), ttl: RECORD_TTL_SECONDS };
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const increment: PatchRequestBody = {
      // A number made here, never client input. Records written before last_failure_ms existed start over.
      condition: `FROM c WHERE c.last_failure_ms >= ${Math.floor(forgetBefore.getTime())}`,
      operations: [
        { op: 'incr', path: '/failures', value: 1 },
        { op: 'set', path: '/lastFailureAt', value: atIso },
        { op: 'set', path: '/last_failure_ms', value: at.getTime() },
        { op: 'set', path: '/ttl', value: RECORD_TTL_SECONDS },
      ],
    };
    try {
      const { resource } = await attempts.item(key, key).patch<LoginAttemptRecord>(increment);
      if (resource) return resource;
    } catch (err) {
      if (isStatus(err, 404)) {
        try {
          const { resource } = await attempts.items.create<LoginAttemptRecord>(fresh);
          if (resource) return resource;
        } catch (createErr) {
          if (!isStatus(createErr, 409)) throw createErr; // someone else created it: increment theirs
        }
      } else if (isStatus(err, 412)) {
        // The stored failures are stale: start over, unless someone changed the record meanwhile.
        const { resource: stale, etag } = await attempts.item(key, key).read<LoginAttemptRecord>();
        if (stale && !(stale.last_failure_ms >= forgetBefore.getTime())) {
          try {
            const { resource } = await attempts.item(key, key).replace<LoginAttemptRecord>(fresh, { accessCondition: { type: 'IfMatch', condition: etag } });
            if (resource) return resource;
          } catch (replaceErr) {
            if (!isStatus(replaceErr, 412) && !isStatus(replaceErr, 404)) throw replaceErr;
          }
        }
      } else if (TRANSIENT_STATUSES.some((status) => isStatus(err, status))) {
        // Concurrent patches of one item may be answered "retry with" (449) or throttled: try again shortly.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
      } else {
        throw err;
      }
    }
  }
  throw new Error(`Could not record a login failure for ${key} after ${MAX_TRIES} tries`);
}

export async function clearLoginAttempts(key: string): Promise<void> {
  const attempts = await container('loginAttempts');
  await attempts.item(key, key).delete().catch(() => undefined);
}
