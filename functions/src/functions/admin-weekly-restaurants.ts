import { weeklyListQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { queryObject } from '../http/query';
import { listWeeklyRestaurants } from '../services/weekly-menus-service';

/** GET /api/admin/weekly-restaurants?city=: the Weekly validation screen's rows, with each restaurant's weeks and status. */
export default declareHttp({
  name: 'admin-weekly-restaurants',
  route: 'admin/weekly-restaurants',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = weeklyListQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) return badRequest(parsed.error.issues[0].message, 'city');
    return ok(await listWeeklyRestaurants(parsed.data.city));
  },
});
