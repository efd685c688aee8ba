import { onAppStart } from '../app/declare-http';
import { bootstrapAdminFromConfig } from '../services/admin-bootstrap';
import { finishPendingMoves } from '../data/restaurant-move-repository';

/** In Azure: make sure the configured admin exists, and finish restaurant moves a crashed instance left. */
onAppStart(async () => {
  await bootstrapAdminFromConfig();
  await finishPendingMoves();
});
