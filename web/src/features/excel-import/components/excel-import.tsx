import { useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_ACCEPT, UPLOAD_TEXTS } from '@lunch/shared';
import { serverMessage } from '../../../lib/server-message';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { uploadSpreadsheet } from '../api/upload-spreadsheet';
import { uploadHistoryQueryKey } from '../api/get-upload-history';
import { checkSpreadsheetFile } from '../lib/check-file';
import { ImportResult } from './import-result';
import { UploadHistory } from './upload-history';
import '../excel-import.css';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'received'; uploadId: string; fileName: string }
  | { kind: 'failed'; title: string; message: string };

/**
 * The dashboard's Excel Import tab (spec "Spreadsheet upload panel"): drop a spreadsheet or browse for
 * one, checked here by type and size, uploaded with a progress overlay; the import itself runs on the
 * server: the panel says the file was received, then follows that upload's history entry to the
 * import's own result (counts and row errors, or the failure), as the history below does.
 */
export function ExcelImport() {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const queryClient = useQueryClient();
  const uploading = state.kind === 'uploading';

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = checkSpreadsheetFile(file);
    if (problem) {
      setState({ kind: 'failed', ...problem });
      return;
    }
    setState({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const answer = await uploadSpreadsheet(file, (progress) => setState({ kind: 'uploading', fileName: file.name, progress }));
      // Received, not imported: the panel follows the upload's history entry (its id is uploadId) to the import's result.
      setState({ kind: 'received', uploadId: answer.uploadId, fileName: file.name });
    } catch (error) {
      handleUnauthorized(error);
      setState({ kind: 'failed', title: UPLOAD_TEXTS.failed, message: serverMessage(error, UPLOAD_TEXTS.failed) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: uploadHistoryQueryKey });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <div className="excel-import">
      <div className="excel-import__intro">
        <div>
          <h2>Excel Import</h2>
          <p>Add a city's restaurants from a spreadsheet. New restaurants appear under Nya Restauranger.</p>
        </div>
        <a className="button button--secondary button--small" href="/api/admin/excel-upload/template" download>
          Download template
        </a>
      </div>

      <div
        className={`excel-import__drop${dragging ? ' excel-import__drop--active' : ''}`}
        data-testid="excel-drop-zone"
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        aria-busy={uploading}
      >
        <p className="excel-import__drop-title">Drag and drop your spreadsheet here</p>
        <p className="excel-import__or">or</p>
        <button type="button" className="button" disabled={uploading} onClick={() => input.current?.click()} aria-describedby={hintId}>
          Browse files
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          Spreadsheet file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="excel-import__input"
          tabIndex={-1}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = ''; // the same file can be chosen again
          }}
        />
        <p id={hintId} className="excel-import__hint">
          .xlsx, .xls or .csv, at most 10 MB
        </p>

        {state.kind === 'uploading' && (
          <div className="excel-import__overlay" role="status">
            <p>
              Uploading <strong>{state.fileName}</strong>… {Math.round(state.progress * 100)} %
            </p>
            <progress max={1} value={state.progress} aria-label="Upload progress" />
          </div>
        )}
      </div>

      {state.kind === 'received' && <ImportResult key={state.uploadId} uploadId={state.uploadId} fileName={state.fileName} />}
      {state.kind === 'failed' && (
        <div className="excel-import__result excel-import__result--error" role="alert">
          <strong>{state.title}</strong>
          <p>{state.message}</p>
        </div>
      )}

      <UploadHistory />
    </div>
  );
}
