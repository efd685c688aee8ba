import { describe, expect, it, vi } from 'vitest';
import type { Timer } from '@azure/functions';
import { collectDeclarationsOnly } from '../src/app/registration-mode';
import { declareTimer } from '../src/app/declare-timer';
import { nextOccurrence, startTimerRunner } from './timer-runner';

collectDeclarationsOnly();

describe('local timer trigger', () => {
  it('reads NCRONTAB (seconds first) in UTC, as Azure does without WEBSITE_TIME_ZONE', () => {
    const monday = new Date('2026-11-23T04:00:00Z');
    expect(nextOccurrence('0 30 5 * * 1-5', monday).toISOString()).toBe('2026-11-23T05:30:00.000Z');
    const friday = new Date('2026-11-27T06:00:00Z');
    expect(nextOccurrence('0 30 5 * * 1-5', friday).toISOString()).toBe('2026-11-30T05:30:00.000Z'); // next Monday
    expect(nextOccurrence('*/15 * * * * *', new Date('2026-11-23T04:00:07Z')).toISOString()).toBe('2026-11-23T04:00:15.000Z');
  });

  it('rejects a five-field (Unix cron) schedule at declaration', () => {
    expect(() => declareTimer({ name: 'test-five-fields', schedule: '30 5 * * 1-5', handler: async () => {} })).toThrow(/six fields/);
  });

  it('fires a declared timer on its schedule, one run at a time, and stops cleanly', async () => {
    // A clock of the test's own: the schedule is read against it, so the count is exact on any machine.
    vi.useFakeTimers({ now: new Date('2026-11-23T04:00:00.400Z') });
    try {
      const runs: { at: number; timer: Timer }[] = [];
      let failOnce = true;
      const fn = declareTimer({
        name: 'test-every-second',
        schedule: '* * * * * *',
        handler: async (timer) => {
          runs.push({ at: Date.now(), timer });
          if (failOnce) {
            failOnce = false;
            throw new Error('a failed run does not stop the schedule');
          }
        },
      });
      const lines: string[] = [];
      const runner = startTimerRunner({ functions: [fn], log: (line) => lines.push(line) });
      expect(runner.next(fn.name)!.toISOString()).toBe('2026-11-23T04:00:01.000Z');
      await vi.advanceTimersByTimeAsync(2_600); // to 04:00:03.000: three occurrences
      expect(runs.map((r) => new Date(r.at).toISOString())).toEqual(['2026-11-23T04:00:01.000Z', '2026-11-23T04:00:02.000Z', '2026-11-23T04:00:03.000Z']);
      for (const { at, timer } of runs) {
        expect(timer.isPastDue).toBe(false);
        expect(Date.parse(timer.scheduleStatus.next)).toBe(at + 1000);
      }
      expect(runs[0].timer.scheduleStatus.last).toBe('0001-01-01T00:00:00.000Z');
      expect(runs[1].timer.scheduleStatus.last).toBe('2026-11-23T04:00:01.000Z'); // the failed run counts as the last one
      expect(lines.some((line) => /test-every-second\] error: Timer run failed/.test(line))).toBe(true);
      await runner.stop();
      // The same clock that produced three runs above moves on ten occurrences: none after stop().
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runs).toHaveLength(3);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to start with a schedule cron-parser cannot read, naming the function', () => {
    const fn = declareTimer({ name: 'test-bad-schedule', schedule: '* * * * * mon-xyz', handler: async () => {} });
    expect(() => startTimerRunner({ functions: [fn] })).toThrow(/test-bad-schedule/);
  });
});
