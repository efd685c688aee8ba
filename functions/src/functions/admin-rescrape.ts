import { rescrapeSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { rescrape } from '../services/weekly-menus-service';

/** Queues a harvest of one restaurant (the weekly screen's Rescrape). */
export default declareHttp({
  name: 'admin-rescrape',
  route: 'admin/rescrape',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const { restaurantId, menuId } = await readJsonBody(request, rescrapeSchema);
    return { status: 202, jsonBody: await rescrape(restaurantId, menuId) };
  }),
});
