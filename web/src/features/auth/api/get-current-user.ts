import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@lunch/shared';
import { api, isHttpError } from '../../../lib/api-client';

/** The signed-in user, or null: a 401 here means "not logged in", not an error (no retry). */
export async function getCurrentUser(): Promise<AuthUser | null> {
  try {
    return await api.get<AuthUser>('/api/auth/user');
  } catch (error) {
    if (isHttpError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
