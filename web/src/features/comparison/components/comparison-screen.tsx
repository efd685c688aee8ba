import { useId, useRef, useState } from 'react';
import type { ComparisonResponse } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useComparison } from '../api/get-comparison';
import { useDocumentLoadedAt } from '../../../hooks/use-frame-policy';
import { frameUrl } from '../../../lib/framed-page';
import { RestaurantMenus } from './restaurant-menus';
import { SiteFrame } from './site-frame';
import { useDebounced } from './use-debounced';
import '../comparison.css';

const COMPARISON_PATH = paths.adminComparison.path;

/**
 * Menu Comparison (spec section 2): the weekly restaurants with their current-week menus on the left,
 * the selected restaurant's own menu page in a sandboxed frame on the right, to check one against the other.
 */
export function ComparisonScreen() {
  const filterId = useId();
  const listId = useId();
  const [cityText, setCityText] = useState('');
  const city = useDebounced(cityText);
  const query = useComparison(city);
  const [selectedId, setSelectedId] = useState<string>();
  const policyReady = useDocumentLoadedAt(COMPARISON_PATH);
  const selected = query.data?.restaurants.find((r) => r.id === selectedId);
  const panel = useRef<HTMLElement>(null);
  /** On a narrow screen the panel is below the list: bring it into view with the selection. */
  const select = (id: string) => {
    setSelectedId(id);
    if (window.matchMedia('(max-width: 59.99rem)').matches) requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'start' }));
  };

  if (!policyReady) return <Spinner label="Laddar..." />;

  return (
    <div className="cmp">
      <div className="cmp-filter" role="search">
        <label htmlFor={filterId}>Filtrera på stad</label>
        <div className="cmp-filter__row">
          <input id={filterId} type="search" value={cityText} placeholder="t.ex. Göteborg" onChange={(e) => setCityText(e.target.value)} autoComplete="off" />
          <button type="button" className="button button--secondary" onClick={() => setCityText('')} disabled={cityText === ''}>
            Clear
          </button>
        </div>
      </div>

      {query.isError && !query.data ? (
        <Notice title="Error loading restaurants" tone="error">
          Error loading restaurants: {isHttpError(query.error) ? `${query.error.status}: ${serverMessage(query.error, 'Failed to fetch restaurants')}` : 'Failed to fetch restaurants'}
        </Notice>
      ) : !query.data ? (
        <Spinner label="Laddar restauranger..." />
      ) : (
        <>
          <Tiles data={query.data} />
          <div className="cmp-columns">
            <section className="cmp-list" aria-labelledby={listId}>
              <h2 id={listId}>Veckomeny-restauranger ({query.data.restaurants.length})</h2>
              {query.data.restaurants.length === 0 ? (
                <p className="muted">no restaurants with weekly menu found</p>
              ) : (
                <ul className="cmp-restaurants">
                  {query.data.restaurants.map((r) => {
                    const url = frameUrl(r.menuUpdateUrl);
                    const isSelected = r.id === selectedId;
                    return (
                      <li key={r.id} data-id={r.id} className={isSelected ? 'cmp-restaurant cmp-restaurant--selected' : 'cmp-restaurant'}>
                        <div className="cmp-restaurant__head">
                          <h3>
                            <button type="button" className="cmp-restaurant__select" aria-pressed={isSelected} onClick={() => select(r.id)}>
                              {r.name}
                            </button>
                          </h3>
                          <span className="cmp-restaurant__city">{r.city}</span>
                        </div>
                        {url ? (
                          <a className="cmp-restaurant__open" href={url} target="_blank" rel="noopener noreferrer">
                            Öppna i ny flik<span className="visually-hidden">: {r.name}</span>
                          </a>
                        ) : (
                          <span className="muted cmp-restaurant__nourl">Ingen URL</span>
                        )}
                        <RestaurantMenus restaurant={r} />
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <section ref={panel} className="cmp-panel" aria-label={selected ? `Menysida: ${selected.name}` : 'Menysida'}>
              <SiteFrame restaurant={selected} />
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function Tiles({ data }: { data: ComparisonResponse }) {
  return (
    <dl className="cmp-tiles">
      <div className="cmp-tile">
        <dt>Med menyer denna vecka</dt>
        <dd>{data.withCurrentMenus}</dd>
      </div>
      <div className="cmp-tile">
        <dt>Med uppdaterings-URL</dt>
        <dd>{data.withUpdateUrl}</dd>
      </div>
      <div className="cmp-tile">
        <dt>Aktuell vecka</dt>
        <dd>v{Number(data.currentWeek.slice(-2))}</dd>
      </div>
    </dl>
  );
}
