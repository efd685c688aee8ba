import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { ok } from '../http/responses';
import { menuIdParam, restaurantIdParam } from '../http/route-params';
import { deleteMenu } from '../services/admin-menu-service';

export default declareHttp({
  name: 'admin-menu-delete',
  route: 'admin/restaurants/{id}/menus/{menuId}',
  methods: ['DELETE'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    await deleteMenu(restaurantIdParam(request), menuIdParam(request));
    return ok({ success: true, message: 'Menu deleted successfully' });
  }),
});
