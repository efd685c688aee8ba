import { isHttpError } from './api-client';
import { showToast } from './toast-store';

export const UNAUTHORIZED_REDIRECT_MS = 500;
let redirecting = false;

/**
 * Any 401 from any call (spec section 8): one toast and one redirect to the login page after 0.5 s,
 * however many calls fail at once.
 */
export function handleUnauthorized(error: unknown): void {
  if (!isHttpError(error, 401) || redirecting) return;
  redirecting = true;
  showToast({ title: 'Session expired', description: 'Unauthorized - You are logged out. Logging in again...', variant: 'error' });
  setTimeout(() => {
    window.location.assign('/login?expired=1');
  }, UNAUTHORIZED_REDIRECT_MS);
}
