import { getConfig } from '../config';
import { findUser } from '../data/user-repository';
import { upsertUser } from './auth-service';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD, when set, create that admin if there is no such user yet. An
 * existing account is never touched: a password or role changed since (user command, app) stays, and
 * so do its sessions, however often the app restarts. There is no default account anywhere: without
 * the settings nothing is created (the local start script generates a password of its own and says so).
 */
export async function bootstrapAdminFromConfig(): Promise<'created' | 'exists' | 'not-configured'> {
  const admin = getConfig().bootstrapAdmin;
  if (!admin) return 'not-configured';
  if (await findUser(admin.username)) return 'exists';
  await upsertUser({ username: admin.username, password: admin.password, role: 'admin' });
  return 'created';
}
