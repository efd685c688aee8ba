import { useQuery } from '@tanstack/react-query';
import type { InviteInfo } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/owner/invites/{token}: which restaurant the link is for (404 unknown, 410 used or expired). */
export const getInvite = (token: string, signal?: AbortSignal) =>
  api.get<InviteInfo>(`/api/owner/invites/${encodeURIComponent(token)}`, { signal });

export function useInvite(token: string) {
  return useQuery({ queryKey: queryKeys.ownerInvite(token), queryFn: ({ signal }) => getInvite(token, signal) });
}
