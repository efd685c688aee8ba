import type { PatchRequestBody } from '@azure/cosmos';
import { container } from './cosmos-client';
import { isStatus } from './cosmos-helpers';

/**
 * A request counter per key, shared by every instance: one small document per key in the
 * loginAttempts container (ids "claim-ip:<address>"). A window starts with the first request and
 * lasts `windowMs`; within it the count is raised with an atomic patch conditioned (server-side) on
 * the window still being open, so parallel requests all count; after it, the counter starts over
 * through an etag-checked replace.
 */
interface RequestCounter {
  id: string;
  count: number;
  /** Lower-case on purpose: the local Cosmos server lower-cases patch conditions, property names included. */
  window_start_ms: number;
  ttl: number;
}

const TRANSIENT_STATUSES = [408, 429, 449, 503];

/** Counts one request; answers the count including it and when its window started (epoch ms). */
export async function countRequest(key: string, atMs: number, windowMs: number): Promise<{ count: number; windowStartMs: number }> {
  const counters = await container('loginAttempts');
  const ttl = Math.ceil((2 * windowMs) / 1000);
  const fresh: RequestCounter = { id: key, count: 1, window_start_ms: atMs, ttl };
  const answer = (c: RequestCounter) => ({ count: c.count, windowStartMs: c.window_start_ms });
  for (let attempt = 0; attempt < 20; attempt++) {
    const increment: PatchRequestBody = {
      // A number computed here, never client input.
      condition: `FROM c WHERE c.window_start_ms > ${Math.floor(atMs - windowMs)}`,
      operations: [{ op: 'incr', path: '/count', value: 1 }],
    };
    try {
      const { resource } = await counters.item(key, key).patch<RequestCounter>(increment);
      if (resource) return answer(resource);
    } catch (err) {
      if (isStatus(err, 404)) {
        try {
          await counters.items.create(fresh);
          return answer(fresh);
        } catch (createErr) {
          if (!isStatus(createErr, 409)) throw createErr; // created by a parallel request: count in that one
        }
      } else if (isStatus(err, 412)) {
        // The window has closed: start a new one, unless someone else just did.
        const { resource: stale, etag } = await counters.item(key, key).read<RequestCounter>();
        if (stale && !(stale.window_start_ms > atMs - windowMs)) {
          try {
            await counters.item(key, key).replace(fresh, { accessCondition: { type: 'IfMatch', condition: etag } });
            return answer(fresh);
          } catch (replaceErr) {
            if (!isStatus(replaceErr, 412) && !isStatus(replaceErr, 404)) throw replaceErr;
          }
        }
      } else if (TRANSIENT_STATUSES.some((status) => isStatus(err, status))) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
      } else {
        throw err;
      }
    }
  }
  throw new Error(`Could not count a request for ${key}`);
}
