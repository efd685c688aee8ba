import { weeklyFailureText } from '../api/failure';
import { useUndoWeekShift, type WeekShift } from '../api/undo-week-shift';
import { weekShiftText } from '../lib/week-input';

/**
 * The last week shift, with 'Ångra' (the opposite shift) and how that ended. It floats over the page
 * (fixed), so its coming and going never moves the table under the pointer. A new shift replaces it.
 */
export function ShiftUndoBar({ shift, onClose }: { shift: WeekShift; onClose: () => void }) {
  const undo = useUndoWeekShift();
  const text = undo.isPending
    ? `Ångrar: ${shift.label}…`
    : undo.isSuccess
      ? `Ångrat – ${shift.label}: ${weekShiftText(-shift.weeks)}`
      : undo.isError
        ? `Ångra misslyckades: ${weeklyFailureText(undo.error, 'Failed to adjust week')}`
        : `${shift.label}: ${weekShiftText(shift.weeks)}`;
  return (
    <section className={`wv-undo${undo.isError ? ' wv-undo--error' : ''}`} role="region" aria-label="Senaste veckoflytt">
      <p className="wv-undo__text" aria-live="polite">
        {text}
      </p>
      {!undo.isSuccess && (
        <button type="button" className="button button--small" disabled={undo.isPending} onClick={() => undo.mutate(shift)}>
          Ångra
        </button>
      )}
      <button type="button" className="wv-undo__close" aria-label="Stäng" onClick={onClose}>
        ×
      </button>
    </section>
  );
}
