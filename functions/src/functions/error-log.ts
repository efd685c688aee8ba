import { declareQueue } from '../app/declare-queue';
import { handleErrorMessage } from '../services/error-worker';
import { errorMessageSchema } from '../workflow/worker-messages';

/** Error handling: failures reported by the other workers, recorded in the log store. */
export default declareQueue({ name: 'error-log', queueName: 'error', schema: errorMessageSchema, handler: handleErrorMessage });
