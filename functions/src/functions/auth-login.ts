import { loginSchema, type AuthUser } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { errorResponse } from '../http/responses';
import { readJsonBody } from '../http/json-body';
import { clientAddress } from '../http/client-address';
import { deviceCookie, readDeviceToken, readSessionToken, sessionCookie } from '../auth/session-cookie';
import { login } from '../services/auth-service';

export default declareHttp({
  name: 'auth-login',
  route: 'login',
  methods: ['POST'],
  access: 'public',
  handler: async (request) => {
    const { username, password } = await readJsonBody(request, loginSchema);
    const result = await login(username, password, clientAddress(request), readSessionToken(request), readDeviceToken(request));
    if (!result.ok) {
      const response = errorResponse(result.status, result.error, result.message);
      if (result.retryAfterSeconds) response.headers = { ...(response.headers as Record<string, string>), 'Retry-After': String(result.retryAfterSeconds) };
      return response;
    }
    const { username: name, role, firstName, email } = result.caller;
    const user: AuthUser = { username: name, role, firstName, email };
    return { status: 200, jsonBody: { message: 'Logged in', user }, cookies: [sessionCookie(result.token), deviceCookie(result.deviceToken)], headers: { 'Cache-Control': 'no-store' } };
  },
});
