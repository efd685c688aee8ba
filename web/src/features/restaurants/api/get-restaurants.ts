import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
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

export function restaurantsQueryKey(filters: RestaurantListFilters) {
  return ['restaurants', 'list', filters] as const;
}

/** A change of any filter is a new key, so the list starts again from page 1. */
export function getRestaurantsQueryOptions(filters: RestaurantListFilters) {
  return infiniteQueryOptions({
    queryKey: restaurantsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getRestaurants(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => (lastPage.pagination.hasMore ? lastPage.pagination.page + 1 : undefined),
    staleTime: RESTAURANT_LIST_STALE_TIME_MS,
    retry: false,
  });
}

export function useRestaurants(filters: RestaurantListFilters) {
  return useInfiniteQuery(getRestaurantsQueryOptions(filters));
}

export type RestaurantsQuery = ReturnType<typeof useRestaurants>;

/**
 * Spec section 4: a change of filter, day, search or city starts the list again at page 1. The cache
 * would otherwise bring back every page loaded earlier for a view the visitor returns to, so the
 * list being left keeps only its first page.
 */
export function keepOnlyFirstPage(queryClient: QueryClient, filters: RestaurantListFilters): void {
  queryClient.setQueryData<InfiniteData<RestaurantListResponse, number>>(restaurantsQueryKey(filters), (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}
