import { useMutation } from '@tanstack/react-query';
import type { SingleExtractResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { requireExtracted } from './extract-single';
import { toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/azure-extract/{id}: the cloud-function extraction of one restaurant. */
export const azureExtract = (id: string) =>
  api.post<SingleExtractResult>(`/api/admin/azure-extract/${encodeURIComponent(id)}`).then((r) => requireExtracted(r, 'Failed to call Azure function'));

/** A card's 'Azure extract': 'Data extracted successfully', else the server's message or 'Failed to call Azure function'. */
export function useAzureExtract() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: azureExtract,
    onSuccess: (result) => showToast({ title: 'Data extracted successfully', description: result.message, variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to call Azure function'),
    onSettled: refresh,
  });
}
