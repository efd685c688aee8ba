import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api.post<{ message: string }>('/api/logout');

/** Spec: logout posts, then the page reloads. */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: () => window.location.reload() });
}
