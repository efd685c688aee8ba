import { adjustWeekSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { shiftSelectedMenus } from '../services/weekly-menus-service';

/** The weekly screen's -1v / +1v: one restaurant's menus one week back or forward. */
export default declareHttp({
  name: 'admin-restaurant-adjust-week',
  route: 'admin/restaurants/{id}/adjust-week',
  methods: ['PATCH'],
  access: 'admin',
  handler: async (request) => {
    const id = restaurantIdParam(request);
    const { weekAdjustment } = await readJsonBody(request, adjustWeekSchema);
    return ok(await shiftSelectedMenus([id], weekAdjustment));
  },
});
