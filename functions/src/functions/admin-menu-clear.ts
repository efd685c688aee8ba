import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { clearMenus } from '../services/admin-menu-service';

/** Clears every menu of a restaurant (the JSON import's first step, before it posts each menu). */
export default declareHttp({
  name: 'admin-menu-clear',
  route: 'admin/restaurants/{id}/menus',
  methods: ['DELETE'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const deletedCount = await clearMenus(restaurantIdParam(request));
    return ok({ success: true, message: `Deleted ${deletedCount} ${deletedCount === 1 ? 'menu' : 'menus'}`, deletedCount });
  }),
});
