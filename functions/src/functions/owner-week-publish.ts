import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { etagHeader, ifMatchOf, weekChanged } from '../http/owner-week-http';
import { restaurantIdParam } from '../http/route-params';
import { publishOwnerWeek } from '../services/owner-week-service';

/** Publishes the saved week as the restaurant's menus (source 'owner'); If-Match optional, 412 when stale. */
export default declareHttp({
  name: 'owner-week-publish',
  route: 'owner/restaurants/{id}/weeks/{week}/publish',
  methods: ['POST'],
  access: 'owner',
  handler: async (request, _context, caller) => {
    const result = await publishOwnerWeek(caller, restaurantIdParam(request), request.params.week ?? '', ifMatchOf(request));
    if (!result.ok) return weekChanged();
    return ok(result.week, etagHeader(result.etag));
  },
});
