import type { InvocationContext } from '@azure/functions';
import type { QueueDelivery } from '../app/declare-queue';
import { failPointForTests, pausePointForTests } from '../app/test-pause';
import type { HarvestMessage } from '../harvest/harvest-message';
import { reportFailure } from '../workflow/worker-messages';
import { processExtractionItem } from './extraction-queue-service';
import { logIdOf } from './log-service';
import { harvestAndApply, logRequestedHarvestFailure } from './menu-harvest-service';
import { recordHarvestOutcome } from './workflow-service';

/**
 * The harvest workers (queues fast and slow). Both kinds of work are idempotent: an extraction item
 * checks its run id and status, and a harvest applies menus with stable ids, so a message delivered
 * twice leaves the same data as once (a reading sent to review twice is one waiting review). Every
 * harvest goes through the publish gate (applyHarvest); a published one queues its images (imggen)
 * and the restaurant's rank update (rank). A page that cannot be fetched or read
 * (ACCESS_ERROR) is not an exception (retrying at once rarely helps and the classification is stored),
 * but it is a failure worth recording: it goes to the error queue with the restaurant and the reason
 * (a warning), or, for a harvest an admin asked for, straight to the log store as an error.
 */
export async function handleExtractItemMessage(message: Extract<HarvestMessage, { kind: 'extract-item' }>, _context: InvocationContext, delivery: QueueDelivery): Promise<void> {
  await processExtractionItem(message.jobId, message.runId, delivery.dequeueCount);
}

export async function handleHarvestMessage(message: Extract<HarvestMessage, { kind: 'harvest' }>, context: InvocationContext, delivery: QueueDelivery): Promise<void> {
  failPointForTests(context.functionName);
  await pausePointForTests('harvest:before-apply');
  const { harvest, applied } = await harvestAndApply(message.restaurantId, { city: message.city });
  context.log(
    `harvest ${message.restaurantId}: ${harvest.outcome.classification}, ${applied?.decision ?? 'not-stored'}${applied?.reviewId ? ` (review ${applied.reviewId})` : ''}, ${applied?.menusStored ?? 0} menus, ${applied?.imagesQueued ?? 0} images queued${harvest.outcome.error ? ` (${harvest.outcome.error})` : ''}`,
  );
  if (harvest.outcome.classification === 'ACCESS_ERROR' && applied && message.requestedBy === 'admin') {
    // An admin is waiting for this one: an error the Monitoring screen's error filter shows (one entry per delivery).
    await logRequestedHarvestFailure({
      service: context.functionName,
      restaurantId: message.restaurantId,
      reason: harvest.outcome.error ?? 'the lunch page could not be fetched or read',
      id: logIdOf('requested-harvest', message.restaurantId, delivery.messageId, delivery.dequeueCount),
    });
  } else if (harvest.outcome.classification === 'ACCESS_ERROR' && applied) {
    await reportFailure({
      service: context.functionName,
      step: 'fetch',
      restaurantId: message.restaurantId,
      reason: harvest.outcome.error ?? 'the lunch page could not be fetched or read',
      queue: delivery.queueName,
      messageId: delivery.messageId,
      dequeueCount: delivery.dequeueCount,
    });
  }
  await recordHarvestOutcome(message.runId, message.restaurantId, harvest, applied);
}
