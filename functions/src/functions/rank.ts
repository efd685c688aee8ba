import { declareQueue } from '../app/declare-queue';
import { handleRankMessage } from '../services/rank-worker';
import { rankMessageSchema } from '../workflow/worker-messages';

/** Rank updates: the rule rank from menu freshness and the guideline, never over a hand-set rank. */
export default declareQueue({
  name: 'rank',
  queueName: 'rank',
  schema: rankMessageSchema,
  handler: async (message, context) => {
    const outcome = await handleRankMessage(message);
    context.log(`rank ${message.restaurantId}: ${JSON.stringify(outcome)}`);
  },
});
