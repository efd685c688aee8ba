import type { MenuWriteResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { AdminMenu } from '../lib/menus';
import { menuPath, writtenMenu } from './menu-response';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/restaurants/{id}/menus/{menuId}/duplicate → { success, menu, message }. */
export const duplicateMenu = ({ restaurantId, menuId }: { restaurantId: string; menuId: string }) =>
  api.post<MenuWriteResponse>(`${menuPath(restaurantId, menuId)}/duplicate`).then((r) => writtenMenu(r, 'Failed to duplicate menu'));

export const useDuplicateMenu = (onDuplicated: (restaurantId: string, menu: AdminMenu) => void) =>
  useAdminMutation(duplicateMenu, 'Menu duplicated successfully', 'Failed to duplicate menu', (menu, input) => onDuplicated(input.restaurantId, menu));
