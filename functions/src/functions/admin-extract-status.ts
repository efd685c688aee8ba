import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { extractionQueueStatus } from '../services/extraction-queue-service';

/** The AI extraction queue: counts and every item (polled every 2 s while it runs). */
export default declareHttp({
  name: 'admin-extract-status',
  route: 'admin/extract/status',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok(await extractionQueueStatus()),
});
