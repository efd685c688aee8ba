import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { restoreRestaurant } from '../services/restaurant-trash-service';

export default declareHttp({
  name: 'admin-restaurant-restore',
  route: 'admin/restaurants/{id}/restore',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const restaurant = await restoreRestaurant(restaurantIdParam(request));
    return ok({ restaurant, message: 'Restaurant restored' });
  },
});
