import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/restaurants/{id}/owners/{username}: takes the restaurant from the owner, on their live session too. */
export const removeRestaurantOwner = (restaurantId: string, username: string) =>
  api.delete<void>(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/owners/${encodeURIComponent(username)}`);

export function useRemoveRestaurantOwner(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => removeRestaurantOwner(restaurantId, username),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurantOwners(restaurantId) }),
  });
}
