import { isHttpError } from './api-client';
import { showToast } from './toast-store';

export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Query parameter the login page reads to say "Session expired / Please log in again". */
export const SESSION_EXPIRED_PARAM = 'expired';

export interface UnauthorizedNotice {
  title: string;
  description: string;
  loginHref: string;
}

/**
 * What the visitor is told when a call or an admin page needs a session that is not there (spec
 * section 8): always the unauthorized toast, then the login page after 0.5 s. Only a session that
 * really ended (the app had seen a signed-in user in this page) makes the login page say "Session
 * expired"; a visitor who never signed in gets the plain login page.
 */
export function unauthorizedNotice(sessionEnded: boolean): UnauthorizedNotice {
  return {
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    loginHref: sessionEnded ? `/login?${SESSION_EXPIRED_PARAM}=1` : '/login',
  };
}

/** Whether a login page URL's query string says the previous session ended. */
export function isSessionExpiredRedirect(search: string): boolean {
  return new URLSearchParams(search).has(SESSION_EXPIRED_PARAM);
}

let signedInUserSeen = false;
let redirecting = false;

/**
 * The app has seen a signed-in user in this page (the current-user answer or a successful login), so a
 * later 401 means the session ended. Only a page load forgets it (logout reloads the page).
 */
export function noteSignedInUser(): void {
  signedInUserSeen = true;
}

/**
 * Spec sections 4 and 8: the Workflow screen says why and leaves through the API login path after 1 s
 * (GET /api/login sends the browser on to /login); everything else uses the general notice.
 */
export const WORKFLOW_UNAUTHORIZED: Pick<UnauthorizedNotice, 'description' | 'loginHref'> & { delayMs: number } = {
  description: 'You need to be logged in to access workflow management. Redirecting to login...',
  loginHref: '/api/login',
  delayMs: 1000,
};

/** One toast and one redirect to the login page, however many calls or pages ask at once. */
export function redirectToLogin(override?: Partial<Pick<UnauthorizedNotice, 'description' | 'loginHref'>> & { delayMs?: number }): void {
  if (redirecting) return;
  redirecting = true;
  const notice = { ...unauthorizedNotice(signedInUserSeen), ...override };
  showToast({ title: notice.title, description: notice.description, variant: 'error' });
  setTimeout(() => {
    window.location.assign(notice.loginHref);
  }, override?.delayMs ?? UNAUTHORIZED_REDIRECT_MS);
}

/** Any 401 from any call (spec section 8) leads to the login page; other failures are left to the caller. */
export function handleUnauthorized(error: unknown): void {
  if (isHttpError(error, 401)) redirectToLogin();
}
