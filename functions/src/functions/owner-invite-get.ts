import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { getInviteInfo } from '../services/owner-invite-service';

/** What the invitation page shows: the restaurant and until when the link works (404 unknown, 410 used or expired). */
export default declareHttp({
  name: 'owner-invite-get',
  route: 'owner/invites/{token}',
  methods: ['GET'],
  access: 'public',
  handler: async (request) => ok(await getInviteInfo(request.params.token ?? ''), { 'Cache-Control': 'no-store' }),
});
