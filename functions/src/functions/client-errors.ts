import { clientErrorSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { clientAddress } from '../http/client-address';
import { readJsonBody } from '../http/json-body';
import { errorResponse } from '../http/responses';
import { clientErrorAllowed, recordClientError } from '../services/client-error-service';

/** Errors the web app's error boundary reports: public, same-origin only, small, rate-limited. */
export default declareHttp({
  name: 'client-errors',
  route: 'client-errors',
  methods: ['POST'],
  access: 'public',
  maxBodyBytes: 20 * 1024,
  handler: async (request) => {
    if (!clientErrorAllowed(clientAddress(request))) {
      return { ...errorResponse(429, 'too_many_requests', 'Too many error reports, try again in a minute'), headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } };
    }
    const report = await readJsonBody(request, clientErrorSchema);
    await recordClientError(report);
    return { status: 204 };
  },
});
