import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { toastWeeklyFailure, toastWeeklySuccess } from './failure';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

export interface RankChange {
  id: string;
  name: string;
  rank: number;
}

/** The existing PATCH /api/admin/restaurants/{id} {field: 'rank', value}; the server checks 0-100. */
export const updateRank = ({ id, rank }: RankChange) =>
  api.patch<{ restaurant: Restaurant; message: string }>(`/api/admin/restaurants/${encodeURIComponent(id)}`, { field: 'rank', value: rank });

/** Saves a rank, says 'Rank uppdaterad', and reloads the list (spec section 4: after save the list refreshes). */
export function useUpdateRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRank,
    onSuccess: (_result, { name, rank }) => toastWeeklySuccess('Rank uppdaterad', `${name}: rank ${rank}`),
    onError: (error) => toastWeeklyFailure('Rank uppdatering misslyckades', error, 'Failed to update rank'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
