import { adminMenuInputSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { menuIdParam, restaurantIdParam } from '../http/route-params';
import { replaceMenu } from '../services/admin-menu-service';

export default declareHttp({
  name: 'admin-menu-update',
  route: 'admin/restaurants/{id}/menus/{menuId}',
  methods: ['PUT'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const id = restaurantIdParam(request);
    const menuId = menuIdParam(request);
    const menu = await replaceMenu(id, menuId, await readJsonBody(request, adminMenuInputSchema));
    return ok({ success: true, menu, message: 'Menu updated successfully' });
  }),
});
