import type { HarvestFailureReason, WorkflowRunSummary } from '@lunch/shared';
import type { HarvestOutcomeDocument, WorkflowRunDocument } from '../data/workflow-run-repository';

/**
 * A run's summary from its recorded outcomes (pure, unit-tested). `queuesIdle` is whether the
 * harvest queues (fast, slow) hold no message at all, visible or not: a message being worked on is
 * invisible, so idle queues mean no harvest of the run can still finish.
 */
export function summarizeRun(
  run: Pick<WorkflowRunDocument, 'runId' | 'city' | 'startedAt' | 'restaurantsQueued'>,
  outcomes: Pick<HarvestOutcomeDocument, 'result' | 'reason' | 'menusPublished' | 'menusWaitingForReview'>[],
  queuesIdle: boolean,
): WorkflowRunSummary {
  const failedByReason: Partial<Record<HarvestFailureReason, number>> = {};
  let fetched = 0;
  let failed = 0;
  let menusPublished = 0;
  let waitingForReview = 0;
  for (const outcome of outcomes) {
    if (outcome.result === 'fetched') fetched++;
    else {
      failed++;
      const reason = outcome.reason ?? 'network-error';
      failedByReason[reason] = (failedByReason[reason] ?? 0) + 1;
    }
    menusPublished += outcome.menusPublished ?? 0;
    waitingForReview += outcome.menusWaitingForReview ?? 0;
  }
  const finished = fetched + failed;
  const drained = finished >= run.restaurantsQueued || queuesIdle;
  const unfinished = Math.max(0, run.restaurantsQueued - finished);
  const state: WorkflowRunSummary['state'] = !drained
    ? 'running'
    : fetched === 0 && run.restaurantsQueued > 0
      ? 'failed'
      : failed > 0 || unfinished > 0
        ? 'partial'
        : 'succeeded';
  return {
    runId: run.runId,
    city: run.city,
    startedAt: run.startedAt,
    restaurantsQueued: run.restaurantsQueued,
    finished,
    fetched,
    failed,
    failedByReason,
    menusPublished,
    waitingForReview,
    drained,
    unfinished,
    state,
  };
}
