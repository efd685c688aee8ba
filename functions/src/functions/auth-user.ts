import type { AuthUser } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';

export default declareHttp({
  name: 'auth-user',
  route: 'auth/user',
  methods: ['GET'],
  access: 'user',
  handler: async (_request, _context, caller) => {
    const user: AuthUser = { username: caller.username, role: caller.role, firstName: caller.firstName, email: caller.email };
    return ok(user);
  },
});
