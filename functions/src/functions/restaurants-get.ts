import { declareHttp } from '../app/declare-http';
import { badRequest, notFound, ok } from '../http/responses';
import { findRestaurantById } from '../data/restaurant-repository';
import { toPublicRestaurant } from '../data/restaurant-document';

const RESTAURANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default declareHttp({
  name: 'restaurants-get',
  route: 'restaurants/{id}',
  methods: ['GET'],
  access: 'public',
  handler: async (request) => {
    const id = request.params.id ?? '';
    if (!RESTAURANT_ID.test(id)) return badRequest('id must be 1-64 letters, digits, "-" or "_"', 'id');
    const restaurant = await findRestaurantById(id);
    if (!restaurant) return notFound(`No restaurant with id '${id}'`);
    return ok(toPublicRestaurant(restaurant), { 'Cache-Control': 'public, max-age=30' });
  },
});
