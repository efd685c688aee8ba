import { describe, expect, it } from 'vitest';
import type { WorkflowRunSummary } from '@lunch/shared';
import { RUN_TONES, runHeadline, runSummaryText } from '../run-summary';

const base: WorkflowRunSummary = {
  runId: 'r',
  city: 'Landskrona',
  startedAt: '2026-11-23T10:00:00.000Z',
  restaurantsQueued: 3,
  finished: 3,
  fetched: 0,
  failed: 3,
  failedByReason: { timeout: 1, 'http-error': 2 },
  menusPublished: 0,
  waitingForReview: 0,
  drained: true,
  unfinished: 0,
  state: 'failed',
};

describe('run summary', () => {
  it('says a run where every fetch failed failed, in red, with the reasons most first', () => {
    expect(RUN_TONES[base.state]).toBe('red');
    expect(runHeadline(base)).toBe('Run failed: no lunch page could be fetched');
    expect(runSummaryText(base)).toBe('0 fetched, 3 failed (http-error: 2, timeout: 1), 0 menus published, 0 waiting for review');
  });

  it('counts menus, review and harvests that never finished', () => {
    const partial = { ...base, finished: 2, fetched: 2, failed: 0, failedByReason: {}, menusPublished: 1, waitingForReview: 5, unfinished: 1, state: 'partial' as const };
    expect(runSummaryText(partial)).toBe('2 fetched, 0 failed, 1 menu published, 5 waiting for review, 1 never finished (see the dead letters)');
    expect(RUN_TONES.partial).toBe('yellow');
  });

  it('shows progress while running', () => {
    expect(runHeadline({ ...base, state: 'running', drained: false, finished: 1 })).toBe('Run in progress: 1 of 3 harvests finished');
  });
});
