import { useMutation } from '@tanstack/react-query';
import type { BulkCloudExtractResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/azure-extract-bulk { restaurantIds }: what ran now and what was handed to the queue. */
export const azureExtractBulk = (restaurantIds: string[]) => api.post<BulkCloudExtractResult>('/api/admin/azure-extract-bulk', { restaurantIds });

/** The bulk 'Azure Extract': its answer goes to the cloud-function results panel; a failure is 'Failed to start bulk Azure extraction'. */
export function useAzureExtractBulk(onResult: (result: BulkCloudExtractResult) => void) {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: azureExtractBulk,
    onSuccess: (result) => {
      onResult(result);
      const { total, successful, failed, queued } = result.summary;
      showToast({
        title: 'Azure extraction',
        description: `${total} restaurants: ${successful} successful, ${failed} failed, ${queued} queued`,
        variant: failed > 0 ? 'error' : 'success',
      });
    },
    onError: (error) => toastHarvestFailure(error, 'Failed to start bulk Azure extraction'),
    onSettled: refresh,
  });
}
