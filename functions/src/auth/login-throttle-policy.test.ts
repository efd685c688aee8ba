import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_LOCK_MS, forgetCutoff, isStale, lockDurationMs, lockRemainingMs } from './login-throttle-policy';

describe('login throttling', () => {
  const t0 = new Date('2026-11-22T10:00:00Z');
  const after = (ms: number) => new Date(t0.getTime() + ms);
  const record = (failures: number, lastFailureMs: number) => ({
    id: 'user:anna',
    failures,
    firstFailureAt: t0.toISOString(),
    lastFailureAt: after(lastFailureMs).toISOString(),
    last_failure_ms: after(lastFailureMs).getTime(),
  });

  it('allows four failures for a username, locks at the fifth with growing delays up to 5 minutes', () => {
    for (let failures = 1; failures < FREE_FAILURES.user; failures++) expect(lockRemainingMs(record(failures, 0), FREE_FAILURES.user, t0)).toBe(0);
    expect(lockRemainingMs(record(5, 0), FREE_FAILURES.user, t0)).toBe(30_000);
    expect(lockRemainingMs(record(6, 0), FREE_FAILURES.user, after(10_000))).toBe(50_000);
    expect(lockDurationMs(8, FREE_FAILURES.user)).toBe(240_000);
    expect(lockDurationMs(9, FREE_FAILURES.user)).toBe(5 * 60_000);
    expect(MAX_LOCK_MS).toBe(5 * 60_000);
    // A stranger's 40 failures lock unknown devices for minutes, not a quarter of an hour.
    expect(lockRemainingMs(record(40, 0), FREE_FAILURES.user, t0)).toBe(5 * 60_000);
    expect(lockDurationMs(1000, FREE_FAILURES.user)).toBe(5 * 60_000);
  });

  it('gives a known device its own five failures, like a username', () => {
    const device = (failures: number) => ({ ...record(failures, 0), id: 'device:abc' });
    expect(lockRemainingMs(device(4), FREE_FAILURES.device, t0)).toBe(0);
    expect(lockRemainingMs(device(5), FREE_FAILURES.device, t0)).toBe(30_000);
    expect(lockRemainingMs(device(40), FREE_FAILURES.device, t0)).toBe(5 * 60_000);
  });

  it('gives a client address twenty failures before the first lock', () => {
    expect(lockRemainingMs({ ...record(19, 0), id: 'ip:1.2.3.4' }, FREE_FAILURES.ip, t0)).toBe(0);
    expect(lockRemainingMs({ ...record(20, 0), id: 'ip:1.2.3.4' }, FREE_FAILURES.ip, t0)).toBe(30_000);
  });

  it('forgets failures after 15 quiet minutes', () => {
    expect(isStale(record(40, 0), after(15 * 60_000))).toBe(false);
    expect(isStale(record(40, 0), after(15 * 60_000 + 1))).toBe(true);
    expect(lockRemainingMs(record(40, 0), FREE_FAILURES.user, after(16 * 60_000))).toBe(0);
    expect(forgetCutoff(after(15 * 60_000))).toEqual(t0);
  });
});
