import { api } from '../../../lib/api-client';

/** DELETE /api/admin/restaurants/{id}/menus: removes every menu of the restaurant (the import's first step). */
export const clearMenus = (restaurantId: string) =>
  api.delete<{ message: string }>(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/menus`);
