import { findCity, isoWeekNumber, todayIn, weekdayOf, type RestaurantListItem, type Weekday } from '@lunch/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { CityLinks } from '../../features/cities/components/city-links';
import { DayPicker } from '../../features/lunch-list/components/day-picker';
import { FilterBar } from '../../features/lunch-list/components/filter-bar';
import { FilterTags } from '../../features/lunch-list/components/filter-tags';
import { ListItemActions } from '../../features/lunch-list/components/list-item-actions';
import { LunchListLayout } from '../../features/lunch-list/components/lunch-list-layout';
import { NearMeButton, NearMeNotice } from '../../features/lunch-list/components/near-me-button';
import { OtherDaysNotice } from '../../features/lunch-list/components/other-days-notice';
import { SearchBox } from '../../features/lunch-list/components/search-box';
import { SearchNotice } from '../../features/lunch-list/components/search-notice';
import { useInfiniteScroll } from '../../features/lunch-list/hooks/use-infinite-scroll';
import { useTrackLocationView, useTrackSearch } from '../../features/lunch-list/hooks/use-list-analytics';
import { useListUrlState, type UpdateListUrl } from '../../features/lunch-list/hooks/use-list-url-state';
import { useNearMe } from '../../features/lunch-list/hooks/use-near-me';
import { useScrollToFirstResult } from '../../features/lunch-list/hooks/use-scroll-to-first-result';
import { useSelection } from '../../features/lunch-list/hooks/use-selection';
import type { SearchState } from '../../features/lunch-list/lib/labels';
import { MapsLink } from '../../features/map/components/maps-link';
import { RestaurantMap } from '../../features/map/components/restaurant-map';
import type { MapPlace } from '../../features/map/types';
import { keepOnlyFirstPage, useRestaurants } from '../../features/restaurants/api/get-restaurants';
import { loadedRestaurants, restaurantId, RestaurantList } from '../../features/restaurants/components/restaurant-list';
import {
  CLEAR_ALL_FILTERS,
  filterTags,
  listFiltersKey,
  type ListFilterPatch,
  type RestaurantListFilters,
} from '../../lib/list-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { track } from '../../lib/analytics';

export default function LunchListRoute() {
  const today = todayIn();
  const { filters, update } = useListUrlState(today);
  useDocumentTitle(filters ? `Lunchrestauranger i ${filters.city}` : 'Välj en stad');

  if (!filters) {
    const asked = new URLSearchParams(window.location.search).get('city')?.trim();
    return (
      <div className="container page">
        <h1>Välj en stad</h1>
        {asked && <p className="muted">City coordinates not found for: {asked}</p>}
        <p className="muted">Välj en av städerna nedan för att se dagens lunchrestauranger.</p>
        <CityLinks />
      </div>
    );
  }

  // A new city is a new page: position, selection and map start over.
  return <CityLunchList key={filters.city} filters={filters} update={update} today={today} />;
}

function toMapPlace(restaurant: RestaurantListItem): MapPlace | null {
  const [lng, lat] = restaurant.location?.coordinates ?? [];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { id: restaurantId(restaurant), name: restaurant.name, address: restaurant.location.address, lat, lng };
}

/** Which analytics filter a URL change belongs to. */
const TRACKED_FILTERS = ['price', 'cuisines', 'dietaryOptions', 'lunchIncludes', 'selectedDay'] as const;

function trackFilterUse(patch: ListFilterPatch) {
  for (const filter of TRACKED_FILTERS) {
    if (!(filter in patch)) continue;
    const value = patch[filter];
    track({ name: 'filter_use', filter, value: Array.isArray(value) ? value.join(',') : value ? String(value) : '' });
  }
}

