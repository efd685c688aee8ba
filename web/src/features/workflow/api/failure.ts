import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError } from '../../../lib/toast-store';

/**
 * Spec section 8, screen failures: '{status}: {message}', the message being the server's and falling
 * back to the screen's text ('Failed to trigger workflow'); a call that got no answer says the fallback.
 */
export function workflowFailureText(error: unknown, fallback: string): string {
  return isHttpError(error) ? `${error.status}: ${serverMessage(error, fallback)}` : fallback;
}

/** The 'Error' toast for a failed call. A 401 is left to the global handler (its toast and the login page). */
export function toastWorkflowFailure(error: unknown, fallback: string): void {
  if (!isHttpError(error, 401)) toastError(workflowFailureText(error, fallback), 'Error');
}
