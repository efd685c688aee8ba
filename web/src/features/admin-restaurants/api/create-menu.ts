import type { MenuWriteResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { AdminMenu, MenuBody } from '../lib/menus';
import { menusPath, writtenMenu } from './menu-response';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/restaurants/{id}/menus → { success, menu, message }. */
export const createMenu = ({ restaurantId, body }: { restaurantId: string; body: MenuBody }) =>
  api.post<MenuWriteResponse>(menusPath(restaurantId), body).then((r) => writtenMenu(r, 'Failed to add menu'));

export const useCreateMenu = (onAdded: (restaurantId: string, menu: AdminMenu) => void) =>
  useAdminMutation(createMenu, 'Menu added successfully', 'Failed to add menu', (menu, input) => onAdded(input.restaurantId, menu), 'Error adding menu');
