import { declareHttp } from '../app/declare-http';

/** The spec uses a plain GET navigation to /api/login as "the login page": send the browser to /login. */
export default declareHttp({
  name: 'auth-login-page',
  route: 'login',
  methods: ['GET'],
  access: 'public',
  handler: async () => ({ status: 302, headers: { Location: '/login', 'Cache-Control': 'no-store' } }),
});
