import { declareHttp } from '../app/declare-http';
import { ok } from '../http/responses';
import { analyzeAiResponses } from '../services/ai-response-analysis-service';

export default declareHttp({
  name: 'admin-analyze-ai-responses',
  route: 'admin/analyze-ai-responses',
  methods: ['GET'],
  access: 'admin',
  handler: async () => ok(await analyzeAiResponses()),
});
