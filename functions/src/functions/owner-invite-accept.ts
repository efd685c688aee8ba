import { acceptInviteSchema, type AcceptInviteResponse } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readSessionToken, sessionCookie } from '../auth/session-cookie';
import { readJsonBody } from '../http/json-body';
import { errorResponse } from '../http/responses';
import { resolveSession } from '../services/auth-service';
import { acceptOwnerInvite } from '../services/owner-invite-service';

/**
 * Accepts an invitation. Public, because a new owner has no account yet; the session is read here:
 * signed in as an owner, the restaurant is added to that account; signed in as anyone else, 403.
 */
export default declareHttp({
  name: 'owner-invite-accept',
  route: 'owner/accept-invite',
  methods: ['POST'],
  access: 'public',
  handler: async (request) => {
    const caller = await resolveSession(readSessionToken(request));
    if (caller && caller.role !== 'owner') {
      return errorResponse(403, 'forbidden', 'Du är inloggad med ett konto som inte är ett restaurangkonto. Logga ut och öppna länken igen.');
    }
    const input = await readJsonBody(request, acceptInviteSchema);
    const accepted = await acceptOwnerInvite(input, caller);
    const { username, role, firstName, email } = accepted.user;
    const body: AcceptInviteResponse = { user: { username, role, firstName, email }, restaurantIds: accepted.restaurantIds };
    return {
      status: 200,
      jsonBody: body,
      headers: { 'Cache-Control': 'no-store' },
      ...(accepted.session ? { cookies: [sessionCookie(accepted.session.token)] } : {}),
    };
  },
});
