import { describe, expect, it } from 'vitest';
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
    expect(runner.next(fn.name)!.getTime()).toBeGreaterThan(Date.now() - 5);
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await runner.stop();
    const count = runs.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    expect(runs[1].at - runs[0].at).toBeGreaterThan(800);
    for (const { at, timer } of runs) {
      expect(timer.isPastDue).toBe(false);
      expect(Date.parse(timer.scheduleStatus.next)).toBeGreaterThan(at);
    }
    expect(runs[0].timer.scheduleStatus.last).toBe('0001-01-01T00:00:00.000Z');
    expect(Date.parse(runs[1].timer.scheduleStatus.last)).toBeLessThan(runs[1].at);
    expect(lines.some((line) => /test-every-second\] error: Timer run failed/.test(line))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs.length).toBe(count); // nothing after stop()
  });

  it('refuses to start with a schedule cron-parser cannot read, naming the function', () => {
    const fn = declareTimer({ name: 'test-bad-schedule', schedule: '* * * * * mon-xyz', handler: async () => {} });
    expect(() => startTimerRunner({ functions: [fn] })).toThrow(/test-bad-schedule/);
  });
});
