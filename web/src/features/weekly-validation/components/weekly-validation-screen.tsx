import { useId, useMemo, useState } from 'react';
import type { WeeklyRestaurantsResponse } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { weeklyFailureText } from '../api/failure';
import { useWeeklyRestaurants } from '../api/get-weekly-restaurants';
import { nextSort, sortRows, type Sort } from '../lib/sorting';
import { weekNumberOf } from '../lib/week-input';
import { BulkBar } from './bulk-bar';
import { BulkWeekForm } from './bulk-week-form';
import { RerankPanel } from './rerank-panel';
import { useDebounced } from './use-debounced';
import { WeeklyTable } from './weekly-table';
import '../weekly-validation.css';

/**
 * Veckomeny Validering (spec sections 2, 4 and 5): the weekly restaurants, whether their menus are in
 * the current ISO week, and the tools to put them right: week shifts for all, a city, a selection or one
 * restaurant, rescrapes, re-ranking and the inline rank editor.
 */
export function WeeklyValidationScreen() {
  const filterId = useId();
  const [cityText, setCityText] = useState('');
  const city = useDebounced(cityText);
  const query = useWeeklyRestaurants(city);
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'asc' });
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());

  const rows = useMemo(() => (query.data ? sortRows(query.data.restaurants, sort) : []), [query.data, sort]);
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
          {selectedIds.length > 0 && <BulkBar ids={selectedIds} onClear={() => setSelection(new Set())} />}
          {rows.length === 0 ? (
            <Notice title="no restaurants with weekly menu found" />
          ) : (
            <WeeklyTable
              rows={rows}
              currentWeek={query.data.currentWeek}
              sort={sort}
              onSort={(key) => setSort((s) => nextSort(s, key))}
              selected={selection}
              onSelect={select}
              onSelectAll={(on) => setSelection(on ? new Set(rows.map((r) => r.id)) : new Set())}
            />
          )}
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
