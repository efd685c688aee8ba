import { parseRestaurantListQuery } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { queryObject } from '../http/query';
import { searchRestaurants } from '../services/restaurant-search';

export default declareHttp({
  name: 'restaurants-list',
  route: 'restaurants',
  methods: ['GET'],
  access: 'public',
  handler: async (request) => {
    const parsed = parseRestaurantListQuery(queryObject(request));
    if (!parsed.ok) return badRequest(parsed.message, parsed.parameter);
    const result = await searchRestaurants(parsed.value);
    return ok(result, { 'Cache-Control': 'public, max-age=30' });
  },
});
