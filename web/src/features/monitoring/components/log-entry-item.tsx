import type { LogEntry } from '@lunch/shared';
import { formatTimestamp, hasContext, levelTone, logIconKind } from '../lib/log-entry';
import { LogTypeIcon } from './log-type-icon';

/** One log entry: coloured by level, an icon by type, its facts, and its context behind a disclosure. */
export function LogEntryItem({ entry }: { entry: LogEntry }) {
  const tone = levelTone(entry.level);
  return (
    <li className={`log-entry log-entry--${tone}`} data-level={entry.level} data-type={entry.type}>
      <div className="log-entry__icon">
        <LogTypeIcon kind={logIconKind(entry.type)} />
      </div>
      <div className="log-entry__body">
        <div className="log-entry__head">
          <span className={`log-entry__level log-entry__level--${tone}`}>{entry.level}</span>
          <span className="log-entry__type">{entry.type}</span>
          <time className="log-entry__time" dateTime={entry.timestamp}>
            {formatTimestamp(entry.timestamp)}
          </time>
          {entry.service && <span className="log-entry__service">{entry.service}</span>}
        </div>
        <p className="log-entry__message">{entry.message}</p>
        {(entry.endpoint || entry.duration !== undefined || entry.statusCode !== undefined) && (
          <dl className="log-entry__facts">
            {entry.endpoint && (
              <div>
                <dt>Endpoint</dt>
                <dd><code>{entry.endpoint}</code></dd>
              </div>
            )}
            {entry.duration !== undefined && (
              <div>
                <dt>Duration</dt>
                <dd>{entry.duration} ms</dd>
              </div>
            )}
            {entry.statusCode !== undefined && (
              <div>
                <dt>Status</dt>
                <dd>{entry.statusCode}</dd>
              </div>
            )}
          </dl>
        )}
        {hasContext(entry) && (
          <details className="log-entry__context">
            <summary>Context</summary>
            <pre tabIndex={0}>{JSON.stringify(entry.context, null, 2)}</pre>
          </details>
        )}
      </div>
    </li>
  );
}
