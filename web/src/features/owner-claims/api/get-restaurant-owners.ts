import { useQuery } from '@tanstack/react-query';
import type { RestaurantOwnersResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/restaurants/{id}/owners: the restaurant's owners and the invitation links made for it. */
export const getRestaurantOwners = (restaurantId: string, signal?: AbortSignal) =>
  api.get<RestaurantOwnersResponse>(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/owners`, { signal });

export function useRestaurantOwners(restaurantId: string) {
  return useQuery({ queryKey: queryKeys.admin.restaurantOwners(restaurantId), queryFn: ({ signal }) => getRestaurantOwners(restaurantId, signal) });
}
