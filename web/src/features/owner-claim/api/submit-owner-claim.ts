import { useCallback, useState } from 'react';
import type { OwnerClaimInput } from '@lunch/shared';
import { api } from '../../../lib/api-client';

export interface OwnerClaimCreated {
  id: string;
  status: 'pending';
}

/** POST /api/restaurants/{id}/owner-claims: "Är det din restaurang?" (201; 429 when the address asked too often). */
export const submitOwnerClaim = (restaurantId: string, input: OwnerClaimInput) =>
  api.post<OwnerClaimCreated>(`/api/restaurants/${encodeURIComponent(restaurantId)}/owner-claims`, input);

type SubmitState = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

/**
 * One request at a time and its outcome. Plain state rather than React Query: this runs on the public
 * restaurant page, where React Query (about 9 KiB gzipped) would more than triple what opening the form loads.
 */
export function useSubmitOwnerClaim(restaurantId: string) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const submit = useCallback(
    async (input: OwnerClaimInput) => {
      setState({ status: 'pending' });
      try {
        await submitOwnerClaim(restaurantId, input);
        setState({ status: 'success' });
      } catch (error) {
        setState({ status: 'error', error });
      }
    },
    [restaurantId],
  );
  return { state, submit };
}
