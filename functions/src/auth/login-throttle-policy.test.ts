import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_LOCK_MS, lockRemainingMs, withFailure } from './login-throttle-policy';

describe('login throttling', () => {
  const t0 = new Date('2026-11-22T10:00:00Z');
  const after = (ms: number) => new Date(t0.getTime() + ms);

  it('allows five failures for a username, then locks with growing delays up to 15 minutes', () => {
    let record = undefined;
    for (let i = 1; i < FREE_FAILURES.user; i++) {
      record = withFailure(record, 'user:anna', FREE_FAILURES.user, after(i * 1000));
      expect(lockRemainingMs(record, after(i * 1000))).toBe(0);
    }
    record = withFailure(record, 'user:anna', FREE_FAILURES.user, after(5000));
    expect(lockRemainingMs(record, after(5000))).toBe(30_000);
    record = withFailure(record, 'user:anna', FREE_FAILURES.user, after(40_000));
    expect(lockRemainingMs(record, after(40_000))).toBe(60_000);
    for (let i = 0; i < 10; i++) record = withFailure(record, 'user:anna', FREE_FAILURES.user, after(100_000 + i));
    expect(lockRemainingMs(record, after(100_009))).toBe(MAX_LOCK_MS);
  });

  it('forgets failures after 15 quiet minutes', () => {
    let record = withFailure(undefined, 'ip:1.2.3.4', FREE_FAILURES.ip, t0);
    record = withFailure(record, 'ip:1.2.3.4', FREE_FAILURES.ip, after(60_000));
    expect(record.failures).toBe(2);
    record = withFailure(record, 'ip:1.2.3.4', FREE_FAILURES.ip, after(60_000 + 16 * 60_000));
    expect(record.failures).toBe(1);
  });
});
