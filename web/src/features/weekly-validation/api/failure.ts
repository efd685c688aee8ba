import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { showToast } from '../../../lib/toast-store';

/**
 * Spec section 8, screen failures: '{status}: {message}', the message being the server's and falling
 * back to the call's own text ('Failed to adjust week'); a call that got no answer says the fallback.
 */
export function weeklyFailureText(error: unknown, fallback: string): string {
  return isHttpError(error) ? `${error.status}: ${serverMessage(error, fallback)}` : fallback;
}

/** A failure toast with the spec's (often Swedish) title. A 401 is left to the global handler. */
export function toastWeeklyFailure(title: string, error: unknown, fallback: string): void {
  if (!isHttpError(error, 401)) showToast({ title, description: weeklyFailureText(error, fallback), variant: 'error' });
}

export const toastWeeklySuccess = (title: string, description?: string) => showToast({ title, description, variant: 'success' });
