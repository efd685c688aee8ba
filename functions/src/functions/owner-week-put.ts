import { z } from 'zod';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { etagHeader, weekChanged, weekPrecondition, weekVersionRequired } from '../http/owner-week-http';
import { restaurantIdParam } from '../http/route-params';
import { saveOwnerWeekDraft } from '../services/owner-week-service';

/** Saves the week's draft (the editor's autosave); If-Match required, If-None-Match: * to create. */
export default declareHttp({
  name: 'owner-week-put',
  route: 'owner/restaurants/{id}/weeks/{week}',
  methods: ['PUT'],
  access: 'owner',
  handler: async (request, _context, caller) => {
    const id = restaurantIdParam(request);
    const body = await readJsonBody(request, z.unknown());
    const result = await saveOwnerWeekDraft(caller, id, request.params.week ?? '', body, weekPrecondition(request));
    if (!result.ok) return result.reason === 'stale' ? weekChanged() : weekVersionRequired();
    return ok(result.week, etagHeader(result.etag));
  },
});
