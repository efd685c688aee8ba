import type { MenuWriteResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { AdminMenu, MenuBody } from '../lib/menus';
import { menuPath, writtenMenu } from './menu-response';
import { useAdminMutation } from './use-admin-mutation';

/** PUT /api/admin/restaurants/{id}/menus/{menuId} (the same body as POST) → { success, menu, message }. */
export const updateMenu = ({ restaurantId, menuId, body }: { restaurantId: string; menuId: string; body: MenuBody }) =>
  api.put<MenuWriteResponse>(menuPath(restaurantId, menuId), body).then((r) => writtenMenu(r, 'Failed to update menu'));

export const useUpdateMenu = (onUpdated: (restaurantId: string, menu: AdminMenu) => void) =>
  useAdminMutation(updateMenu, 'Menu updated successfully', 'Failed to update menu', (menu, input) => onUpdated(input.restaurantId, menu), 'Error updating menu');
