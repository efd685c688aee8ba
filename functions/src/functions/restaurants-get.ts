import { addDays, isPubliclyListed, mondayOf, todayIn, toPublicView } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { now } from '../app/clock';
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
    // "Bekräftad av restaurangen" speaks for the current week, the week the page shows.
    const monday = mondayOf(todayIn(now()));
    const view = toPublicView(toPublicRestaurant(restaurant), { confirmedDuring: { from: monday, to: addDays(monday, 6) } });
    return ok(view, { 'Cache-Control': 'public, max-age=30' });
  },
});
