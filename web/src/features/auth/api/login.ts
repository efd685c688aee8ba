import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { noteSignedInUser } from '../../../lib/unauthorized';
import { setCurrentUser } from './get-current-user';

export interface LoginInput {
  username: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<{ message: string; user: AuthUser }>('/api/login', input);

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // A failed login is a 401 too, but it must stay on the page: no global unauthorized handling.
    meta: { handlesUnauthorized: true },
    onSuccess: ({ user }) => {
      noteSignedInUser();
      setCurrentUser(user);
    },
  });
}
