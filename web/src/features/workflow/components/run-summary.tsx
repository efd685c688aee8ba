import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkflowRunSummary } from '@lunch/shared';
import { workflowFailureText } from '../api/failure';
import { RUN_TONES, runHeadline, runSummaryText } from '../lib/run-summary';

/**
 * What the triggered run's harvests did: progress while its queues work, then the summary (fetched,
 * failed by reason, menus published and waiting for review). A run where no page could be fetched is
 * an error, not a quiet set of empty queues.
 */
export function RunSummary({ run }: { run: UseQueryResult<WorkflowRunSummary> }) {
  const headingId = useId();
  const { data, isError, error } = run;
  if (!data && !isError) return null;
  const tone = data ? RUN_TONES[data.state] : 'red';
  return (
    <section className={`workflow__section workflow-run workflow-run--${tone}`} aria-labelledby={headingId} data-state={data?.state}>
      <h2 id={headingId}>Run summary{data ? `: ${data.city}` : ''}</h2>
      {isError && (
        <p role="alert" className="workflow__error">
          {workflowFailureText(error, 'Failed to read the run summary')}
        </p>
      )}
      {data && (
        <div role={data.state === 'failed' ? 'alert' : 'status'} className="workflow-run__body">
          <p className="workflow-run__headline">{runHeadline(data)}</p>
          <p className="workflow-run__counts">{runSummaryText(data)}</p>
        </div>
      )}
    </section>
  );
}
