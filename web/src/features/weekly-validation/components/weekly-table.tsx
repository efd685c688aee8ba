import { useEffect, useRef } from 'react';
import type { WeeklyRestaurantRow } from '@lunch/shared';
import { useAdjustWeek } from '../api/adjust-week';
import { requestedAtOf, rescrapeFailureText, useRescrape } from '../api/rescrape';
import type { WeekShift } from '../api/undo-week-shift';
import type { HarvestLine } from '../lib/harvest-outcome';
import type { Sort, SortKey } from '../lib/sorting';
import { weekNumberOf } from '../lib/week-input';
import { RankCell } from './rank-cell';
import { StatusBadge } from './status-badge';

interface WeeklyTableProps {
  rows: readonly WeeklyRestaurantRow[];
  currentWeek: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  /** Rows changed since the admin last sorted: held in place, and marked so. */
  held: ReadonlySet<string>;
  /** What each rescrape started on this visit says: 'pågår', then its outcome. */
  harvestLines: ReadonlyMap<string, HarvestLine>;
  onShifted: (shift: WeekShift) => void;
  onRescrapeStarted: (id: string, requestedAt: string) => void;
  onRescrapeRefused: (id: string, reason: string) => void;
}

type RowEvents = Pick<WeeklyTableProps, 'onSelect' | 'onShifted' | 'onRescrapeStarted' | 'onRescrapeRefused'>;

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Restaurang' },
  { key: 'menuCount', label: 'Menyer' },
  { key: 'weeks', label: 'Veckor' },
  { key: 'rank', label: 'Rank' },
  { key: 'scrapingTime', label: 'Scraping' },
  { key: 'status', label: 'Status' },
];

/** The detailed table (spec section 2): selection, sortable columns, week adjust, rescrape and the rank editor per row. */
export function WeeklyTable({ rows, currentWeek, sort, onSort, selected, onSelectAll, held, harvestLines, ...events }: WeeklyTableProps) {
  const selectAll = useRef<HTMLInputElement>(null);
  const selectedShown = rows.filter((r) => selected.has(r.id)).length;
  const allSelected = rows.length > 0 && selectedShown === rows.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedShown > 0 && !allSelected;
  }, [selectedShown, allSelected]);

  return (
    <div className="wv-table-wrap" role="region" aria-label="Veckomenyer, tabell" tabIndex={0}>
      <table className="wv-table">
        <thead>
          <tr>
            <th scope="col" className="wv-table__check">
              <input ref={selectAll} type="checkbox" aria-label="Select all" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
            </th>
            {COLUMNS.map((c) => {
              const active = sort.key === c.key;
              return (
                <th key={c.key} scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                  <button type="button" className="wv-sort" onClick={() => onSort(c.key)}>
                    {c.label}
                    <span aria-hidden="true" className="wv-sort__arrow">
                      {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">Manuell</th>
            <th scope="col">Åtgärder</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <WeeklyTableRow
              key={row.id}
              row={row}
              currentWeek={currentWeek}
              checked={selected.has(row.id)}
              held={held.has(row.id)}
              harvestLine={harvestLines.get(row.id)}
              {...events}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps extends RowEvents {
  row: WeeklyRestaurantRow;
  currentWeek: string;
  checked: boolean;
  held: boolean;
  harvestLine?: HarvestLine;
}

function WeeklyTableRow({ row, currentWeek, checked, held, harvestLine, onSelect, onShifted, onRescrapeStarted, onRescrapeRefused }: RowProps) {
  const adjust = useAdjustWeek();
  const rescrape = useRescrape();
  const shift = (weekAdjustment: 1 | -1) =>
    adjust.mutate({ id: row.id, name: row.name, weekAdjustment }, { onSuccess: () => onShifted({ ids: [row.id], label: row.name, weeks: weekAdjustment }) });
  const startRescrape = () =>
    rescrape.mutate(
      { id: row.id, name: row.name },
      { onSuccess: (result) => onRescrapeStarted(row.id, requestedAtOf(result)), onError: (error) => onRescrapeRefused(row.id, rescrapeFailureText(error)) },
    );
  const harvesting = rescrape.isPending || harvestLine?.tone === 'running';
  const classes = [checked ? 'wv-row--selected' : '', held ? 'wv-row--held' : ''].filter(Boolean).join(' ');
  return (
    <tr className={classes || undefined} data-id={row.id} title={held ? 'Ändrad: står kvar här tills du sorterar om' : undefined}>
      <td className="wv-table__check">
        <input type="checkbox" aria-label={`Select ${row.name}`} checked={checked} onChange={(e) => onSelect(row.id, e.target.checked)} />
      </td>
      <th scope="row" className="wv-table__name">
        <span>{row.name}</span>
        <span className="wv-table__city">{row.city}</span>
      </th>
      <td className="wv-num">{row.menuCount}</td>
      <td>
        {row.weeks.length === 0 ? (
          <span className="muted">–</span>
        ) : (
          <ul className="wv-weeks" aria-label={`Veckor för ${row.name}`}>
            {row.weeks.map((w) => (
              <li key={w} className={w === currentWeek ? 'wv-week wv-week--current' : 'wv-week'} title={w}>
                v{weekNumberOf(w)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="wv-num">
        <RankCell row={row} />
      </td>
      <td>{row.scrapingTime}</td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td>{row.ManualScraping ? <span className="wv-flag">Ja</span> : <span className="muted">Nej</span>}</td>
      <td>
        <div className="wv-actions">
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`-1 vecka för ${row.name}`}
            disabled={adjust.isPending}
            onClick={() => shift(-1)}
          >
            -1v
          </button>
          <button
            type="button"
            className="button button--small button--secondary"
            aria-label={`+1 vecka för ${row.name}`}
            disabled={adjust.isPending}
            onClick={() => shift(1)}
          >
            +1v
          </button>
          <button
            type="button"
            className="button button--small"
            aria-label={`Rescrape ${row.name}`}
            disabled={harvesting}
            onClick={startRescrape}
          >
            {rescrape.isPending ? 'Rescraping…' : 'Rescrape'}
          </button>
        </div>
        {harvestLine && (
          <p className={`wv-harvest wv-harvest--${harvestLine.tone}`} role="status">
            {harvestLine.text}
          </p>
        )}
      </td>
    </tr>
  );
}
