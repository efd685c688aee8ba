import { scrapeLunchLinkSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { checkLunchLink } from '../services/lunch-link-check-service';

/** Does the page at a lunch link read like a lunch menu? With a restaurantId, the answer is stored as checkedformenu. */
export default declareHttp({
  name: 'admin-scrape-lunch-link',
  route: 'admin/scrape-lunch-link',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { url, restaurantId } = await readJsonBody(request, scrapeLunchLinkSchema);
    return ok(await checkLunchLink(url, restaurantId));
  },
});
