import { declareTimer } from '../app/declare-timer';
import { recoverPendingUploads } from '../import/upload-recovery-service';

/** Every 5 minutes: pending spreadsheet uploads idle for 15 minutes are queued again or marked failed. */
export default declareTimer({
  name: 'upload-recovery',
  schedule: '0 */5 * * * *',
  handler: async (_timer, context) => {
    const { requeued, failed, errors } = await recoverPendingUploads();
    if (requeued + failed > 0) context.log(`upload recovery: ${requeued} queued again, ${failed} marked failed`);
    if (errors.length > 0) context.warn(`upload recovery: ${errors.length} left for the next run: ${errors.join('; ')}`);
  },
});
