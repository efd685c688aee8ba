import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { workflowStatus } from '../services/workflow-service';

/** Per queue: active (visible), scheduled (not yet visible) and deadletter (poison queue) counts. */
export default declareHttp({
  name: 'admin-workflow-status',
  route: 'admin/workflow/status',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok(await workflowStatus()),
});
