import { isPubliclyListed, toPublicView } from '@lunch/shared';
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
    // A restaurant waiting for review is not public yet: to a visitor it does not exist.
    if (!restaurant || !isPubliclyListed(restaurant)) return notFound(`No restaurant with id '${id}'`);
    return ok(toPublicView(toPublicRestaurant(restaurant)), { 'Cache-Control': 'public, max-age=30' });
  },
});
