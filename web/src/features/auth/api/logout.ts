import { api } from '../../../lib/api-client';

export const logout = () => api.post<{ message: string }>('/api/logout');

/** Spec: logout posts, then the page reloads, whatever the answer (the server has ended the session either way or will at expiry). */
export function logOutAndReload(): void {
  void logout()
    .catch(() => undefined)
    .finally(() => window.location.reload());
}
