import { onAppStart } from '../app/declare-http';
import { bootstrapAdminFromConfig } from '../services/admin-bootstrap';

/** In Azure: make sure the configured admin exists when the app starts. */
onAppStart(async () => {
  await bootstrapAdminFromConfig();
});
