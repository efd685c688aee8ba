import { adminMenuInputSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { restaurantIdParam } from '../http/route-params';
import { addMenu } from '../services/admin-menu-service';

export default declareHttp({
  name: 'admin-menu-create',
  route: 'admin/restaurants/{id}/menus',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const id = restaurantIdParam(request);
    const menu = await addMenu(id, await readJsonBody(request, adminMenuInputSchema));
    return { ...ok({ success: true, menu, message: 'Menu added successfully' }), status: 201 };
  }),
});
