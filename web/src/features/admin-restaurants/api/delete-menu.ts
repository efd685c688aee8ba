import { api } from '../../../lib/api-client';
import { RefusedWrite } from '../lib/failure-text';
import { menuPath } from './menu-response';
import { useAdminMutation } from './use-admin-mutation';

interface MenuRef {
  restaurantId: string;
  menuId: string;
}

/** DELETE /api/admin/restaurants/{id}/menus/{menuId}. */
export const deleteMenu = ({ restaurantId, menuId }: MenuRef) =>
  api.delete<{ success?: boolean; message?: string; error?: string }>(menuPath(restaurantId, menuId)).then((r) => {
    if (r && r.success === false) throw new RefusedWrite(r.message || r.error || 'Failed to delete menu');
  });

export const useDeleteMenu = (onDeleted: (restaurantId: string, menuId: string) => void) =>
  useAdminMutation(deleteMenu, 'Menu deleted successfully', 'Failed to delete menu', (_r, input) => onDeleted(input.restaurantId, input.menuId));
