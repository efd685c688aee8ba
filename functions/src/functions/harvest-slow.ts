import { declareQueue } from '../app/declare-queue';
import { harvestMessageSchema } from '../harvest/harvest-message';
import { handleHarvestMessage } from '../services/harvest-worker';

/** Harvests of PDF lunch menus (slower to fetch and read), apart so HTML pages never wait behind them. */
export default declareQueue({ name: 'harvest-slow', queueName: 'slow', schema: harvestMessageSchema, handler: handleHarvestMessage });
