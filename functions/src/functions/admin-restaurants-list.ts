import { adminRestaurantListQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { queryObject } from '../http/query';
import { listAdminRestaurants } from '../services/admin-restaurant-list';

/** GET /api/admin/restaurants?search=&limit=&page=&property=&propertyState=&manualScraping=&city=&scrapingTime= */
export default declareHttp({
  name: 'admin-restaurants-list',
  route: 'admin/restaurants',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = adminRestaurantListQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const parameter = String(issue.path[0] ?? '');
      return badRequest(issue.message.startsWith(parameter) ? issue.message : `${parameter}: ${issue.message}`, parameter);
    }
    return ok(await listAdminRestaurants(parsed.data));
  },
});
