import { svCount } from '@lunch/shared';
import { useBulkUpdateWeek } from '../api/bulk-update-week';
import { useBulkRescrape } from '../api/rescrape';
import type { WeekShift } from '../api/undo-week-shift';
import type { RescrapeOutcome } from '../lib/bulk-rescrape';

interface BulkBarProps {
  ids: readonly string[];
  onClear: () => void;
  /** A shift that went through: the screen offers 'Ångra' for it. */
  onShifted: (shift: WeekShift) => void;
  /** The rescrapes that started (and those refused): their rows show 'pågår', then the outcome. */
  onRescraped: (outcomes: readonly RescrapeOutcome[]) => void;
}

/** Shown while rows are selected (spec section 2): -1 week, +1 week, Rescrape, clear selection. */
export function BulkBar({ ids, onClear, onShifted, onRescraped }: BulkBarProps) {
  const bulkWeek = useBulkUpdateWeek();
  const bulkRescrape = useBulkRescrape();
  const busy = bulkWeek.isPending || bulkRescrape.isPending;
  const shift = (weekDelta: 1 | -1) =>
    bulkWeek.mutate(
      { restaurantIds: [...ids], weekDelta },
      { onSuccess: () => onShifted({ ids: [...ids], label: svCount(ids.length, 'vald restaurang', 'valda restauranger'), weeks: weekDelta }) },
    );
  return (
    <div className="wv-bulkbar" role="region" aria-label="Bulk actions">
      <p className="wv-bulkbar__count" aria-live="polite">
        {svCount(ids.length, 'restaurang vald', 'restauranger valda')}
      </p>
      <div className="wv-bulkbar__buttons">
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => shift(-1)}>
          -1 week
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => shift(1)}>
          +1 week
        </button>
        <button type="button" className="button button--small" disabled={busy} onClick={() => bulkRescrape.mutate(ids, { onSuccess: onRescraped })}>
          {bulkRescrape.isPending ? 'Rescraping…' : 'Rescrape'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={onClear}>
          Clear selection
        </button>
      </div>
    </div>
  );
}
