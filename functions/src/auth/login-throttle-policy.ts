import type { LoginAttemptRecord } from '../data/login-attempt-repository';

/**
 * Failed-login throttling, as pure rules. A username gets 5 free failures, a client address 20 (many
 * people can share one address); after that every further failure locks the key for a growing time,
 * 30 s doubling up to 15 minutes. Failures older than 15 minutes are forgotten.
 */
export const FREE_FAILURES = { user: 5, ip: 20 } as const;
const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
const FORGET_AFTER_MS = 15 * 60_000;

export function lockRemainingMs(record: LoginAttemptRecord | undefined, now: Date): number {
  if (!record?.lockedUntil) return 0;
  return Math.max(0, Date.parse(record.lockedUntil) - now.getTime());
}

export function withFailure(record: LoginAttemptRecord | undefined, key: string, freeFailures: number, now: Date): LoginAttemptRecord {
  const at = now.toISOString();
  const stale = !record || now.getTime() - Date.parse(record.lastFailureAt) > FORGET_AFTER_MS;
  const failures = stale ? 1 : record.failures + 1;
  const over = failures - freeFailures;
  const lockMs = over >= 0 ? Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** over) : 0;
  return {
    id: key,
    failures,
    firstFailureAt: stale ? at : record.firstFailureAt,
    lastFailureAt: at,
    ...(lockMs > 0 ? { lockedUntil: new Date(now.getTime() + lockMs).toISOString() } : {}),
    ttl: 24 * 3600,
  };
}
