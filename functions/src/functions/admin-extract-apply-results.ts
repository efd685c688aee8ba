import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { applyExtractionResults } from '../services/extraction-queue-service';

/** Stores every finished extraction on its restaurant and empties the queue of them. */
export default declareHttp({
  name: 'admin-extract-apply-results',
  route: 'admin/extract/apply-results',
  methods: ['POST'],
  access: 'admin',
  handler: async () => ok(await applyExtractionResults()),
});
