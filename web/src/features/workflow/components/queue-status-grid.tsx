import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QUEUE_KEYS, type WorkflowStatus } from '@lunch/shared';
import { workflowFailureText } from '../api/failure';
import { useClearQueue } from '../api/clear-queue';
import { QueueCard } from './queue-card';

const timeFormat = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The Queue Status grid: one card per queue, a placeholder until the first status is read, and a
 * refresh button once a status is there and nothing is loading. After a failed read the error is
 * shown; counts read earlier stay, labelled with the time they were read.
 */
export function QueueStatusGrid({ status, onRefresh }: { status: UseQueryResult<WorkflowStatus>; onRefresh: () => void }) {
  const headingId = useId();
  const { data, error, isError, isFetching, dataUpdatedAt, refetch } = status;
  const clear = useClearQueue(() => void refetch());

  return (
    <section className="workflow__section" aria-labelledby={headingId} aria-busy={isFetching}>
      <div className="workflow__section-head">
        <h2 id={headingId}>Queue Status</h2>
        {data && !isFetching && (
          <button type="button" className="button button--small button--secondary" onClick={onRefresh}>
            Refresh status
          </button>
        )}
      </div>
      {isError && (
        <p role="alert" className="workflow__error">
          {workflowFailureText(error, 'Failed to fetch queue status')}
        </p>
      )}
      {data ? (
        <>
          <p className="muted workflow__read-at">
            {isError ? 'Counts last read successfully at ' : 'Read at '}
            <time dateTime={new Date(dataUpdatedAt).toISOString()}>{timeFormat.format(dataUpdatedAt)}</time>
          </p>
          <ul className="workflow__queues" aria-label="Queues">
            {QUEUE_KEYS.map((key) => (
              <QueueCard
                key={key}
                queueKey={key}
                counts={data[key] ?? { active: 0, scheduled: 0, deadletter: 0 }}
                missing={!data[key]}
                clearing={clear.isPending && clear.variables?.queueName === key}
                onClear={() => clear.mutate({ queueName: key })}
              />
            ))}
          </ul>
        </>
      ) : isFetching ? (
        <p className="muted">Reading queue status…</p>
      ) : (
        !isError && <p className="workflow__placeholder">No queue status loaded yet. Press Get Status, or trigger a workflow to follow its queues.</p>
      )}
    </section>
  );
}
