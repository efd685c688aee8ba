import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { WeeklyRestaurantsResponse } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { weeklyFailureText } from '../api/failure';
import { useWeeklyRestaurants } from '../api/get-weekly-restaurants';
import type { WeekShift } from '../api/undo-week-shift';
import { HARVEST_POLL_MS, useHarvestWatch } from '../hooks/use-harvest-watch';
import type { RescrapeOutcome } from '../lib/bulk-rescrape';
import { keepOrder, nextSort, sortRows, type Sort } from '../lib/sorting';
import { weekNumberOf } from '../lib/week-input';
import { BulkBar } from './bulk-bar';
import { BulkWeekForm } from './bulk-week-form';
import { RerankPanel } from './rerank-panel';
import { ShiftUndoBar } from './shift-undo-bar';
import { useDebounced } from './use-debounced';
import { WeeklyTable } from './weekly-table';
import '../weekly-validation.css';

/**
 * Veckomeny Validering (spec sections 2, 4 and 5): the weekly restaurants, whether their menus are in
 * the current ISO week, and the tools to put them right: week shifts for all, a city, a selection or one
 * restaurant, rescrapes, re-ranking and the inline rank editor.
 *
 * Every action has a visible end, and nothing moves under the pointer: after a week shift or a
 * rescrape the list is read again, but rows keep the places they had when the admin last chose a sort
 * (a shifted row shows its new status where it was), until a sort header is clicked again or the
 * screen is left. The last week shift can be taken back ('Ångra'); a rescrape says 'pågår' in its row,
 * then what the harvest found.
 */
