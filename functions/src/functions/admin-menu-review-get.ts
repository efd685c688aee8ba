import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { getReview } from '../services/menu-review-service';

/** One reading in the review queue, with the page text it was read from. */
export default declareHttp({
  name: 'admin-menu-review-get',
  route: 'admin/menu-reviews/{id}',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => ok({ review: await getReview(request.params.id ?? '') }),
});
