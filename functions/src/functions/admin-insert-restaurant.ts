import { insertRestaurantSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { insertRestaurant } from '../services/maps-import-service';

export default declareHttp({
  name: 'admin-insert-restaurant',
  route: 'admin/insert-restaurant',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const restaurant = await insertRestaurant(await readJsonBody(request, insertRestaurantSchema));
    return { status: 201, jsonBody: { success: true, restaurant, message: 'Restaurant added successfully' } };
  },
});
