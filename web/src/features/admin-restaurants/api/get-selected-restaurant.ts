import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminRestaurantListResponse, Restaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { ADMIN_RESTAURANTS_STALE_TIME_MS, adminRestaurantsKey } from './get-admin-restaurants';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 9: the restaurant refresh search uses limit 1. */
export const REFRESH_LIMIT = 1;

export const selectedRestaurantKey = queryKeys.admin.selectedRestaurant;

/**
 * Spec section 7: the selection is refreshed with GET /api/admin/restaurants?search={name}&limit=1
 * (and its city, so a namesake elsewhere does not come first). An answer about another restaurant
 * leaves the selection as it is.
 */
export async function refreshRestaurant(current: Restaurant, signal?: AbortSignal): Promise<Restaurant> {
  const response = await api.get<AdminRestaurantListResponse>('/api/admin/restaurants', {
    params: { search: current.name, city: current.location?.city || current.city, limit: REFRESH_LIMIT },
    signal,
  });
  const found = response?.restaurants?.[0];
  return found && found.id === current.id ? found : current;
}

/** The selected restaurant lives in the cache: writes put their answer there, and any admin write refreshes it. */
export function selectedRestaurantQueryOptions(queryClient: QueryClient, id: string) {
  return queryOptions({
    queryKey: selectedRestaurantKey(id),
    queryFn: ({ signal }) => {
      const current = queryClient.getQueryData<Restaurant>(selectedRestaurantKey(id));
      if (!current) throw new Error('Failed to fetch restaurants');
      return refreshRestaurant(current, signal);
    },
    staleTime: ADMIN_RESTAURANTS_STALE_TIME_MS,
  });
}

export function useSelectedRestaurant(queryClient: QueryClient, id: string | undefined) {
  return useQuery({ ...selectedRestaurantQueryOptions(queryClient, id ?? ''), enabled: id !== undefined });
}
