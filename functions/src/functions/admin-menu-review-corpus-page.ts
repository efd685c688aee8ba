import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { corpusPageOf } from '../services/menu-review-service';

/** A published correction as a labelled corpus page (page text and expectation); 409 before it is published. */
export default declareHttp({
  name: 'admin-menu-review-corpus-page',
  route: 'admin/menu-reviews/{id}/corpus-page',
  methods: ['GET'],
  access: 'admin',
  handler: async (request) => ok(await corpusPageOf(request.params.id ?? '')),
});
