import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Locally, with neither ADMIN_USERNAME nor ADMIN_PASSWORD set, `npm start` makes an admin with a
 * generated password kept in DATA_DIR/admin-login.json (readable by the owner only) and prints it.
 * This lives in the local tooling only: the deployed app never has a default password.
 */
export async function localAdminLogin(dataDir: string): Promise<{ username: string; password: string }> {
  const file = path.join(dataDir, 'admin-login.json');
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as { username: string; password: string };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const login = { username: 'admin', password: randomBytes(15).toString('base64url') };
  await fs.writeFile(file, JSON.stringify(login, null, 2), { mode: 0o600 });
  return login;
}
