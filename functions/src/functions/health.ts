import { declareHttp } from '../app/declare-http';
import { ok, serviceUnavailable } from '../http/responses';
import { checkHealth } from '../services/health-check';

export default declareHttp({
  name: 'health',
  route: 'health',
  methods: ['GET'],
  access: 'public',
  handler: async (_request, context) => {
    const health = await checkHealth();
    if (health.cosmos === 'ok' && health.storage === 'ok') {
      return ok({ status: 'ok', cosmos: 'ok', storage: 'ok' }, { 'Cache-Control': 'no-store' });
    }
    context.warn('Health check failed', health);
    const failed = [health.cosmos !== 'ok' && 'cosmos', health.storage !== 'ok' && 'storage'].filter(Boolean).join(' and ');
    return serviceUnavailable(`Cannot reach ${failed}`, { status: 'degraded', cosmos: health.cosmos, storage: health.storage });
  },
});
