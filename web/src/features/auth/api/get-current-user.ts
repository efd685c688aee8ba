import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@lunch/shared';
import { api, isHttpError } from '../../../lib/api-client';
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

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
