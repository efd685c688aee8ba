import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FIRST_PAGE_SIZE, LATER_PAGE_SIZE, type RestaurantListResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { RestaurantListFilters } from '../lib/list-filters';

/** Spec section 7: the restaurant list is the one query cached for a limited time. */
export const RESTAURANT_LIST_STALE_TIME_MS = 30_000;

/** GET /api/restaurants: one page of the public list. Page 1 holds 12 restaurants, later pages 5. */
export async function getRestaurants(
  filters: RestaurantListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<RestaurantListResponse> {
  const response = await api.get<RestaurantListResponse>('/api/restaurants', {
    params: { ...filters, page, limit: page === 1 ? FIRST_PAGE_SIZE : LATER_PAGE_SIZE },
    signal,
  });
  if (!response || !Array.isArray(response.data) || typeof response.pagination !== 'object') {
    throw new Error('Unexpected response from /api/restaurants');
  }
  return response;
}

/** A change of any filter is a new key, so the list starts again from page 1. */
export function getRestaurantsQueryOptions(filters: RestaurantListFilters) {
  return infiniteQueryOptions({
    queryKey: ['restaurants', 'list', filters],
    queryFn: ({ pageParam, signal }) => getRestaurants(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.pagination.hasMore ? lastPage.pagination.page + 1 : undefined),
    staleTime: RESTAURANT_LIST_STALE_TIME_MS,
  });
}

export function useRestaurants(filters: RestaurantListFilters) {
  return useInfiniteQuery(getRestaurantsQueryOptions(filters));
}
