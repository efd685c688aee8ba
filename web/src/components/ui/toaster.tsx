import { dismissToast, useToasts } from '../../lib/toast-store';
import './toaster.css';

/** Renders the open toast in a polite live region, so screen readers announce it. */
export function Toaster() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.variant}`}>
          <div>
            <p className="toast__title">{t.title}</p>
            {t.description && <p className="toast__description">{t.description}</p>}
          </div>
          <button type="button" className="toast__close" aria-label="Stäng" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
