import { declareHttp } from '../app/declare-http';
import { restaurantIdParam } from '../http/route-params';
import { removeRestaurantOwner } from '../services/owner-invite-service';

/** Takes a restaurant from an owner; their live session loses it on its next call. */
export default declareHttp({
  name: 'admin-owner-remove',
  route: 'admin/restaurants/{id}/owners/{username}',
  methods: ['DELETE'],
  access: 'admin',
  handler: async (request) => {
    await removeRestaurantOwner(restaurantIdParam(request), request.params.username ?? '');
    return { status: 204 };
  },
});
