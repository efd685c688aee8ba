import { addFieldSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { addFieldToRestaurants } from '../services/add-field-service';

export default declareHttp({
  name: 'admin-add-field',
  route: 'admin/add-field',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => ok(await addFieldToRestaurants(await readJsonBody(request, addFieldSchema)))),
});
