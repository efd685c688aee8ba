import { menuReviewListQuerySchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { queryObject } from '../http/query';
import { badRequest, ok } from '../http/responses';
import { listReviews } from '../services/menu-review-service';

/** The review queue: waiting readings lowest confidence first, or the latest published or rejected ones. */
export default declareHttp({
  name: 'admin-menu-reviews-list',
  route: 'admin/menu-reviews',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => {
    const parsed = menuReviewListQuerySchema.safeParse(queryObject(request));
    if (!parsed.success) return badRequest(parsed.error.issues[0].message, 'status');
    return ok(await listReviews(parsed.data.status));
  },
});
