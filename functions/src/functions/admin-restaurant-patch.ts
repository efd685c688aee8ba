import { parseRestaurantPatch } from '@lunch/shared';
import { z } from 'zod';
import { declareHttp } from '../app/declare-http';
import { badRequest, ok } from '../http/responses';
import { readJsonBody } from '../http/json-body';
import { patchRestaurantField } from '../services/admin-restaurant-service';

const RESTAURANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default declareHttp({
  name: 'admin-restaurant-patch',
  route: 'admin/restaurants/{id}',
  methods: ['PATCH'],
  access: 'admin',
  handler: async (request) => {
    const id = request.params.id;
    if (!RESTAURANT_ID.test(id)) return badRequest('id must be 1-64 letters, digits, "-" or "_"', 'id');
    const parsed = parseRestaurantPatch(await readJsonBody(request, z.unknown()));
    if (!parsed.ok) return badRequest(parsed.message);
    const restaurant = await patchRestaurantField(id, parsed.field, parsed.value);
    return ok({ restaurant, message: 'Restaurant updated successfully' });
  },
});
