import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerClaim, OwnerInvite } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ApprovedClaim {
  claim: OwnerClaim;
  invite: OwnerInvite;
}

/** POST /api/admin/owner-claims/{id}/approve: approves and answers with a fresh invitation link for the claim's restaurant. */
export const approveOwnerClaim = (claimId: string) => api.post<ApprovedClaim>(`/api/admin/owner-claims/${encodeURIComponent(claimId)}/approve`);

export function useApproveOwnerClaim(onApproved: (approved: ApprovedClaim) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOwnerClaim,
    onSuccess: (approved) => {
      onApproved(approved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ownerClaims });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurantOwners(approved.claim.restaurantId) });
    },
  });
}
