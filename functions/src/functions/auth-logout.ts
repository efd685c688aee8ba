import { declareHttp } from '../app/declare-http';
import { clearedSessionCookie, readSessionToken } from '../auth/session-cookie';
import { logout } from '../services/auth-service';

/** Deletes the session on the server, so a copied cookie stops working even if a browser keeps it. */
export default declareHttp({
  name: 'auth-logout',
  route: 'logout',
  methods: ['POST'],
  access: 'public',
  handler: async (request) => {
    await logout(readSessionToken(request));
    return { status: 200, jsonBody: { message: 'Logged out' }, cookies: [clearedSessionCookie()], headers: { 'Cache-Control': 'no-store' } };
  },
});
