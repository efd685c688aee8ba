import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { listRestaurantOwners } from '../services/owner-invite-service';

/** A restaurant's owners and its invitation links (never the tokens). */
export default declareHttp({
  name: 'admin-owners-list',
  route: 'admin/restaurants/{id}/owners',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => ok(await listRestaurantOwners(restaurantIdParam(request))),
});
