import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { etagHeader } from '../http/owner-week-http';
import { restaurantIdParam } from '../http/route-params';
import { getOwnerWeek } from '../services/owner-week-service';

/** The owner's week: the stored draft (with its ETag), or an empty draft (no ETag) when none is saved. */
export default declareHttp({
  name: 'owner-week-get',
  route: 'owner/restaurants/{id}/weeks/{week}',
  methods: ['GET'],
  access: 'owner',
  handler: async (request, _context, caller) => {
    const { week, etag } = await getOwnerWeek(caller, restaurantIdParam(request), request.params.week ?? '');
    return ok(week, etagHeader(etag));
  },
});
