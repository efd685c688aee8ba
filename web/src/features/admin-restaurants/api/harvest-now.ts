import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SingleExtractResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { adminRestaurantsKey } from './get-admin-restaurants';

/**
 * POST /api/admin/azure-extract/{id}: harvest the restaurant now (rules first, the model when configured),
 * through the publish gate. `success: false` is an answer here, not a failure: the reading may have gone
 * to review or found nothing, and the panel shows which.
 */
export const harvestNow = (id: string) => api.post<SingleExtractResult>(`/api/admin/azure-extract/${encodeURIComponent(id)}`);

/** After a harvest the panel's menus (and the list) are read again: a published reading replaced them. */
export function useHarvestNow(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => harvestNow(restaurantId),
    onSuccess: (result) => {
      if (result.data?.decision === 'published' || (result.data && result.data.decision === undefined && result.success)) {
        // The selected restaurant's key is under the list's: one call refreshes both.
        void queryClient.invalidateQueries({ queryKey: adminRestaurantsKey });
      }
    },
  });
}
