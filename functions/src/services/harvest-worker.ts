import type { InvocationContext } from '@azure/functions';
import type { QueueDelivery } from '../app/declare-queue';
import type { HarvestMessage } from '../harvest/harvest-message';
import { processExtractionItem } from './extraction-queue-service';
import { harvestAndApply } from './menu-harvest-service';

/**
 * The harvest workers (queues fast and slow). Both kinds of work are idempotent: an extraction item
 * checks its run id and status, and a harvest applies menus with stable ids, so a message delivered
 * twice leaves the same data as once.
 */
export async function handleHarvestMessage(message: HarvestMessage, context: InvocationContext, delivery: QueueDelivery): Promise<void> {
  if (message.kind === 'extract-item') {
    await processExtractionItem(message.jobId, message.runId, delivery.dequeueCount);
    return;
  }
  const { harvest, applied } = await harvestAndApply(message.restaurantId);
  context.log(`harvest ${message.restaurantId}: ${harvest.outcome.classification}, ${applied?.menusStored ?? 0} menus${harvest.outcome.error ? ` (${harvest.outcome.error})` : ''}`);
}
