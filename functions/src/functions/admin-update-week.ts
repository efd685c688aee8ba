import { updateWeekSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { shiftWeeklyMenus } from '../services/weekly-menus-service';

/** Moves the menus of every weekly restaurant (or one city's) by whole weeks. */
export default declareHttp({
  name: 'admin-update-week',
  route: 'admin/update-week',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { week, city } = await readJsonBody(request, updateWeekSchema);
    return ok(await shiftWeeklyMenus(week, city));
  },
});
