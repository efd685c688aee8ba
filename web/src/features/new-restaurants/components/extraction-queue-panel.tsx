import { useApplyResults } from '../api/apply-results';
import { useClearExtractQueue } from '../api/clear-extract-queue';
import { useExtractStatus } from '../api/get-extract-status';
import { readFailureText } from '../api/harvest-errors';
import type { ApplyResultsResult } from '@lunch/shared';
import { applyResultsSummary, canApplyResults, isQueueRunning, queueItemState, withoutMenusReason } from '../lib/extraction-queue';

/**
 * The AI extraction queue (spec sections 3 and 4): read when the panel mounts (a queue started earlier
 * shows), polled every 2 s while anything is pending or processing; each item's state, the progress,
 * 'Apply Results' once every item is completed (what applying did stays shown: how many restaurants
 * got menus, and each one that did not, with why), and clearing the queue.
 */
export function ExtractionQueuePanel() {
  const { data: queue, isPending, isError, error, isFetching } = useExtractStatus();
  const apply = useApplyResults();
  const clear = useClearExtractQueue();
  const running = isQueueRunning(queue);
  const total = queue?.status.totalItems ?? 0;
  const completed = queue?.status.completed ?? 0;

  return (
    <section className="new-restaurants__panel" aria-labelledby="new-restaurants-ai-queue" aria-busy={isFetching}>
      <div className="nr-panel__head">
        <h3 id="new-restaurants-ai-queue">AI Extraction Queue</h3>
        {queue && total > 0 && (
          <button type="button" className="button button--small button--secondary" disabled={clear.isPending || apply.isPending} onClick={() => clear.mutate()}>
            {clear.isPending ? 'Clearing…' : 'Clear queue'}
          </button>
        )}
      </div>
      {apply.isSuccess && <ApplyOutcome result={apply.data} />}
      {isPending ? (
        <p className="muted">Läser kön…</p>
      ) : isError ? (
        <p role="alert" className="new-restaurants__error">{readFailureText(error, 'Failed to fetch queue status')}</p>
      ) : total === 0 ? (
        <p className="muted">The queue is empty. Select restaurants and press 'AI Extract'.</p>
      ) : (
        <>
          <div className="nr-progress">
            <progress max={total} value={completed} aria-labelledby="new-restaurants-ai-queue-progress" />
            <span id="new-restaurants-ai-queue-progress" aria-live="polite">
              {completed} / {total} completed{running ? ` · ${queue.status.processing} processing, ${queue.status.pending} pending` : ''}
              {queue.status.failed > 0 ? ` · ${queue.status.failed} failed` : ''}
            </span>
          </div>
          <ul className="nr-queue" aria-label="Queue items" tabIndex={0}>
            {queue.queueItems.map((item) => {
              const state = queueItemState(item);
              return (
                <li key={item.id} className={`nr-queue__item nr-queue__item--${state.tone}`}>
                  <span className="nr-queue__name">
                    {item.name}
                    {item.city ? <span className="muted">, {item.city}</span> : null}
                  </span>
                  <span className="nr-queue__state">
                    <span aria-hidden="true">{state.icon} </span>
                    {state.text}
                  </span>
                </li>
              );
            })}
          </ul>
          {canApplyResults(queue) && (
            <button type="button" className="button button--small" disabled={apply.isPending || clear.isPending} onClick={() => apply.mutate()}>
              {apply.isPending ? 'Applying…' : 'Apply Results'}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The last 'Apply Results': the count of restaurants that got menus, and every one without, by name and reason. */
function ApplyOutcome({ result }: { result: ApplyResultsResult }) {
  return (
    <div className={`nr-apply-outcome${result.failed.length > 0 ? ' nr-apply-outcome--failures' : ''}`} role="status">
      <p>Results applied: {applyResultsSummary(result)}.</p>
      {result.failed.length > 0 && (
        <ul aria-label="Restaurants without menus">
          {result.failed.map((f) => (
            <li key={f.restaurantId}>
              <strong>{f.name}</strong>: {withoutMenusReason(f)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
