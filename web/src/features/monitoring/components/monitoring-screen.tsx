import { useId, useMemo, useState } from 'react';
import type { LogLevel, LogType } from '@lunch/shared';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useLogs, type LogFilters } from '../api/get-logs';
import { LEVEL_FILTER_OPTIONS, TYPE_FILTER_OPTIONS, uniqueEntries } from '../lib/log-entry';
import { LogEntryItem } from './log-entry-item';
import '../monitoring.css';

/** Spec section 8: '{status}: {message}'. The spec's sample entries after a failure are not shown; the error is. */
const failureText = (error: unknown) =>
  isHttpError(error) ? `${error.status}: ${serverMessage(error, 'Failed to fetch logs')}` : 'Failed to fetch logs';

/**
 * System Monitoring (spec section 2): the log store newest first, filtered by level and type, 50 at a
 * time with Load more. A 401 is handled by the app (toast and login page); the area's guard shows
 * 'Admin Access Required' to a visitor without a session.
 */
export function MonitoringScreen() {
  const levelId = useId();
  const typeId = useId();
  const [level, setLevel] = useState<'' | LogLevel>('');
  const [type, setType] = useState<'' | LogType>('');
  const filters: LogFilters = useMemo(() => ({ level: level || undefined, type: type || undefined }), [level, type]);
  const logs = useLogs(filters);
  const entries = useMemo(() => uniqueEntries(logs.data?.pages ?? []), [logs.data]);
  const refreshing = logs.isFetching && !logs.isFetchingNextPage && !logs.isPending;

  return (
    <div className="monitoring">
      <div className="monitoring__controls">
        <div className="monitoring__field">
          <label htmlFor={levelId}>Log level</label>
          <select id={levelId} value={level} onChange={(event) => setLevel(event.target.value as '' | LogLevel)}>
            {LEVEL_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        </div>
        <div className="monitoring__field">
          <label htmlFor={typeId}>Type</label>
          <select id={typeId} value={type} onChange={(event) => setType(event.target.value as '' | LogType)}>
            {TYPE_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" disabled={logs.isFetching} onClick={() => void logs.refetch()}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>

      <p className="monitoring__count" role="status" aria-live="polite">
        {logs.isPending ? '' : `${entries.length} ${entries.length === 1 ? 'log entry' : 'log entries'} shown`}
      </p>

      {logs.isError && (
        <p role="alert" className="monitoring__error">
          {failureText(logs.error)}
        </p>
      )}

      {logs.isPending ? (
        logs.isFetching && <Spinner label="Loading logs…" />
      ) : entries.length === 0 ? (
        !logs.isError && <p className="monitoring__empty">no logs found for the selected filters</p>
      ) : (
        <>
          <ul className="monitoring__list" aria-label="Log entries" aria-busy={logs.isFetching}>
            {entries.map((entry) => (
              <LogEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
          {logs.hasNextPage && (
            <button type="button" className="button button--secondary monitoring__more" disabled={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
              {logs.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </div>
  );
}
