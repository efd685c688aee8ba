import { z } from 'zod';
import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { readJsonBody } from '../http/json-body';
import { extractFromMapsUrl } from '../services/maps-import-service';

const bodySchema = z.object({ url: z.string({ error: 'Please enter a Google Maps URL' }).max(4000, 'url must be at most 4000 characters') }, { error: 'body must be a JSON object { url }' });

export default declareHttp({
  name: 'admin-extract-gmaps-data',
  route: 'admin/extract-gmaps-data',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { url } = await readJsonBody(request, bodySchema);
    return ok(await extractFromMapsUrl(url));
  },
});
