import { OWNER_CLAIM_STATUSES } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { listClaims } from '../services/owner-claim-service';

const STATUSES = [...OWNER_CLAIM_STATUSES, 'all'] as const;

/** "Ägarförfrågningar": owners' requests for access, newest first (pending by default). */
export default declareHttp({
  name: 'admin-owner-claims-list',
  route: 'admin/owner-claims',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const status = request.query.get('status') ?? 'pending';
    const known = STATUSES.find((s) => s === status);
    if (!known) return badRequest(`status must be one of ${STATUSES.join(', ')}`, 'status');
    return ok(await listClaims(known));
  },
});
