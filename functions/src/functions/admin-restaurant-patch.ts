import { parseRestaurantPatch } from '@lunch/shared';
import { z } from 'zod';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { readJsonBody } from '../http/json-body';
import { restaurantIdParam } from '../http/route-params';
import { patchRestaurantField } from '../services/admin-restaurant-service';

export default declareHttp({
  name: 'admin-restaurant-patch',
  route: 'admin/restaurants/{id}',
  methods: ['PATCH'],
  access: 'admin',
  handler: async (request) => {
    const id = restaurantIdParam(request);
    const parsed = parseRestaurantPatch(await readJsonBody(request, z.unknown()));
    if (!parsed.ok) return badRequest(parsed.message);
    const restaurant = await patchRestaurantField(id, parsed.field, parsed.value);
    return ok({ restaurant, message: 'Restaurant updated successfully' });
  },
});
