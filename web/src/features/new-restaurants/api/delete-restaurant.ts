import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast-store';
import { runInOrder, withCount } from '../lib/run-in-order';
import { throwIfUnauthorized, toastFirstFailure, useRefreshRestaurants } from './refresh';

/** DELETE /api/admin/restaurants/{id} (the server keeps it restorable). */
export const deleteRestaurant = (id: string) => api.delete<{ message: string }>(`/api/admin/restaurants/${encodeURIComponent(id)}`);

/** Bulk delete, one by one, stopping at the first failure (spec section 8). */
export function useDeleteRestaurants() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: async (ids: string[]) => throwIfUnauthorized(await runInOrder(ids, deleteRestaurant, { stopOnFailure: true })),
    onSuccess: (outcome) => {
      if (outcome.failures.length === 0) toastSuccess(withCount('Restaurant deleted successfully', outcome.done.length));
      else toastFirstFailure(outcome, 'Failed to delete restaurant', outcome.done.length > 0 ? ` (${outcome.done.length} deleted before the failure, ${outcome.skipped.length} not tried)` : '');
    },
    onSettled: refresh,
  });
}
