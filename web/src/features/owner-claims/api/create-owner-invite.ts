import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerInvite } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/restaurants/{id}/owner-invites: a one-time link, shown once (only its hash is stored). */
export const createOwnerInvite = (restaurantId: string) =>
  api.post<OwnerInvite>(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/owner-invites`, {});

export function useCreateOwnerInvite(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createOwnerInvite(restaurantId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurantOwners(restaurantId) }),
  });
}
