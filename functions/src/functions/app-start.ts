import { onAppStart } from '../app/declare-http';
import { bootstrapAdminFromConfig } from '../services/admin-bootstrap';
import { finishPendingMoves } from '../data/restaurant-move-repository';
import { recoverPendingUploads } from '../import/upload-recovery-service';
import { logSystemEvent } from '../services/log-service';

/**
 * In Azure: make sure the configured admin exists, finish restaurant moves a crashed instance left,
 * and recover spreadsheet uploads left pending (idle ones only: other instances may be importing).
 */
onAppStart(async () => {
  const admin = await bootstrapAdminFromConfig(); // creates the configured admin once, never resets it
  const moves = await finishPendingMoves();
  const uploads = await recoverPendingUploads();
  await logSystemEvent('Functions app started', 'system', { bootstrapAdmin: admin, finishedMoves: moves, requeuedUploads: uploads.requeued, failedUploads: uploads.failed });
});
