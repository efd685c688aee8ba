import { bulkExtractSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { extractRestaurantsNow } from '../services/direct-extraction-service';

/** Cloud-function extraction of many restaurants: those that fit in one call now, the rest queued. */
export default declareHttp({
  name: 'admin-azure-extract-bulk',
  route: 'admin/azure-extract-bulk',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { restaurantIds } = await readJsonBody(request, bulkExtractSchema);
    return ok(await extractRestaurantsNow(restaurantIds));
  },
});
