import { useQuery } from '@tanstack/react-query';
import type { OwnerClaim, OwnerClaimStatus } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ClaimFilter = OwnerClaimStatus | 'all';

/** GET /api/admin/owner-claims?status=...: the requests for owner access, newest first. */
export const getOwnerClaims = (status: ClaimFilter, signal?: AbortSignal) =>
  api.get<{ claims: OwnerClaim[] }>('/api/admin/owner-claims', { params: { status }, signal }).then((r) => r.claims);

export function useOwnerClaims(status: ClaimFilter) {
  return useQuery({ queryKey: queryKeys.admin.ownerClaimList(status), queryFn: ({ signal }) => getOwnerClaims(status, signal) });
}
