import type { LoginAttemptRecord } from '../data/login-attempt-repository';

/**
 * Failed-login throttling, as pure rules. A username gets 5 free failures, a client address 20 (many
 * people can share one address), and a known device (a browser holding a device cookie from an
 * earlier sign-in to that account) 5 of its own; from the last free failure on, the key is locked for
 * a growing time after its latest failure, 30 s doubling up to 5 minutes. The cap is short because a
 * stranger can push the username's count up at will: only unknown devices are locked by it, but the
 * owner on a new browser should wait minutes, not a quarter of an hour. Failures older than 15 quiet
 * minutes are forgotten. The lock is derived from the failure count, never stored on its own, so a
 * count that is incremented atomically by parallel requests always yields the right lock.
 */
export const FREE_FAILURES = { user: 5, ip: 20, device: 5 } as const;
const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 5 * 60_000;
export const FORGET_AFTER_MS = 15 * 60_000;

/** How long a key is locked after its latest failure, given how many failures it has. */
export function lockDurationMs(failures: number, freeFailures: number): number {
  const over = failures - freeFailures;
  return over >= 0 ? Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** over) : 0;
}

/** True when a record's failures are old enough to be forgotten. */
export function isStale(record: Pick<LoginAttemptRecord, 'lastFailureAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(record.lastFailureAt) > FORGET_AFTER_MS;
}

/** The cut-off before which a failure no longer counts (for the store's conditional increment). */
export function forgetCutoff(now: Date): Date {
  return new Date(now.getTime() - FORGET_AFTER_MS);
}

export function lockRemainingMs(record: LoginAttemptRecord | undefined, freeFailures: number, now: Date): number {
  if (!record || isStale(record, now)) return 0;
  const until = Date.parse(record.lastFailureAt) + lockDurationMs(record.failures, freeFailures);
  return Math.max(0, until - now.getTime());
}
