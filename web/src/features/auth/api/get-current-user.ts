import type { AuthUser } from '@lunch/shared';
import { api, isHttpError } from '../../../lib/api-client';
import { setCachedData, useCachedFetch } from '../../../lib/fetch-cache';
import { noteSignedInUser } from '../../../lib/unauthorized';

/**
 * The signed-in user, or null: a 401 here means "not logged in", not an error (no retry). A user seen
 * here makes any later 401 a session that ended ("Session expired" on the login page).
 */
export async function getCurrentUser(): Promise<AuthUser | null> {
  try {
    const user = await api.get<AuthUser>('/api/auth/user');
    noteSignedInUser();
    return user;
  } catch (error) {
    if (isHttpError(error, 401)) return null;
    throw error;
  }
}

const CURRENT_USER_KEY = 'auth/user';

/** Asked once per page load and shared by the header and the admin area. */
export const useCurrentUser = () => useCachedFetch(CURRENT_USER_KEY, getCurrentUser);

/** A login tells who is signed in now, without asking the server again. */
export const setCurrentUser = (user: AuthUser | null) => setCachedData(CURRENT_USER_KEY, user);
