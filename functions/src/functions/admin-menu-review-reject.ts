import { rejectReviewSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { rejectReview } from '../services/menu-review-service';

/** Rejects a waiting reading: nothing is published and the restaurant is marked for manual menus. Audited by the pipeline. */
export default declareHttp({
  name: 'admin-menu-review-reject',
  route: 'admin/menu-reviews/{id}/reject',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, _context, caller) => {
    const input = (await readJsonBody(request, rejectReviewSchema.optional())) ?? {};
    return ok(await rejectReview(request.params.id ?? '', input, caller.username));
  },
});