export function WeeklyValidationScreen() {
  const filterId = useId();
  const [cityText, setCityText] = useState('');
  const city = useDebounced(cityText);
  const [pollMs, setPollMs] = useState<number | false>(false);
  const query = useWeeklyRestaurants(city, pollMs);
  const harvests = useHarvestWatch(query.data?.restaurants);
  const wantedPoll = harvests.polling ? HARVEST_POLL_MS : false;
  if (wantedPoll !== pollMs) setPollMs(wantedPoll);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  // Bumped by every click on a sort header: the moment the order may change.
  const [sortRound, setSortRound] = useState(0);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const [lastShift, setLastShift] = useState<(WeekShift & { key: number }) | null>(null);

  // The order shown, kept between reloads of the same list (same sort round, same city, not a placeholder).
  const shownOrder = useRef<{ round: string; ids: string[] } | null>(null);
  const round = `${sortRound}|${query.isPlaceholderData ? '…' : city}`;
  const rows = useMemo(() => {
    if (!query.data) return [];
    const kept = shownOrder.current?.round === round ? shownOrder.current.ids : undefined;
    const ordered = kept ? keepOrder(query.data.restaurants, kept, sort) : sortRows(query.data.restaurants, sort);
    shownOrder.current = { round, ids: ordered.map((r) => r.id) };
    return ordered;
  }, [query.data, sort, round]);
  const outOfOrder = useMemo(() => {
    if (held.size === 0) return false;
    const fresh = sortRows(rows, sort);
    return fresh.some((r, i) => r.id !== rows[i].id);
  }, [rows, sort, held]);

  const hold = useCallback((ids: readonly string[]) => setHeld((h) => new Set([...h, ...ids])), []);
  const onShifted = useCallback(
    (shift: WeekShift) => {
      hold(shift.ids);
      setLastShift((last) => ({ ...shift, key: (last?.key ?? 0) + 1 }));
    },
    [hold],
  );
  const { started: harvestStarted, refused: harvestRefused } = harvests;
  const onRescrapeStarted = useCallback(
    (id: string, requestedAt: string) => {
      hold([id]);
      harvestStarted(id, requestedAt);
    },
    [hold, harvestStarted],
  );
  const onRescraped = (outcomes: readonly RescrapeOutcome[]) => {
    for (const o of outcomes) {
      if (o.ok) onRescrapeStarted(o.id, o.requestedAt ?? new Date().toISOString());
      else harvestRefused(o.id, o.error);
    }
  };
  // Only rows on screen stay selected: a city filter or a reload drops the others.
  const selectedIds = rows.filter((r) => selection.has(r.id)).map((r) => r.id);

  const select = (id: string, on: boolean) =>
    setSelection((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="wv">
      <div className="wv-filter" role="search">
        <label htmlFor={filterId}>Filtrera på stad</label>
        <div className="wv-filter__row">
          <input id={filterId} type="search" value={cityText} placeholder="t.ex. Göteborg" onChange={(e) => setCityText(e.target.value)} autoComplete="off" />
          <button type="button" className="button button--secondary" onClick={() => setCityText('')} disabled={cityText === ''}>
            Clear
          </button>
        </div>
      </div>

      {query.isError && !query.data ? (
        <Notice title="Error loading restaurants" tone="error">
          Error loading restaurants: {weeklyFailureText(query.error, 'Failed to fetch restaurants')}
        </Notice>
      ) : !query.data ? (
        <Spinner label="Laddar veckomenyer..." />
      ) : (
        <>
          <WeekSummary data={query.data} />
          <div className="wv-tools">
            <BulkWeekForm />
            <RerankPanel />
          </div>
          {query.isError && (
            <p className="wv-problem" role="alert">
              Error loading restaurants: {weeklyFailureText(query.error, 'Failed to fetch restaurants')}
            </p>
          )}
          {selectedIds.length > 0 && <BulkBar ids={selectedIds} onClear={() => setSelection(new Set())} onShifted={onShifted} onRescraped={onRescraped} />}
          {rows.length === 0 ? (
            <Notice title="no restaurants with weekly menu found" />
          ) : (
            <>
              <WeeklyTable
                rows={rows}
                currentWeek={query.data.currentWeek}
                sort={sort}
                onSort={(key) => {
                  setSort((s) => nextSort(s, key));
                  setSortRound((n) => n + 1);
                  setHeld(new Set());
                }}
                selected={selection}
                onSelect={select}
                onSelectAll={(on) => setSelection(on ? new Set(rows.map((r) => r.id)) : new Set())}
                held={held}
                harvestLines={harvests.lines}
                onShifted={onShifted}
                onRescrapeStarted={onRescrapeStarted}
                onRescrapeRefused={harvestRefused}
              />
              {/* Below the table: its coming and going moves no row. */}
              {outOfOrder && <p className="wv-hint wv-held-note">Ändrade rader står kvar på sin plats tills du klickar på en kolumnrubrik och sorterar om.</p>}
            </>
          )}
          {lastShift && <ShiftUndoBar key={lastShift.key} shift={lastShift} onClose={() => setLastShift(null)} />}
        </>
      )}
    </div>
  );
}

/** The tiles (count, current ISO week, uniform or mixed weeks) and a chip per week present. */
function WeekSummary({ data }: { data: WeeklyRestaurantsResponse }) {
  const chipsId = useId();
  const uniform = data.weeks.length <= 1;
  return (
    <>
      <dl className="wv-tiles">
        <div className="wv-tile">
          <dt>Veckomeny-restauranger</dt>
          <dd>{data.restaurants.length}</dd>
        </div>
        <div className="wv-tile">
          <dt>Aktuell vecka</dt>
          <dd>
            v{weekNumberOf(data.currentWeek)} <span className="wv-tile__sub">{data.currentWeek.slice(0, 4)}</span>
          </dd>
        </div>
        <div className={`wv-tile ${uniform ? 'wv-tile--ok' : 'wv-tile--warn'}`}>
          <dt>Veckor</dt>
          <dd>{uniform ? 'uniform week' : 'mixed weeks'}</dd>
        </div>
      </dl>
      {data.weeks.length > 0 && (
        <section aria-labelledby={chipsId} className="wv-chips-section">
          <h2 id={chipsId} className="wv-subtitle">
            Veckor i systemet
          </h2>
          <ul className="wv-chips">
            {data.weeks.map((w) => (
              <li key={w.week} className={w.current ? 'wv-chip wv-chip--current' : 'wv-chip'} aria-current={w.current ? 'date' : undefined} title={w.week}>
                v{weekNumberOf(w.week)} <span className="wv-chip__count">({w.restaurants})</span>
                {w.current && <span className="wv-chip__mark"> · aktuell</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
