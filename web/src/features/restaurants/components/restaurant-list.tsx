import { FIRST_PAGE_SIZE, svCount, type RestaurantListItem } from '@lunch/shared';
import { forwardRef, memo, useDeferredValue, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import type { RestaurantsQuery } from '../api/get-restaurants';
import { RestaurantCard } from './restaurant-card';

const LOADING_TEXT = 'Laddar restauranger...';

/** Spec texts; the detail line follows the error catalogue ("Fel vid hämtning: Failed to fetch restaurants: ..."). */
function LoadError({ error }: { error: unknown }) {
  const detail = isHttpError(error) ? `Failed to fetch restaurants: ${error.statusText || error.status}` : error instanceof Error ? error.message : '';
  return (
    <Notice tone="error" title="Ett fel uppstod">
      <p>Kunde inte ladda restauranger. Försök igen senare.</p>
      {detail && <p className="muted">Fel vid hämtning: {detail}</p>}
    </Notice>
  );
}

export function restaurantId(restaurant: Pick<RestaurantListItem, 'id' | '_id'>): string {
  return restaurant.id ?? restaurant._id;
}

/** Flattens the loaded pages into one list. */
export function loadedRestaurants(data: RestaurantsQuery['data']): RestaurantListItem[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

interface RestaurantListProps {
  query: RestaurantsQuery;
  selectedId?: string | null;
  /** Clicking a restaurant (anywhere but its links and buttons) selects it. */
  onSelect?: (id: string) => void;
  /** Extra controls under each card (the lunch list adds "Visa på kartan" and a maps link). */
  renderItemActions?: (restaurant: RestaurantListItem, state: { selected: boolean }) => ReactNode;
  /** "Visar 12 av 41 restauranger"; the lunch list hides it while a search notice says the same. */
  showCount?: boolean;
  /** The visitor's "Max Pris": dishes over it are folded away on each card. */
  maxPrice?: number;
}

/** Links, buttons and form controls inside a card keep their own meaning; a click elsewhere selects. */
function isOwnControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, summary, label') !== null;
}

interface ItemCallbacks {
  onSelect?: (id: string) => void;
  renderItemActions?: RestaurantListProps['renderItemActions'];
}

interface ListItemProps {
  restaurant: RestaurantListItem;
  recommended: boolean;
  selected: boolean;
  maxPrice?: number;
  callbacks: RefObject<ItemCallbacks>;
}

const ListItem = memo(function ListItem({ restaurant, recommended, selected, maxPrice, callbacks }: ListItemProps) {
  const id = restaurantId(restaurant);
  const selectable = Boolean(callbacks.current.onSelect);
  const onClick = (event: MouseEvent) => {
    if (isOwnControl(event.target)) return;
    if (window.getSelection()?.toString()) return; // selecting text to copy it is not choosing the restaurant
    callbacks.current.onSelect?.(id);
  };
  return (
    // The click is a pointer shortcut; the item's "Visa på kartan" button is the keyboard way.
    <li
      className={selected ? 'restaurant-list__item restaurant-list__item--selected' : 'restaurant-list__item'}
      data-restaurant-id={id}
      aria-current={selected ? 'true' : undefined}
      onClick={selectable ? onClick : undefined}
    >
      <RestaurantCard restaurant={restaurant} recommended={recommended} maxPrice={maxPrice} />
      {callbacks.current.renderItemActions?.(restaurant, { selected })}
    </li>
  );
});

/**
 * The paged restaurant list for a query: loading, error, empty and loaded states, the first result
 * marked "Rekommenderad", the selected one highlighted, the "Visa fler restauranger" button and the
 * end message once more than 12 are shown and nothing more exists.
 */
export const RestaurantList = forwardRef<HTMLElement, RestaurantListProps>(function RestaurantList(
  { query, selectedId = null, onSelect, renderItemActions, showCount = true, maxPrice },
  ref,
) {
  // The latest callbacks, read when used: items re-render only when their restaurant or selection
  // changes, not on every render of the list (a selection would otherwise re-render every card).
  const callbacks = useRef<ItemCallbacks>({ onSelect, renderItemActions });
  callbacks.current = { onSelect, renderItemActions };

  // Cards are rendered as a deferred, interruptible update: React renders them in small slices
  // instead of one long task, so the page stays responsive while a page of results arrives.
  const loaded = loadedRestaurants(query.data);
  const restaurants = useDeferredValue(loaded);

  if (query.isPending || (restaurants.length === 0 && loaded.length > 0)) {
    return <Spinner label={LOADING_TEXT} className="spinner--block" />;
  }
  // Not pending and no data: the first page failed (a failed later page keeps the loaded ones).
  if (!query.data) return <LoadError error={query.error} />;

  const total = query.data.pages.at(-1)?.pagination.total ?? restaurants.length;

  if (restaurants.length === 0) {
    return (
      <Notice title="Inga restauranger hittades">
        <p>Försök justera dina sökfilter för fler resultat.</p>
      </Notice>
    );
  }

  return (
    <section className="restaurant-list" aria-label="Restauranger" ref={ref}>
      <p className={showCount ? 'restaurant-list__count muted' : 'visually-hidden'} aria-live="polite">
        Visar {restaurants.length} av {svCount(total, 'restaurang', 'restauranger')}
      </p>
      <ol className="restaurant-list__items">
        {restaurants.map((restaurant, index) => {
          const id = restaurantId(restaurant);
          return (
            <ListItem
              key={id}
              restaurant={restaurant}
              recommended={index === 0}
              selected={id === selectedId}
              maxPrice={maxPrice}
              callbacks={callbacks}
            />
          );
        })}
      </ol>

      {query.isFetchNextPageError && <LoadError error={query.error} />}
      {query.isFetchingNextPage && <Spinner label={LOADING_TEXT} />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <div className="restaurant-list__more">
          <button type="button" className="button" onClick={() => query.fetchNextPage()}>
            Visa fler restauranger
          </button>
        </div>
      )}
      {!query.hasNextPage && restaurants.length > FIRST_PAGE_SIZE && (
        <p className="restaurant-list__end">Du har sett alla restauranger</p>
      )}
    </section>
  );
});
