import { FIRST_PAGE_SIZE, LATER_PAGE_SIZE, type RestaurantListResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { updateCachedData, useCachedPages, type PagedData } from '../../../lib/fetch-cache';
import { listFiltersKey, type RestaurantListFilters } from '../../../lib/list-filters';

/** Spec section 7: the restaurant list is the one query cached for a limited time. */
export const RESTAURANT_LIST_STALE_TIME_MS = 30_000;

/** GET /api/restaurants: one page of the public list. Page 1 holds 12 restaurants, later pages 5. */
export async function getRestaurants(filters: RestaurantListFilters, page: number): Promise<RestaurantListResponse> {
  const response = await api.get<RestaurantListResponse>('/api/restaurants', {
    params: { ...filters, page, limit: page === 1 ? FIRST_PAGE_SIZE : LATER_PAGE_SIZE },
  });
  if (!response || !Array.isArray(response.data) || typeof response.pagination !== 'object') {
    throw new Error('Unexpected response from /api/restaurants');
  }
  return response;
}

/** A change of any filter is a new key, so the list starts again from page 1. */
const restaurantsKey = (filters: RestaurantListFilters) => `restaurants/list/${listFiltersKey(filters)}`;

export function useRestaurants(filters: RestaurantListFilters) {
  return useCachedPages(restaurantsKey(filters), (page) => getRestaurants(filters, page), { staleMs: RESTAURANT_LIST_STALE_TIME_MS });
}

export type RestaurantsQuery = ReturnType<typeof useRestaurants>;

/**
 * Spec section 4: a change of filter, day, search or city starts the list again at page 1. The cache
 * would otherwise bring back every page loaded earlier for a view the visitor returns to, so the
 * list being left keeps only its first page.
 */
export function keepOnlyFirstPage(filters: RestaurantListFilters): void {
  updateCachedData<PagedData<RestaurantListResponse>>(restaurantsKey(filters), (data) =>
    data.pages.length > 1 ? { pages: data.pages.slice(0, 1) } : data,
  );
}
