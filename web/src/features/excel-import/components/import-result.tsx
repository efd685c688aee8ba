import { UPLOAD_TEXTS } from '@lunch/shared';
import { followedEntry, useUploadHistory } from '../api/get-upload-history';
import { RowErrors } from './row-errors';

/**
 * What became of one upload: the file was received ('Upload Successful!' is the upload's own title),
 * then the import's result from that upload's history entry, read again every 2 s until it ended:
 * its counts and row errors, or why it failed. It never says the import worked before it has.
 */
export function ImportResult({ uploadId, fileName }: { uploadId: string; fileName: string }) {
  const history = useUploadHistory(uploadId);
  const found = followedEntry(history.data?.uploads, uploadId);
  const entry = typeof found === 'string' ? undefined : found;
  const status = entry?.status ?? 'pending';

  return (
    // Keyed by status: the box is new when the import ends, so an error is announced as an alert.
    <div
      key={status}
      className={`excel-import__result excel-import__result--${status === 'pending' ? 'received' : status}`}
      role={status === 'error' ? 'alert' : 'status'}
      data-testid="excel-upload-result"
      data-import-status={found === 'gone' ? 'unknown' : status}
    >
      <strong>{UPLOAD_TEXTS.success}</strong>
      <p>
        <span className="excel-import__result-file">{fileName}</span> was received.
      </p>
      {entry && entry.status !== 'pending' ? (
        <div className="excel-import__outcome">
          <strong>{entry.status === 'success' ? 'Import finished' : 'Import failed'}</strong>
          <p>{entry.message}</p>
          <RowErrors entry={entry} open />
        </div>
      ) : found === 'gone' ? (
        <p>Its import result is no longer among the latest 5 uploads.</p>
      ) : history.isError && !entry ? (
        <p>Importing… (the upload history could not be read; press Refresh below)</p>
      ) : (
        <p className="excel-import__importing">Importing… the result shows here when the import has ended.</p>
      )}
    </div>
  );
}
