import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Restaurant } from '@lunch/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminRestaurantsFirstPage, useAdminRestaurantsPages } from '../api/get-admin-restaurants';
import { fetchFailureText } from '../lib/failure-text';
import { LIST_PAGE_SIZE, type AdminListFilters } from '../lib/list-filters';
import { pagesForRows, rowLocation, visibleRows } from '../lib/list-window';

/** Every row has this height (px), so the visible rows follow from the scroll position alone. */
export const ROW_HEIGHT = 56;

interface RestaurantListProps {
  filters: AdminListFilters;
  selectedId: string | undefined;
  onSelect: (restaurant: Restaurant) => void;
}

const fetchFailure = (error: unknown) => fetchFailureText(error, 'Failed to fetch restaurants');

/**
 * The left side of the Restaurants tab: a fixed-height scroll area that renders only the visible
 * rows (windowing) and asks the server for the pages those rows are on as the admin scrolls, so
 * 10,000 restaurants cost no more than 50.
 */
export function RestaurantList({ filters, selectedId, onSelect }: RestaurantListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(480);
  const first = useAdminRestaurantsFirstPage(filters);
  const settled = first.data !== undefined && !first.isPlaceholderData;
  const total = first.data?.pagination.total ?? 0;
  const rows = visibleRows(scrollTop, height, ROW_HEIGHT, total);
  const laterPages = pagesForRows(rows, LIST_PAGE_SIZE).filter((p) => p > 1);
  const pageQueries = useAdminRestaurantsPages(filters, laterPages, settled);

  // New filters: back to the top of the new list.
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = 0;
    setScrollTop(0);
  }, [filterKey]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    setHeight(element.clientHeight);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const restaurantAt = (index: number): Restaurant | undefined => {
    const { page, offset } = rowLocation(index, LIST_PAGE_SIZE);
    const data = page === 1 ? first.data : pageQueries[laterPages.indexOf(page)]?.data;
    return data?.restaurants[offset];
  };
  const failedPage = pageQueries.find((q) => q.isError);

  const items = [];
  for (let i = rows.first; i <= rows.last; i++) {
    const restaurant = restaurantAt(i);
    const style = { top: i * ROW_HEIGHT, height: ROW_HEIGHT };
    items.push(
      <li key={restaurant?.id ?? `row-${i}`} className="ar-list__row" style={style} aria-posinset={i + 1} aria-setsize={total}>
        {restaurant ? (
          <button
            type="button"
            className={restaurant.id === selectedId ? 'ar-list__item ar-list__item--selected' : 'ar-list__item'}
            aria-current={restaurant.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(restaurant)}
          >
            <span className="ar-list__name">{restaurant.name}</span>
            <span className="ar-list__city">{restaurant.location?.city || restaurant.city || 'Unknown City'}</span>
          </button>
        ) : (
          <span className="ar-list__placeholder">
            <span className="visually-hidden">Loading...</span>
          </span>
        )}
      </li>,
    );
  }

  return (
    <div className="ar-list">
      <p className="ar-list__count" aria-live="polite">
        {settled ? `${total} ${total === 1 ? 'restaurant' : 'restaurants'}` : ' '}
      </p>
      <div
        ref={viewport}
        className="ar-list__viewport"
        aria-busy={!settled}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        {first.isPending ? (
          <Spinner label="Loading..." />
        ) : first.isError && !first.data ? (
          <p className="ar-list__message ar-list__message--error" role="alert">{fetchFailure(first.error)}</p>
        ) : total === 0 ? (
          <p className="ar-list__message">No restaurants found</p>
        ) : (
          <ul className="ar-list__rows" aria-label="Restaurants" style={{ height: total * ROW_HEIGHT }}>
            {items}
          </ul>
        )}
      </div>
      {failedPage && (
        <p className="ar-list__message ar-list__message--error" role="alert">
          {fetchFailure(failedPage.error)}{' '}
          <button type="button" className="link-button" onClick={() => void failedPage.refetch()}>Try again</button>
        </p>
      )}
    </div>
  );
}
