import { z } from 'zod';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { publicBaseUrl } from '../http/public-base-url';
import { restaurantIdParam } from '../http/route-params';
import { createOwnerInvite } from '../services/owner-invite-service';

/** The body is optional: an address to e-mail the link to (when e-mail is configured). */
const inviteBodySchema = z
  .strictObject({ email: z.string({ error: 'email must be text' }).trim().max(254, 'email must be at most 254 characters').pipe(z.email({ error: 'email must be an e-mail address' })).optional() }, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : 'body must be a JSON object'),
  })
  .optional();

/** A one-time invitation link for a restaurant's owner, valid 7 days. */
export default declareHttp({
  name: 'admin-owner-invite-create',
  route: 'admin/restaurants/{id}/owner-invites',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, _context, caller) => {
    const id = restaurantIdParam(request);
    const body = await readJsonBody(request, inviteBodySchema);
    const invite = await createOwnerInvite({ restaurantId: id, createdBy: caller.username, baseUrl: publicBaseUrl(request), email: body?.email });
    return { status: 201, jsonBody: invite, headers: { 'Cache-Control': 'no-store' } };
  },
});
