import { addFieldSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { addFieldToRestaurants, previewAddField } from '../services/add-field-service';

/** Sets one field on many restaurants; with dryRun it only answers how many would change, per city. */
export default declareHttp({
  name: 'admin-add-field',
  route: 'admin/add-field',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const input = await readJsonBody(request, addFieldSchema);
    return ok(input.dryRun ? await previewAddField(input) : await addFieldToRestaurants(input));
  }),
});
