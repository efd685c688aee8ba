import type { SaveStatus } from '../hooks/use-week-autosave';
import { timeOfDay } from '../lib/week-text';

/** "Sparat 14:03" / "Sparar…" / "Kunde inte spara": what happened to the owner's last change. */
export function SaveStatusLine({ status, onRetry, onReload }: { status: SaveStatus; onRetry: () => void; onReload: () => void }) {
  switch (status.kind) {
    case 'idle':
      return <p className="owner-save" role="status">{status.savedAt ? `Senast sparat ${timeOfDay(status.savedAt)}` : 'Inget sparat ännu'}</p>;
    case 'pending':
    case 'saving':
      return <p className="owner-save" role="status">Sparar…</p>;
    case 'saved':
      return <p className="owner-save owner-save--ok" role="status">Sparat {timeOfDay(status.savedAt)}</p>;
    case 'invalid':
    case 'failed':
      return (
        <div className="owner-save owner-save--error" role="alert">
          <p>
            <strong>Kunde inte spara</strong>
            <span className="owner-save__detail">{status.message}</span>
          </p>
          {status.kind === 'failed' && (
            <button type="button" className="button button--small button--secondary" onClick={onRetry}>
              Försök igen
            </button>
          )}
        </div>
      );
    case 'conflict':
      // Also said in full at the top of the editor; here, in reach, for an owner typing further down.
      return (
        <div className="owner-save owner-save--error" role="status">
          <p>Inte sparat: någon annan har ändrat veckan.</p>
          <button type="button" className="button button--small button--secondary" onClick={onReload}>
            Ladda om
          </button>
        </div>
      );
  }
}
