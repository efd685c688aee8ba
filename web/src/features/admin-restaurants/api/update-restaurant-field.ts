import type { AdminPatchableField, Restaurant } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

export interface RestaurantFieldChange {
  id: string;
  field: AdminPatchableField;
  value: unknown;
}

/** PATCH /api/admin/restaurants/{id} { field, value } → { restaurant, message }. */
export const updateRestaurantField = ({ id, field, value }: RestaurantFieldChange) =>
  api.patch<{ restaurant: Restaurant; message: string }>(`/api/admin/restaurants/${encodeURIComponent(id)}`, { field, value });

/** One field of the right panel; the answer's restaurant replaces the selection. */
export const useUpdateRestaurantField = (onSaved: (restaurant: Restaurant) => void) =>
  useAdminMutation(updateRestaurantField, 'Restaurant updated successfully', 'Failed to update restaurant', (r) => onSaved(r.restaurant));

/** The lunch-hours editor saves through the same call, with its own toasts. */
export const useUpdateLunchHours = (onSaved: (restaurant: Restaurant) => void) =>
  useAdminMutation(updateRestaurantField, 'Lunch hours updated successfully', 'Failed to update lunch hours', (r) => onSaved(r.restaurant));
