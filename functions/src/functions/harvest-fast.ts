import { declareQueue, handlerByKind } from '../app/declare-queue';
import { harvestMessageSchema, type HarvestMessage } from '../harvest/harvest-message';
import { handleExtractItemMessage, handleHarvestMessage } from '../services/harvest-worker';

/** Harvests of HTML and text lunch pages. */
export default declareQueue({
  name: 'harvest-fast',
  queueName: 'fast',
  schema: harvestMessageSchema,
  handler: handlerByKind<HarvestMessage>({ 'extract-item': handleExtractItemMessage, harvest: handleHarvestMessage }),
});
