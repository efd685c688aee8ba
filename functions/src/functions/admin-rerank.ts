import { declareHttp } from '../app/declare-http';
import { errorResponse, ok } from '../http/responses';
import { isSameOriginRequest } from '../http/same-origin';
import { recordAdminAction } from '../services/audit-log';
import { rerankAll } from '../services/rerank-service';

/**
 * GET /api/admin/rerank[?includeManual=true]. A GET that writes (the spec's method), so it takes the
 * same-origin check state-changing methods get (a link on another site cannot start it) and is audited.
 */
export default declareHttp({
  name: 'admin-rerank',
  route: 'admin/rerank',
  methods: ['GET'],
  access: 'admin',
  handler: async (request, _context, caller) => {
    if (!isSameOriginRequest(request)) return errorResponse(403, 'forbidden', 'Cross-site requests are not allowed');
    const includeManual = request.query.get('includeManual');
    if (includeManual !== null && includeManual !== 'true' && includeManual !== 'false') {
      return errorResponse(400, 'bad_request', 'includeManual must be true or false', { parameter: 'includeManual' });
    }
    const result = await rerankAll({ includeManual: includeManual === 'true' });
    // The pipeline audits writes by their method; this write comes as a GET, so it records itself.
    await recordAdminAction({ caller, action: 'admin-rerank', method: 'GET', params: { includeManual: includeManual ?? 'false' } });
    return ok(result);
  },
});
