import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { extractRestaurantNow } from '../services/direct-extraction-service';

/** AI extraction of one restaurant, applied at once: the language model first when one is configured, else the rules. */
export default declareHttp({
  name: 'admin-extract-single',
  route: 'admin/extract/single/{id}',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => ok(await extractRestaurantNow(restaurantIdParam(request), { prefer: 'model' }))),
});
