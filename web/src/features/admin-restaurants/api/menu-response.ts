import type { MenuWriteResponse } from '@lunch/shared';
import { RefusedWrite } from '../lib/failure-text';
import type { AdminMenu } from '../lib/menus';

/** The menu calls answer { success, menu, message }; success false is a failure even with a 2xx. */
export function writtenMenu(response: MenuWriteResponse, failure: string): AdminMenu {
  if (!response?.success || !response.menu) throw new RefusedWrite(response?.message || response?.error || failure);
  return response.menu as AdminMenu;
}

export const menusPath = (restaurantId: string) => `/api/admin/restaurants/${encodeURIComponent(restaurantId)}/menus`;
export const menuPath = (restaurantId: string, menuId: string) => `${menusPath(restaurantId)}/${encodeURIComponent(menuId)}`;
