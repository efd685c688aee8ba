import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@lunch/shared';
import { selectedRestaurantKey, useSelectedRestaurant } from '../api/get-selected-restaurant';
import { EMPTY_FILTERS, SEARCH_DEBOUNCE_MS, type AdminListFilters } from '../lib/list-filters';
import type { AdminMenu } from '../lib/menus';
import { RestaurantFilters } from './restaurant-filters';
import { RestaurantList } from './restaurant-list';
import { RestaurantPanel } from './restaurant-panel';
import type { MenuChanges } from './menus-section';
import '../admin-restaurants.css';

/** Below this width the panel sits under the list (admin-restaurants.css). */
const ONE_COLUMN_QUERY = '(max-width: 899px)';

/** A text filter reaches the server after a pause in typing; emptying it counts at once. */
function useDebouncedText(value: string): string {
  const [debounced, setDebounced] = useState(value);
  const empty = value.trim() === '';
  useEffect(() => {
    if (empty) {
      setDebounced(value);
      return;
    }
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, empty]);
  return empty ? value : debounced;
}

/** The dashboard's Restaurants tab (spec section 2): filtered list on the left, the selected restaurant on the right. */
export function RestaurantsTab({ ownersOf }: { ownersOf?: (restaurant: Restaurant) => ReactNode }) {
  const [filters, setFilters] = useState<AdminListFilters>(EMPTY_FILTERS);
  const search = useDebouncedText(filters.search);
  const city = useDebouncedText(filters.city);
  const queryFilters = useMemo(() => ({ ...filters, search, city }), [filters, search, city]);
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const selected = useSelectedRestaurant(queryClient, selectedId).data;

  // Every write answers with the restaurant or the menu it wrote: the selection shows it at once.
  const replaceIfCached = useCallback(
    (restaurantId: string, change: (r: Restaurant) => Restaurant) =>
      queryClient.setQueryData<Restaurant>(selectedRestaurantKey(restaurantId), (current) => (current ? change(current) : current)),
    [queryClient],
  );
  const menuChanges = useMemo<MenuChanges>(
    () => ({
      added: (id, menu: AdminMenu) => replaceIfCached(id, (r) => ({ ...r, lunch_menus: [...(r.lunch_menus ?? []), menu] })),
      replaced: (id, menu: AdminMenu) => replaceIfCached(id, (r) => ({ ...r, lunch_menus: (r.lunch_menus ?? []).map((m) => (m._id === menu._id ? menu : m)) })),
      removed: (id, menuId) => replaceIfCached(id, (r) => ({ ...r, lunch_menus: (r.lunch_menus ?? []).filter((m) => m._id !== menuId) })),
    }),
    [replaceIfCached],
  );
  const onSaved = useCallback((restaurant: Restaurant) => replaceIfCached(restaurant.id, () => restaurant), [replaceIfCached]);
  const onDeleted = useCallback(
    (id: string) => {
      setSelectedId((current) => (current === id ? undefined : current));
      queryClient.removeQueries({ queryKey: selectedRestaurantKey(id) });
    },
    [queryClient],
  );
  const main = useRef<HTMLDivElement>(null);
  const select = useCallback((restaurant: Restaurant) => {
    // The list's copy is at most 30 s old (its stale time): the panel starts from it.
    queryClient.setQueryData(selectedRestaurantKey(restaurant.id), restaurant);
    setSelectedId(restaurant.id);
    // One column (phones): the panel is below the list, so bring it into view.
    if (window.matchMedia(ONE_COLUMN_QUERY).matches) requestAnimationFrame(() => main.current?.scrollIntoView({ block: 'start' }));
  }, [queryClient]);

  return (
    <div className="ar-tab">
      <aside className="ar-tab__side" aria-label="Restaurant list">
        <RestaurantFilters filters={filters} onChange={setFilters} onClear={() => setFilters(EMPTY_FILTERS)} />
        <RestaurantList filters={queryFilters} selectedId={selectedId} onSelect={select} />
      </aside>
      <div className="ar-tab__main" ref={main}>
        {selected ? (
          <RestaurantPanel key={selected.id} restaurant={selected} onSaved={onSaved} onDeleted={onDeleted} menuChanges={menuChanges} owners={ownersOf?.(selected)} />
        ) : (
          <div className="ar-empty">
            <h2>No Restaurant Selected</h2>
            <p>Select a restaurant from the list to view and edit its details.</p>
          </div>
        )}
      </div>
    </div>
  );
}
