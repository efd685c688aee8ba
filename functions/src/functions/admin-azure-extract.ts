import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { extractRestaurantNow } from '../services/direct-extraction-service';

/** The cloud-function extraction of one restaurant: what the harvest worker does (rules first), run now and applied. */
export default declareHttp({
  name: 'admin-azure-extract',
  route: 'admin/azure-extract/{id}',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => ok(await extractRestaurantNow(restaurantIdParam(request)))),
});
