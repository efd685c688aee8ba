import { clearQueueSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { clearQueue } from '../services/workflow-service';

/** Empties one queue (short key fast/slow/imggen/rank/error) and its poison queue. */
export default declareHttp({
  name: 'admin-queue-clear',
  route: 'admin/queue/clear',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, context, caller) => {
    const { queueName } = await readJsonBody(request, clearQueueSchema);
    return ok(await clearQueue(queueName, caller.username, context));
  },
});
