import { ownerClaimInputSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { clientAddress } from '../http/client-address';
import { readJsonBody } from '../http/json-body';
import { errorResponse } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { submitOwnerClaim } from '../services/owner-claim-service';

/** "Är det din restaurang?": a visitor asks for owner access; stored for an admin, no account created. */
export default declareHttp({
  name: 'owner-claim-create',
  route: 'restaurants/{id}/owner-claims',
  methods: ['POST'],
  access: 'public',
  handler: async (request) => {
    const id = restaurantIdParam(request);
    const input = await readJsonBody(request, ownerClaimInputSchema);
    const result = await submitOwnerClaim(id, input, clientAddress(request));
    if (!result.ok) {
      const response = errorResponse(429, 'too_many_requests', `För många förfrågningar. Försök igen om ${Math.ceil(result.retryAfterSeconds / 60)} minuter.`);
      response.headers = { ...(response.headers as Record<string, string>), 'Retry-After': String(result.retryAfterSeconds) };
      return response;
    }
    return { status: 201, jsonBody: { id: result.claim.id, status: result.claim.status }, headers: { 'Cache-Control': 'no-store' } };
  },
});
