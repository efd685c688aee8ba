import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtractedRestaurant, Restaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/insert-restaurant: the (edited) extracted restaurant; 201, or 409 for a duplicate. */
export const insertRestaurant = (restaurant: ExtractedRestaurant) =>
  api.post<{ success: boolean; restaurant: Restaurant; message: string }>('/api/admin/insert-restaurant', restaurant);

export function useInsertRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertRestaurant,
    // The new restaurant is NEW: the admin lists (New-restaurants tab, Restaurants tab) read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurants }),
  });
}
