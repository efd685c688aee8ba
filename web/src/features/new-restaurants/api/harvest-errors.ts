import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError } from '../../../lib/toast-store';

/** A 2xx answer that still says it failed (`success: false`); its text is the server's. */
export class RefusedHarvest extends Error {
  override readonly name = 'RefusedHarvest';
}

/**
 * A harvesting call failed (spec section 8): the 'Error' toast with the server's message, else the
 * call's default. A 401 is left to the global handler (its toast and the login page).
 */
export function toastHarvestFailure(error: unknown, fallback: string): void {
  if (!isHttpError(error, 401)) toastError(harvestFailureText(error, fallback), 'Error');
}

/** What a failure says where it is shown on the page: the server's message (a refusal's own text), else the default. */
export function harvestFailureText(error: unknown, fallback: string): string {
  if (error instanceof RefusedHarvest) return error.message || fallback;
  return serverMessage(error, fallback);
}

/** Spec section 8, screen failures: '{status}: {message}' for a failed read, the message falling back to the default. */
export function readFailureText(error: unknown, fallback: string): string {
  return isHttpError(error) ? `${error.status}: ${serverMessage(error, fallback)}` : fallback;
}
