import { getConfig } from '../config';
import { findUser } from '../data/user-repository';
import { upsertUser } from './auth-service';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD, when set, create that admin or reset its password and role. There
 * is no default account anywhere: without the settings nothing is created (the local start script
 * generates a password of its own and says so).
 */
export async function bootstrapAdminFromConfig(): Promise<'created' | 'updated' | 'not-configured'> {
  const admin = getConfig().bootstrapAdmin;
  if (!admin) return 'not-configured';
  const existed = Boolean(await findUser(admin.username));
  await upsertUser({ username: admin.username, password: admin.password, role: 'admin' });
  return existed ? 'updated' : 'created';
}
