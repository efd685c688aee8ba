import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { deleteRestaurant } from '../services/restaurant-trash-service';

/** Deletes a restaurant; it is kept for restore (POST .../restore) for 90 days. */
export default declareHttp({
  name: 'admin-restaurant-delete',
  route: 'admin/restaurants/{id}',
  methods: ['DELETE'],
  access: 'admin',
  handler: async (request, _context, caller) => {
    await deleteRestaurant(restaurantIdParam(request), caller.username);
    return ok({ message: 'Restaurant deleted successfully' });
  },
});
