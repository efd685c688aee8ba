import { bulkUpdateWeekSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { shiftSelectedMenus } from '../services/weekly-menus-service';

/** Moves the menus of the selected restaurants by whole weeks. */
export default declareHttp({
  name: 'admin-bulk-update-week',
  route: 'admin/bulk-update-week',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { restaurantIds, weekDelta } = await readJsonBody(request, bulkUpdateWeekSchema);
    return ok(await shiftSelectedMenus(restaurantIds, weekDelta));
  },
});
