import { useId } from 'react';
import { CITY_NAMES, type AnalyticsCount } from '@lunch/shared';
import { serverMessage } from '../../../lib/server-message';
import { useAnalyticsSummary } from '../api/get-analytics-summary';

const FILTER_LABELS: Record<string, string> = { price: 'Pris', cuisines: 'Mattyp', dietaryOptions: 'Kost', lunchIncludes: 'Ingår', selectedDay: 'Dag', nearMe: 'Nära mig' };

function filterLabel(key: string): string {
  const [filter, ...rest] = key.split('=');
  return `${FILTER_LABELS[filter] ?? filter}: ${rest.join('=')}`;
}

/** The first-party counts of a city over the last 7 days: totals, top searches, most viewed restaurants, filters. */
export function AnalyticsCounts({ city, onCityChange }: { city: string; onCityChange: (city: string) => void }) {
  const cityId = useId();
  const summary = useAnalyticsSummary(city);
  const data = summary.data;

  return (
    <section className="analytics-counts" aria-labelledby="analytics-counts-title">
      <div className="analytics-counts__head">
        <h3 id="analytics-counts-title">Counts, last 7 days</h3>
        <div className="analytics-counts__controls">
          <label htmlFor={cityId}>Stad</label>
          <select id={cityId} value={city} onChange={(e) => onCityChange(e.target.value)}>
            {CITY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary button--small" onClick={() => void summary.refetch()} disabled={summary.isFetching}>
            Refresh counts
          </button>
        </div>
      </div>
      {summary.isPending ? (
        <p>Loading counts…</p>
      ) : summary.isError ? (
        <p role="alert">{serverMessage(summary.error, 'Could not load the counts')}</p>
      ) : (
        data && (
          <>
            <p className="analytics-counts__range">
              {data.city}, {data.from} – {data.to}: {data.totals.restaurant_view} restaurant views, {data.totals.location_view} city views, {data.totals.search} searches,{' '}
              {data.totals.filter_use} filter uses.
            </p>
            <div className="analytics-counts__grid">
              <CountList title="Top searches" items={data.topSearches} label={(i) => i.key} />
              <CountList title="Most viewed restaurants" items={data.topRestaurants} label={(i) => ('name' in i && typeof i.name === 'string' ? i.name : `unknown restaurant (${i.key})`)} />
              <CountList title="Filters used" items={data.topFilters} label={(i) => filterLabel(i.key)} />
            </div>
          </>
        )
      )}
    </section>
  );
}

function CountList<T extends AnalyticsCount>({ title, items, label }: { title: string; items: T[]; label: (item: T) => string }) {
  const titleId = useId();
  return (
    <div className="analytics-counts__list">
      <h4 id={titleId}>{title}</h4>
      {items.length === 0 ? (
        <p className="analytics-panel__empty">Nothing counted yet.</p>
      ) : (
        <ol aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={item.key}>
              <span>{label(item)}</span>
              <span className="analytics-counts__n">{item.count}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
