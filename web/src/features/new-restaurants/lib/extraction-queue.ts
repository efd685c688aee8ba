import type { ApplyResultsResult, ExtractionQueueStatus } from '@lunch/shared';

type QueueItem = ExtractionQueueStatus['queueItems'][number];

/** Anything still pending or processing: the panel keeps polling. */
export function isQueueRunning(queue: ExtractionQueueStatus | undefined): boolean {
  if (!queue) return false;
  return queue.status.pending + queue.status.processing > 0 || queue.queueItems.some((i) => i.status === 'pending' || i.status === 'processing');
}

/** Spec section 4: 'Apply Results' only when completed equals totalItems and totalItems is above 0. */
export const canApplyResults = (queue: ExtractionQueueStatus | undefined): boolean =>
  !!queue && queue.status.totalItems > 0 && queue.status.completed === queue.status.totalItems;

export type QueueItemTone = 'pending' | 'processing' | 'success' | 'failed' | 'error';

/** An item's state as shown: pending, processing, completed (success or failed) or error. */
export function queueItemState(item: QueueItem): { tone: QueueItemTone; icon: string; text: string } {
  switch (item.status) {
    case 'pending':
      return { tone: 'pending', icon: '…', text: 'Pending' };
    case 'processing':
      return { tone: 'processing', icon: '↻', text: 'Processing' };
    case 'completed': {
      const detail = item.result ? ` (${item.result.classification}, ${item.result.menuCount} ${item.result.menuCount === 1 ? 'menu' : 'menus'})` : '';
      return item.result?.success
        ? { tone: 'success', icon: '✓', text: `Completed: success${detail}` }
        : { tone: 'failed', icon: '✗', text: `Completed: failed${detail}` };
    }
    case 'error':
      return { tone: 'error', icon: '⚠', text: item.error ? `Error: ${item.error}` : 'Error' };
  }
}

/** What applying did, in a line: how many restaurants got menus, and how many did not. */
export function applyResultsSummary(result: ApplyResultsResult): string {
  const n = result.updatedCount;
  const got = `${n} ${n === 1 ? 'restaurant' : 'restaurants'} got menus`;
  return result.failed.length > 0 ? `${got}, ${result.failed.length} did not` : got;
}

/** Why one restaurant got no menus: its classification and the reason ('ACCESS_ERROR: … answered HTTP 500.'). */
export const withoutMenusReason = (failure: ApplyResultsResult['failed'][number]): string =>
  failure.classification ? `${failure.classification}: ${failure.reason}` : failure.reason;

/** The toast after applying: the summary and the first few restaurants without menus by name (the panel lists all, with why). */
export function applyResultsToastText(result: ApplyResultsResult, shown = 3): string {
  const names = result.failed.slice(0, shown).map((f) => f.name);
  const more = result.failed.length > shown ? ` and ${result.failed.length - shown} more` : '';
  return names.length > 0 ? `${applyResultsSummary(result)}: ${names.join(', ')}${more}. Why is listed in the queue panel.` : applyResultsSummary(result);
}