function CityLunchList({ filters, update, today }: { filters: RestaurantListFilters; update: UpdateListUrl; today: string }) {
  const city = findCity(filters.city)!;
  const nearMe = useNearMe();
  const { lat, lng } = nearMe.position ?? {};
  // "Nära mig" orders the list by distance from the visitor, nearest first.
  const apiFilters = useMemo<RestaurantListFilters>(() => (lat !== undefined ? { ...filters, lat, lng, sort: 'distance' } : filters), [filters, lat, lng]);
  const resultsKey = listFiltersKey(apiFilters);

  const query = useRestaurants(apiFilters);
  const restaurants = useMemo(() => loadedRestaurants(query.data), [query.data]);
  const [selectedId, select] = useSelection(resultsKey);
  const listRef = useRef<HTMLElement>(null);
  const filterBarRef = useRef<HTMLDivElement>(null);

  useKeepOnlyFirstPageOfLeftLists(apiFilters, resultsKey);
  const armFirstResultScroll = useScrollToFirstResult(listRef, resultsKey, query.isSuccess);
  useInfiniteScroll(
    query.isSuccess && query.hasNextPage && !query.isFetching && !query.isFetchNextPageError,
    () => void query.fetchNextPage(),
  );

  const search = filters.search ?? '';
  const searchState: SearchState = query.isPending
    ? { status: 'pending' }
    : query.isError && !query.data
      ? { status: 'error' }
      : { status: 'success', total: query.data?.pages.at(-1)?.pagination.total ?? 0, shown: restaurants.length };
  // A search that found nothing this day: the other days of the week that have it (absent otherwise).
  const otherDays = (searchState.status === 'success' && searchState.total === 0 && query.data?.pages[0]?.otherDays) || [];
  useTrackLocationView(filters.city);
  useTrackSearch(filters.city, search, searchState);

  /** A visitor's change of a filter, the day or the search: a new list from page 1, then the first result shown. */
  const change = useCallback(
    (patch: ListFilterPatch, options?: { replace?: boolean }) => {
      if (!update(patch, options)) return;
      armFirstResultScroll();
      trackFilterUse(patch);
    },
    [update, armFirstResultScroll],
  );

  const places = useMemo(() => restaurants.map(toMapPlace).filter((p): p is MapPlace => p !== null), [restaurants]);
  const revealInList = useCallback((id: string) => {
    // Beside the list the map stays in view, so the list can follow the map; on phones it would
    // scroll the map away from the visitor's finger.
    if (!window.matchMedia?.('(min-width: 768px)').matches) return;
    const item = listRef.current?.querySelector(`[data-restaurant-id="${CSS.escape(id)}"]`);
    item?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const selectFromMap = useCallback(
    (id: string) => {
      select(id);
      revealInList(id);
    },
    [select, revealInList],
  );
  const showOnMap = useCallback(
    (id: string) => {
      select(id);
      // On phones the map is above the list: bring it into view (the explicit "Visa på kartan" only).
      if (!window.matchMedia?.('(min-width: 768px)').matches) {
        document.querySelector('.lunch-list__map')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      }
    },
    [select],
  );

  const tags = filterTags(filters);
  const todayWeekday = weekdayOf(today);

  return (
    <div className="container page lunch-page">
      <header className="page-header">
        <h1>Lunchrestauranger i {filters.city}</h1>
        <p className="page-header__week">Vecka {isoWeekNumber(today)}</p>
      </header>
      <LunchListLayout
        loading={query.isPending}
        controls={
          <>
            <SearchBox value={search} onCommit={(term, options) => change({ search: term }, options)} />
            <div ref={filterBarRef} className="lunch-list__filters">
              <FilterBar
                values={filters}
                onApply={change}
                extra={nearMe.supported && <NearMeButton status={nearMe.status} onToggle={nearMe.toggle} />}
              />
              <DayPicker selected={filters.selectedDay} today={todayWeekday} onChange={(day: Weekday) => change({ selectedDay: day })} />
            </div>
            <FilterTags
              tags={tags}
              onRemove={change}
              onClearAll={() => change(CLEAR_ALL_FILTERS)}
              focusAfterLast={() => filterBarRef.current?.querySelector<HTMLButtonElement>('.filter-button')?.focus()}
            />
            <div className="lunch-list__notices">
              <SearchNotice term={search} state={searchState} />
              <OtherDaysNotice term={search} days={otherDays} onChoose={(day) => change({ selectedDay: day })} />
              <NearMeNotice status={nearMe.status} />
            </div>
          </>
        }
        map={
          <RestaurantMap
            label={`Karta över lunchrestauranger i ${filters.city}`}
            places={places}
            selectedId={selectedId}
            onSelect={selectFromMap}
            center={city}
            fitKey={resultsKey}
            userLocation={nearMe.position}
          />
        }
        list={
          <RestaurantList
            ref={listRef}
            query={query}
            selectedId={selectedId}
            onSelect={select}
            showCount={!search}
            maxPrice={filters.price}
            renderItemActions={(restaurant, { selected }) => {
              const place = toMapPlace(restaurant);
              if (!place) return null;
              return (
                <ListItemActions
                  name={restaurant.name}
                  selected={selected}
                  onShowOnMap={() => showOnMap(place.id)}
                  mapsLink={<MapsLink place={place} className="list-item-actions__maps" />}
                />
              );
            }}
          />
        }
      />
    </div>
  );
}

/**
 * Spec section 4: a changed view starts again at page 1. A list the visitor leaves keeps only its
 * first page in the cache, so coming back to it (back button, a removed tag) does not bring back
 * every page loaded before. Leaving the page altogether keeps everything (back from a restaurant).
 */
function useKeepOnlyFirstPageOfLeftLists(filters: RestaurantListFilters, key: string) {
  const previous = useRef<{ key: string; filters: RestaurantListFilters } | null>(null);
  useEffect(() => {
    if (previous.current && previous.current.key !== key) keepOnlyFirstPage(previous.current.filters);
    previous.current = { key, filters };
  }, [key, filters]);
}
