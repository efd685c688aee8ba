import { svCount } from '@lunch/shared';
import { useBulkUpdateWeek } from '../api/bulk-update-week';
import { useBulkRescrape } from '../api/rescrape';

/** Shown while rows are selected (spec section 2): -1 week, +1 week, Rescrape, clear selection. */
export function BulkBar({ ids, onClear }: { ids: readonly string[]; onClear: () => void }) {
  const bulkWeek = useBulkUpdateWeek();
  const bulkRescrape = useBulkRescrape();
  const busy = bulkWeek.isPending || bulkRescrape.isPending;
  const shift = (weekDelta: 1 | -1) => bulkWeek.mutate({ restaurantIds: [...ids], weekDelta });
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
        <button type="button" className="button button--small" disabled={busy} onClick={() => bulkRescrape.mutate(ids)}>
          {bulkRescrape.isPending ? 'Rescraping…' : 'Rescrape'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={onClear}>
          Clear selection
        </button>
      </div>
    </div>
  );
}
