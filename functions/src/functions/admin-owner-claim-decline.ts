import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { declineClaim } from '../services/owner-claim-service';

export default declareHttp({
  name: 'admin-owner-claim-decline',
  route: 'admin/owner-claims/{claimId}/decline',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, _context, caller) => ok(await declineClaim(request.params.claimId ?? '', caller)),
});
