import type { WorkflowRunSummary } from '@lunch/shared';

/** How a run's card looks: red when no page was fetched, yellow with failures, green when all went well, blue while running. */
export type RunTone = 'red' | 'yellow' | 'green' | 'blue';

export const RUN_TONES: Record<WorkflowRunSummary['state'], RunTone> = { failed: 'red', partial: 'yellow', succeeded: 'green', running: 'blue' };

/** The card's heading, so the colour is never the only sign. */
export function runHeadline(summary: WorkflowRunSummary): string {
  switch (summary.state) {
    case 'running':
      return `Run in progress: ${summary.finished} of ${summary.restaurantsQueued} harvests finished`;
    case 'failed':
      return summary.restaurantsQueued === 0 ? 'Run failed' : 'Run failed: no lunch page could be fetched';
    case 'partial':
      return 'Run finished with failures';
    case 'succeeded':
      return 'Run finished';
  }
}

/** 'http-error: 2, timeout: 1', most first. */
export function failureReasonsText(summary: Pick<WorkflowRunSummary, 'failedByReason'>): string {
  return Object.entries(summary.failedByReason)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${reason}: ${count}`)
    .join(', ');
}

/** '8 fetched, 2 failed (http-error: 2), 35 menus published, 5 waiting for review', plus harvests that never finished. */
export function runSummaryText(summary: WorkflowRunSummary): string {
  const reasons = failureReasonsText(summary);
  const parts = [
    `${summary.fetched} fetched`,
    `${summary.failed} failed${reasons ? ` (${reasons})` : ''}`,
    `${summary.menusPublished} ${summary.menusPublished === 1 ? 'menu' : 'menus'} published`,
    `${summary.waitingForReview} waiting for review`,
  ];
  if (summary.drained && summary.unfinished > 0) parts.push(`${summary.unfinished} never finished (see the dead letters)`);
  return parts.join(', ');
}
