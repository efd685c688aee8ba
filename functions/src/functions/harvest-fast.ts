import { declareQueue } from '../app/declare-queue';
import { harvestMessageSchema } from '../harvest/harvest-message';
import { handleHarvestMessage } from '../services/harvest-worker';

/** Harvests of HTML and text lunch pages. */
export default declareQueue({ name: 'harvest-fast', queueName: 'fast', schema: harvestMessageSchema, handler: handleHarvestMessage });
