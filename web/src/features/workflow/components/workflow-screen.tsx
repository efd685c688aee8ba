import { useCallback, useEffect, useId, useState } from 'react';
import { CITY_NAMES, DEFAULT_WORKFLOW_CITY, type WorkflowTriggerResult } from '@lunch/shared';
import { showToast } from '../../../lib/toast-store';
import { toastWorkflowFailure, workflowFailureText } from '../api/failure';
import { useTriggerWorkflow } from '../api/trigger-workflow';
import { useWorkflowRun } from '../api/get-workflow-run';
import { useWorkflowStatus } from '../api/get-workflow-status';
import { useWorkflowPolling } from '../hooks/use-workflow-polling';
import { pollStatusText } from '../lib/polling';
import { QueueStatusGrid } from './queue-status-grid';
import { RunSummary } from './run-summary';
import '../workflow.css';

/**
 * The workflow screen (spec sections 2 and 4): pick a city and trigger its harvest, read the queues'
 * status on demand or, after a trigger, every 20 s for 10 minutes, see the trigger's raw answer, and
 * clear a queue. Failures are shown as failures: no simulated success and no placeholder counts.
 */
export function WorkflowScreen() {
  const cityId = useId();
  const responseId = useId();
  const [city, setCity] = useState(DEFAULT_WORKFLOW_CITY);
  const [response, setResponse] = useState<WorkflowTriggerResult>();
  const status = useWorkflowStatus();
  const { refetch } = status;
  const run = useWorkflowRun(response?.runId);
  const { refetch: refetchRun } = run;
  // The run's summary is read with the queues until it has drained; after that it no longer changes.
  const runDrained = run.data?.drained === true;
  const readRun = useCallback(() => {
    if (response?.runId && !runDrained) void refetchRun();
  }, [response?.runId, runDrained, refetchRun]);

  // A new run is read at once (the polling's first read still holds the previous run's reader).
  useEffect(() => {
    if (response?.runId) void refetchRun();
  }, [response?.runId, refetchRun]);

  const readStatus = useCallback(() => {
    void refetch();
    readRun();
  }, [refetch, readRun]);
  const polling = useWorkflowPolling(readStatus);

  const trigger = useTriggerWorkflow((result) => {
    setResponse(result);
    polling.start();
  });

  /** Get Status and refresh: one read, said with a toast either way. */
  const getStatus = async () => {
    readRun();
    const result = await refetch();
    if (result.isError) toastWorkflowFailure(result.error, 'Failed to fetch queue status');
    else if (result.isSuccess) showToast({ title: 'Status Updated', description: 'Queue status read just now.', variant: 'success' });
  };

  const isPolling = polling.state.phase === 'polling';

  return (
    <div className="workflow">
      <form
        className="workflow__controls"
        onSubmit={(event) => {
          event.preventDefault();
          trigger.mutate({ city });
        }}
      >
        <div className="workflow__field">
          <label htmlFor={cityId}>City</label>
          <select id={cityId} value={city} onChange={(event) => setCity(event.target.value)}>
            {CITY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={trigger.isPending}>
          {trigger.isPending ? 'Triggering…' : 'Trigger Workflow'}
        </button>
        <button type="button" className="button button--secondary" disabled={status.isFetching} onClick={() => void getStatus()}>
          {status.isFetching ? 'Reading status…' : 'Get Status'}
        </button>
      </form>

      <div className={`workflow__polling${isPolling ? ' workflow__polling--on' : ''}`}>
        <p role="status" aria-live="polite" className="workflow__polling-text">
          {isPolling && <span className="workflow__pulse" aria-hidden="true" />}
          {pollStatusText(polling.state)}
        </p>
        {isPolling && (
          <button type="button" className="button button--small button--secondary" onClick={polling.stop}>
            Stop
          </button>
        )}
      </div>

      <section className="workflow__section" aria-labelledby={responseId}>
        <h2 id={responseId}>Response</h2>
        {trigger.isError ? (
          <p role="alert" className="workflow__error">
            {workflowFailureText(trigger.error, 'Failed to trigger workflow')}
          </p>
        ) : response ? (
          <pre className="workflow__response" tabIndex={0} aria-label="Raw workflow response">
            {JSON.stringify(response, null, 2)}
          </pre>
        ) : (
          <p className="muted">The server's answer to a trigger is shown here.</p>
        )}
      </section>

      <RunSummary run={run} />

      <QueueStatusGrid status={status} onRefresh={() => void getStatus()} />
    </div>
  );
}
