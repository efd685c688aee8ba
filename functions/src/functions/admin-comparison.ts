import { weeklyListQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { queryObject } from '../http/query';
import { listComparison } from '../services/weekly-menus-service';

/** GET /api/admin/comparison?city=: weekly restaurants with their current-week menus and the page to compare with. */
export default declareHttp({
  name: 'admin-comparison',
  route: 'admin/comparison',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = weeklyListQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) return badRequest(parsed.error.issues[0].message, 'city');
    return ok(await listComparison(parsed.data.city));
  },
});
