import { declareHttp } from '../app/declare-http';
import { notFound, ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { findRestaurantById } from '../data/restaurant-repository';
import { toPublicRestaurant } from '../data/restaurant-document';

export default declareHttp({
  name: 'restaurants-get',
  route: 'restaurants/{id}',
  methods: ['GET'],
  access: 'public',
  handler: async (request) => {
    const id = restaurantIdParam(request);
    const restaurant = await findRestaurantById(id);
    if (!restaurant) return notFound(`No restaurant with id '${id}'`);
    return ok(toPublicRestaurant(restaurant), { 'Cache-Control': 'public, max-age=30' });
  },
});
