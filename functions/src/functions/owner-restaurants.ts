import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { listOwnerRestaurants } from '../services/owner-restaurants-service';

export default declareHttp({
  name: 'owner-restaurants',
  route: 'owner/restaurants',
  methods: ['GET'],
  access: 'owner',
  handler: async (_request, _context, caller) => ok({ restaurants: await listOwnerRestaurants(caller) }),
});
