import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { clearExtractionQueue } from '../services/extraction-queue-service';

/** Empties the AI extraction queue; results not yet applied are dropped. */
export default declareHttp({
  name: 'admin-extract-queue-clear',
  route: 'admin/extract/queue',
  methods: ['DELETE'],
  access: 'admin',
  handler: async () => {
    const removed = await clearExtractionQueue();
    return ok({ success: true, removed, message: 'Queue Cleared' });
  },
});
