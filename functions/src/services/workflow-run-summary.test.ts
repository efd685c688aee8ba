import { describe, expect, it } from 'vitest';
import { summarizeRun } from './workflow-run-summary';

const run = { runId: 'r1', city: 'Landskrona', startedAt: '2026-11-23T10:00:00.000Z', restaurantsQueued: 3 };
const fetched = (menusPublished = 0, menusWaitingForReview = 0) => ({ result: 'fetched' as const, menusPublished, menusWaitingForReview });
const failed = (reason: 'http-error' | 'timeout') => ({ result: 'failed' as const, reason, menusPublished: 0, menusWaitingForReview: 0 });

describe('summarizeRun', () => {
  it('is running while harvests are left and the queues still hold messages', () => {
    expect(summarizeRun(run, [failed('http-error')], false)).toMatchObject({ state: 'running', drained: false, finished: 1, failed: 1 });
  });

  it('is failed when every harvest failed, with the reasons counted', () => {
    expect(summarizeRun(run, [failed('http-error'), failed('http-error'), failed('timeout')], false)).toMatchObject({
      state: 'failed',
      drained: true,
      fetched: 0,
      failed: 3,
      failedByReason: { 'http-error': 2, timeout: 1 },
      unfinished: 0,
    });
  });

  it('is drained by idle queues even when some harvests never finished (dead letters), and says how many', () => {
    expect(summarizeRun(run, [fetched(5)], true)).toMatchObject({ state: 'partial', drained: true, unfinished: 2, fetched: 1 });
    expect(summarizeRun(run, [], true)).toMatchObject({ state: 'failed', unfinished: 3 });
  });

  it('is succeeded when every page was fetched, adding menus published and waiting for review', () => {
    expect(summarizeRun(run, [fetched(5), fetched(0), fetched(0, 5)], false)).toMatchObject({
      state: 'succeeded',
      fetched: 3,
      failed: 0,
      failedByReason: {},
      menusPublished: 5,
      waitingForReview: 5,
    });
  });

  it('is succeeded at once for a run that queued nothing', () => {
    expect(summarizeRun({ ...run, restaurantsQueued: 0 }, [], false)).toMatchObject({ state: 'succeeded', drained: true });
  });
});
