import { analyticsBatchSchema, ANALYTICS_MAX_BODY_BYTES } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { clientAddress } from '../http/client-address';
import { readJsonBody } from '../http/json-body';
import { errorResponse, ok, payloadTooLarge } from '../http/responses';
import { analyticsBatchAllowed, recordAnalyticsBatch } from '../services/analytics-service';

/**
 * First-party analytics counts from the web app (sent only after analytics consent): public,
 * same-origin only, small (at most 20 events, 8 KB), rate-limited per client address. Only aggregate
 * daily counters are kept; the answer says how many events were counted and how many dropped.
 */
export default declareHttp({
  name: 'analytics-events',
  route: 'analytics/events',
  methods: ['POST'],
  access: 'public',
  maxBodyBytes: ANALYTICS_MAX_BODY_BYTES,
  handler: async (request) => {
    if (!analyticsBatchAllowed(clientAddress(request))) {
      return { ...errorResponse(429, 'too_many_requests', 'Too many analytics events, try again in a minute'), headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } };
    }
    // The local host enforces maxBodyBytes before the handler; in Azure the declared length is checked here
    // (a chunked body still stops at the JSON limit, and the schema allows at most 20 short events).
    if (Number(request.headers.get('content-length') ?? 0) > ANALYTICS_MAX_BODY_BYTES) return payloadTooLarge(ANALYTICS_MAX_BODY_BYTES);
    const batch = await readJsonBody(request, analyticsBatchSchema);
    const result = await recordAnalyticsBatch(batch);
    return ok(result, { 'Cache-Control': 'no-store' });
  },
});
