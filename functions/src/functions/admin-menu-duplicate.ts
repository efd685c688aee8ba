import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { ok } from '../http/responses';
import { menuIdParam, restaurantIdParam } from '../http/route-params';
import { duplicateMenu } from '../services/admin-menu-service';

export default declareHttp({
  name: 'admin-menu-duplicate',
  route: 'admin/restaurants/{id}/menus/{menuId}/duplicate',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const menu = await duplicateMenu(restaurantIdParam(request), menuIdParam(request));
    return { ...ok({ success: true, menu, message: 'Menu duplicated successfully' }), status: 201 };
  }),
});
