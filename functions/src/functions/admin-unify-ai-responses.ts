import { unifyAiResponsesSchema } from '@lunch/shared';
import { declareHttp } from '../app/declare-http';
import { readJsonBody } from '../http/json-body';
import { ok } from '../http/responses';
import { unifyAiResponses } from '../services/ai-response-analysis-service';

/** Rewrites stored AI responses onto the five categories by the given schema (old text to category). */
export default declareHttp({
  name: 'admin-unify-ai-responses',
  route: 'admin/unify-ai-responses',
  methods: ['POST'],
  access: 'admin',
  handler: async (request) => {
    const { replacementSchema } = await readJsonBody(request, unifyAiResponsesSchema);
    const updatedCount = await unifyAiResponses(replacementSchema);
    return ok({ success: true, updatedCount, message: `${updatedCount} ${updatedCount === 1 ? 'restaurant' : 'restaurants'} updated` });
  },
});
