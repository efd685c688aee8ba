import { workflowTriggerSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { triggerCityWorkflow } from '../services/workflow-service';

/** Queues a harvest for every restaurant of a city with a lunch link (fast or slow by format). */
export default declareHttp({
  name: 'admin-workflow-trigger',
  route: 'admin/workflow/trigger',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, context, caller) => {
    const { city } = await readJsonBody(request, workflowTriggerSchema);
    return ok(await triggerCityWorkflow(city, caller.username, context));
  },
});
