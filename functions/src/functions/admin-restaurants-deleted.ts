import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { deletedRestaurants } from '../services/restaurant-trash-service';

/** Deleted restaurants that can still be restored, newest first. */
export default declareHttp({
  name: 'admin-restaurants-deleted',
  route: 'admin/restaurants/deleted',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok({ restaurants: await deletedRestaurants() }),
});
