import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { listNewRestaurants } from '../services/admin-restaurant-list';

export default declareHttp({
  name: 'admin-restaurants-new',
  route: 'admin/restaurants/new',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok(await listNewRestaurants()),
});
