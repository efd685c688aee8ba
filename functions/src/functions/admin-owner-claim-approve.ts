import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { publicBaseUrl } from '../http/public-base-url';
import { approveClaim } from '../services/owner-claim-service';

/** Approves a claim: answers the claim and a fresh invitation link for its restaurant (e-mailed when configured). */
export default declareHttp({
  name: 'admin-owner-claim-approve',
  route: 'admin/owner-claims/{claimId}/approve',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, _context, caller) => ok(await approveClaim(request.params.claimId ?? '', caller, publicBaseUrl(request))),
});
