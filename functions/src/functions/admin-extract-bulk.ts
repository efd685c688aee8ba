import { bulkExtractSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { queueBulkExtraction } from '../services/extraction-queue-service';

/** Queues restaurants for AI extraction; results wait in the queue until applied. */
export default declareHttp({
  name: 'admin-extract-bulk',
  route: 'admin/extract/bulk',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { restaurantIds } = await readJsonBody(request, bulkExtractSchema);
    return { status: 202, jsonBody: await queueBulkExtraction(restaurantIds) };
  },
});
