import type { MenuWriteResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { ImportMenu } from '../lib/parse-menu-json';

/** POST /api/admin/restaurants/{id}/menus: one menu; an answer with success false is a failure too. */
export async function createMenu(restaurantId: string, menu: ImportMenu): Promise<MenuWriteResponse> {
  const response = await api.post<MenuWriteResponse>(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/menus`, menu);
  if (response?.success === false) throw new Error(response.message || response.error || 'Failed to add menu');
  return response;
}
