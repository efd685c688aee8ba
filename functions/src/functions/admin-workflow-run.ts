import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { workflowRunSummary } from '../services/workflow-service';

/** What a triggered run's harvests did so far: fetched, failed by reason, menus, and whether its queues drained. */
export default declareHttp({
  name: 'admin-workflow-run',
  route: 'admin/workflow/runs/{runId}',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => ok(await workflowRunSummary(request.params.runId ?? '')),
});
