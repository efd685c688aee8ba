import { refreshSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { toPublicRestaurant } from '../data/restaurant-document';
import { findRestaurantById } from '../data/restaurant-repository';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { refreshNow } from '../services/weekly-menus-service';

/** Harvests one restaurant now and answers with the restaurant as it is afterwards (its lastHarvest included). */
export default declareHttp({
  name: 'admin-refresh',
  route: 'admin/refresh',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const { restaurantId } = await readJsonBody(request, refreshSchema);
    const result = await refreshNow(restaurantId);
    const restaurant = await findRestaurantById(restaurantId);
    return ok({
      success: result.success,
      ...(result.error ? { error: result.error } : {}),
      message: result.message,
      data: { restaurant: restaurant ? toPublicRestaurant(restaurant) : null, extraction: result.data ?? null },
    });
  }),
});
