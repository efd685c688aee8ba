import { useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError } from '../../../lib/toast-store';
import type { BulkOutcome } from '../lib/run-in-order';
import { queryKeys } from '../../../lib/query-keys';

/** After a change: every admin restaurant query is read again (all of them, the Restaurants tab's too, live under ['admin', 'restaurants']). */
export function useRefreshRestaurants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.restaurants });
}

/** A 401 inside a bulk run ends it and goes to the global handler (toast and login page). */
export function throwIfUnauthorized(outcome: BulkOutcome): BulkOutcome {
  const fatal = outcome.failures.find((f) => isHttpError(f.error, 401));
  if (fatal) throw fatal.error;
  return outcome;
}

/** The first failure of a bulk run as the 'Error' toast: the server's message, else the fallback. */
export function toastFirstFailure(outcome: BulkOutcome, fallback: string, suffix = '') {
  const failure = outcome.failures[0];
  if (failure) toastError(`${serverMessage(failure.error, fallback)}${suffix}`, 'Error');
}
