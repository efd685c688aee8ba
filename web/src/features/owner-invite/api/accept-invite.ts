import { useMutation } from '@tanstack/react-query';
import type { AcceptInviteResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** `{ token, username, password }` creates the owner's account; `{ token }` alone adds the restaurant to the signed-in owner. */
export type AcceptInviteRequest = { token: string; username: string; password: string } | { token: string };

/** POST /api/owner/accept-invite: signs the owner in (session cookie) and answers who they are now. */
export const acceptInvite = (input: AcceptInviteRequest) => api.post<AcceptInviteResponse>('/api/owner/accept-invite', input);

export function useAcceptInvite(onAccepted: (response: AcceptInviteResponse) => void) {
  return useMutation({
    mutationFn: acceptInvite,
    // The page says what went wrong itself (used link, taken name); a 401 is not a lost session here.
    meta: { handlesUnauthorized: true },
    onSuccess: onAccepted,
  });
}
