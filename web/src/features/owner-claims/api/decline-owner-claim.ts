import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerClaim } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/owner-claims/{id}/decline: no account, no link. */
export const declineOwnerClaim = (claimId: string) => api.post<{ claim: OwnerClaim }>(`/api/admin/owner-claims/${encodeURIComponent(claimId)}/decline`);

export function useDeclineOwnerClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOwnerClaim,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ownerClaims }),
  });
}
