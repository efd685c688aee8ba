import { z } from 'zod';
import { declareQueue, handlerByKind } from '../app/declare-queue';
import { harvestMessageSchema } from '../harvest/harvest-message';
import { importSpreadsheetMessageSchema } from '../import/import-message';
import { handleImportMessage } from '../import/restaurant-import-service';
import { handleExtractItemMessage, handleHarvestMessage } from '../services/harvest-worker';

/**
 * The slow queue's work, apart so HTML pages never wait behind it: harvests of PDF lunch menus (slower to
 * fetch and read) and spreadsheet imports, each kind with its own handler, chosen by the message.
 */
const slowQueueMessageSchema = z.discriminatedUnion('kind', [...harvestMessageSchema.options, importSpreadsheetMessageSchema]);

export default declareQueue({
  name: 'harvest-slow',
  queueName: 'slow',
  schema: slowQueueMessageSchema,
  handler: handlerByKind<z.infer<typeof slowQueueMessageSchema>>({
    'extract-item': handleExtractItemMessage,
    harvest: handleHarvestMessage,
    'import-spreadsheet': handleImportMessage,
  }),
});
