import { declareQueue } from '../app/declare-queue';
import { handleImageMessage } from '../services/image-worker';
import { imageMessageSchema } from '../workflow/worker-messages';

/** Menu images: `{restaurantId}_{menuId}.webp`, then the menu's imageUrl. */
export default declareQueue({
  name: 'imggen',
  queueName: 'imggen',
  schema: imageMessageSchema,
  handler: async (message, context) => {
    const outcome = await handleImageMessage(message, context);
    context.log(`images of ${message.restaurantId}: ${JSON.stringify(outcome)}`);
  },
});
