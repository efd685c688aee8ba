import { createHash, randomBytes } from 'node:crypto';
import { now } from '../app/clock';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { FREE_FAILURES, forgetCutoff, lockRemainingMs } from '../auth/login-throttle-policy';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/session-cookie';
import { clearLoginAttempts, readLoginAttempts, recordLoginFailure } from '../data/login-attempt-repository';
import { createSession, deleteSession, deleteSessionsOfUser, readSession, touchSession } from '../data/session-repository';
import { findUser, saveUser, userIdOf, type Role, type UserRecord } from '../data/user-repository';

export const SESSION_IDLE_MS = 2 * 3600_000;
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_SECONDS * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** Who is calling: what handlers and the dashboard greeting need, never the password hash. */
export interface Caller {
  userId: string;
  username: string;
  role: Role;
  firstName?: string;
  email?: string;
  sessionId: string;
}

export type LoginResult =
  | { ok: true; token: string; caller: Caller }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toCaller(user: UserRecord, sessionId: string): Caller {
  return { userId: user.id, username: user.username, role: user.role, firstName: user.firstName, email: user.email, sessionId };
}

export async function login(username: string, password: string, clientAddress: string, previousToken?: string): Promise<LoginResult> {
  const at = now();
  const userKey = `user:${userIdOf(username)}`;
  const ipKey = `ip:${clientAddress}`;
  const [userAttempts, ipAttempts] = await Promise.all([readLoginAttempts(userKey), readLoginAttempts(ipKey)]);
  const waitMs = Math.max(lockRemainingMs(userAttempts, FREE_FAILURES.user, at), lockRemainingMs(ipAttempts, FREE_FAILURES.ip, at));
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return { ok: false, status: 429, message: `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds };
  }

  const user = await findUser(username);
  // Always run one hash, also for unknown users, so the answer time does not reveal which usernames exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !valid) {
    // Atomic increments: parallel failures all count, and the lock follows from the count after them.
    const cutoff = forgetCutoff(at);
    await Promise.all([recordLoginFailure(userKey, at, cutoff), recordLoginFailure(ipKey, at, cutoff)]);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }

  if (userAttempts) await clearLoginAttempts(userKey);
  if (previousToken) await deleteSession(sessionIdOf(previousToken)); // signing in again replaces, never stacks, sessions
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const sessionId = sessionIdOf(token);
  await createSession({ id: sessionId, userId: user.id, createdAt: at.toISOString(), lastSeenAt: at.toISOString(), ttl: SESSION_ABSOLUTE_SECONDS });
  return { ok: true, token, caller: toCaller(user, sessionId) };
}

/** The caller behind a session token, or undefined when there is none or it has expired (then it is deleted). */
export async function resolveSession(token: string | undefined): Promise<Caller | undefined> {
  if (!token) return undefined;
  const sessionId = sessionIdOf(token);
  const session = await readSession(sessionId);
  if (!session) return undefined;
  const at = now().getTime();
  const idle = at - Date.parse(session.lastSeenAt);
  const age = at - Date.parse(session.createdAt);
  if (idle > SESSION_IDLE_MS || age > SESSION_ABSOLUTE_MS) {
    await deleteSession(sessionId);
    return undefined;
  }
  const user = await findUser(session.userId);
  if (!user) {
    await deleteSession(sessionId);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    const remainingSeconds = Math.ceil((SESSION_ABSOLUTE_MS - age) / 1000);
    await touchSession(sessionId, new Date(at).toISOString(), Math.max(60, Math.min(remainingSeconds, SESSION_IDLE_MS / 1000)));
  }
  return toCaller(user, sessionId);
}

export async function logout(token: string | undefined): Promise<void> {
  if (token) await deleteSession(sessionIdOf(token));
}

/** Creates a user or updates an existing one's password, role and profile (used by bootstrap and the CLI). */
export async function upsertUser(input: { username: string; password?: string; role?: Role; firstName?: string; email?: string }): Promise<UserRecord> {
  const existing = await findUser(input.username);
  if (!existing && !input.password) throw new Error(`User ${input.username} does not exist; a password is needed to create it`);
  if (input.password !== undefined && input.password.length < 12) throw new Error('Passwords must be at least 12 characters');
  const at = now().toISOString();
  const user: UserRecord = {
    id: userIdOf(input.username),
    username: existing?.username ?? input.username.trim(),
    firstName: input.firstName ?? existing?.firstName,
    email: input.email ?? existing?.email,
    role: input.role ?? existing?.role ?? 'user',
    passwordHash: input.password ? await hashPassword(input.password) : existing!.passwordHash,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
  };
  await saveUser(user);
  // A new password ends every existing session: whoever knew the old one is signed out.
  if (existing && input.password) await deleteSessionsOfUser(user.id);
  return user;
}
