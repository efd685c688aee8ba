import { approveReviewSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { approveReview } from '../services/menu-review-service';

/**
 * Publishes a waiting reading, as read or with the admin's dishes; 409 when it is decided already
 * (of two admins approving at once, one gets 200 and the menus are published once). Audited by the pipeline.
 */
export default declareHttp({
  name: 'admin-menu-review-approve',
  route: 'admin/menu-reviews/{id}/approve',
  methods: ['POST'],
  access: 'admin',
  handler: async (request, _context, caller) => {
    const input = (await readJsonBody(request, approveReviewSchema.optional())) ?? {};
    return ok(await approveReview(request.params.id ?? '', input, caller.username));
  },
});
