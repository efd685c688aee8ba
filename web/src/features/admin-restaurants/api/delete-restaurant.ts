import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

/** DELETE /api/admin/restaurants/{id} → { message }. */
export const deleteRestaurant = (id: string) => api.delete<{ message: string }>(`/api/admin/restaurants/${encodeURIComponent(id)}`);

export const useDeleteRestaurant = (onDeleted: (id: string) => void) =>
  useAdminMutation(deleteRestaurant, 'Restaurant deleted successfully', 'Failed to delete restaurant', (_r, id) => onDeleted(id));
