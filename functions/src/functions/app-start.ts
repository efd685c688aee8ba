import { onAppStart } from '../app/declare-http';
import { bootstrapAdminFromConfig } from '../services/admin-bootstrap';
import { finishPendingMoves } from '../data/restaurant-move-repository';
import { logSystemEvent } from '../services/log-service';

/** In Azure: make sure the configured admin exists, and finish restaurant moves a crashed instance left. */
onAppStart(async () => {
  await bootstrapAdminFromConfig();
  const moves = await finishPendingMoves();
  await logSystemEvent('Functions app started', 'system', { finishedMoves: moves });
});
