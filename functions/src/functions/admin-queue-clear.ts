import { clearQueueSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { badRequest, HttpError, ok } from '../http/responses';
import { clearQueue } from '../services/workflow-service';

/** Empties one queue (short key fast/slow/imggen/rank/error) and its poison queue. */
export default declareHttp({
  name: 'admin-queue-clear',
  route: 'admin/queue/clear',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, context, caller) => {
    const body = await readJsonBody(request, clearQueueSchema).catch((err: unknown) => {
      // The spec's message for any name that is not one of the five short keys.
      if (err instanceof HttpError && err.status === 400 && /Invalid queue name/.test(err.message)) return undefined;
      throw err;
    });
    if (!body) return badRequest('Invalid queue name', 'queueName');
    return ok(await clearQueue(body.queueName, caller.username, context));
  },
});
