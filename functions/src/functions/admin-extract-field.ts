import { EXTRACTABLE_FIELDS, extractFieldSchema, type ExtractableField } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { withFailureFlag } from '../http/failure-flag';
import { readJsonBody } from '../http/json-body';
import { HttpError, ok } from '../http/responses';
import { extractField } from '../services/field-extraction-service';

/** Reads lunch_hours or lunch_includes from a restaurant's lunch page and stores what it finds. */
export default declareHttp({
  name: 'admin-extract-field',
  route: 'admin/extract-field/{field}',
  methods: ['POST'],
  access: 'admin',
  handler: withFailureFlag(async (request) => {
    const field = request.params.field ?? '';
    if (!(EXTRACTABLE_FIELDS as readonly string[]).includes(field)) {
      throw new HttpError(400, 'bad_request', `field must be one of ${EXTRACTABLE_FIELDS.join(', ')}`, 'field');
    }
    return ok(await extractField(field as ExtractableField, await readJsonBody(request, extractFieldSchema)));
  }),
});
