import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRestaurantListResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 9: the manual import shows at most 10 matches; the restaurants query is cached 30 s. */
export const RESTAURANT_SEARCH_LIMIT = 10;
const RESTAURANTS_STALE_MS = 30_000;

export const getAdminRestaurants = (search: string, limit: number, signal?: AbortSignal) =>
  api.get<AdminRestaurantListResponse>('/api/admin/restaurants', { params: { search, limit }, signal }).then((r) => r.restaurants);

export const restaurantSearchQueryOptions = (search: string) =>
  queryOptions({
    // Under the prefix every admin restaurant query shares, so any restaurant change refreshes it.
    queryKey: queryKeys.admin.restaurantSearch(search),
    queryFn: ({ signal }) => getAdminRestaurants(search, RESTAURANT_SEARCH_LIMIT, signal),
    staleTime: RESTAURANTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** The first 10 restaurants matching the search text; nothing is asked until there is text. */
export const useRestaurantSearch = (search: string) => useQuery({ ...restaurantSearchQueryOptions(search), enabled: search.trim().length > 0 });
