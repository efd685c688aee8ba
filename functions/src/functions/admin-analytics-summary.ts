import { analyticsSummaryQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { queryObject } from '../http/query';
import { badRequest, ok } from '../http/responses';
import { analyticsSummary } from '../services/analytics-service';

/** A city's first-party counts over the last 7 days: totals, top searches, restaurants and filters. */
export default declareHttp({
  name: 'admin-analytics-summary',
  route: 'admin/analytics/summary',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = analyticsSummaryQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) return badRequest('city: a city is required', 'city');
    return ok(await analyticsSummary(parsed.data.city));
  },
});
