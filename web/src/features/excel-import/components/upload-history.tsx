import type { UploadHistoryEntry } from '@lunch/shared';
import { serverMessage } from '../../../lib/server-message';
import { useUploadHistory } from '../api/get-upload-history';
import { RowErrors } from './row-errors';

const STATUS_LABEL: Record<UploadHistoryEntry['status'], string> = { pending: 'pending', success: 'success', error: 'error' };

/** The latest 5 uploads, newest first, with each import's rows that could not be used. */
export function UploadHistory() {
  const history = useUploadHistory();
  const uploads = history.data?.uploads ?? [];

  return (
    <section className="excel-import__history" aria-labelledby="excel-history-title">
      <div className="excel-import__history-head">
        <h3 id="excel-history-title">Upload history</h3>
        <button type="button" className="button button--secondary button--small" onClick={() => void history.refetch()} disabled={history.isFetching}>
          Refresh
        </button>
      </div>
      {history.isPending ? (
        <p>Loading history…</p>
      ) : history.isError ? (
        <p role="alert">{serverMessage(history.error, 'Could not load the upload history')}</p>
      ) : uploads.length === 0 ? (
        <p>No uploads yet.</p>
      ) : (
        <ol className="excel-import__entries">
          {uploads.map((entry) => (
            <li key={entry.id} className="excel-import__entry" data-status={entry.status}>
              <div className="excel-import__entry-head">
                <span className="excel-import__file">{entry.fileName}</span>
                <span className={`excel-import__status excel-import__status--${entry.status}`}>{STATUS_LABEL[entry.status]}</span>
              </div>
              <time dateTime={entry.timestamp} className="excel-import__time">
                {new Date(entry.timestamp).toLocaleString('sv-SE')}
              </time>
              <p className="excel-import__message">{entry.message}</p>
              <RowErrors entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
