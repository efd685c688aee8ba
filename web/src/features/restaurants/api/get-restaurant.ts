import type { PublicRestaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { useCachedFetch } from '../../../lib/fetch-cache';

/** GET /api/restaurants/{id}: one restaurant with all its menus. */
export async function getRestaurant(id: string, signal?: AbortSignal): Promise<PublicRestaurant> {
  const restaurant = await api.get<PublicRestaurant>(`/api/restaurants/${encodeURIComponent(id)}`, { signal });
  if (!restaurant || typeof restaurant !== 'object' || typeof restaurant.name !== 'string') {
    throw new Error(`Unexpected response from /api/restaurants/${id}`);
  }
  return restaurant;
}

/** Kept for the visit: going back to a restaurant shows it at once (spec section 7: data never goes stale). */
export function useRestaurant(id: string) {
  return useCachedFetch(`restaurants/detail/${id}`, () => getRestaurant(id));
}
