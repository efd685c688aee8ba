import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Restaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** GET /api/restaurants/{id}: one restaurant with all its menus. */
export async function getRestaurant(id: string, signal?: AbortSignal): Promise<Restaurant> {
  const restaurant = await api.get<Restaurant>(`/api/restaurants/${encodeURIComponent(id)}`, { signal });
  if (!restaurant || typeof restaurant !== 'object' || typeof restaurant.name !== 'string') {
    throw new Error(`Unexpected response from /api/restaurants/${id}`);
  }
  return restaurant;
}

export function getRestaurantQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });
}

export function useRestaurant(id: string) {
  return useQuery(getRestaurantQueryOptions(id));
}
