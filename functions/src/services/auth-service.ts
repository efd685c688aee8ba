import { createHash, randomBytes } from 'node:crypto';
import { checkUsername, usernameError } from '@lunch/shared';
import { now } from '../app/clock';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { HASH_BUSY, MAX_HASH_WAIT_MS, isHashQueueFull, withHashSlot } from '../auth/hash-gate';
import { FREE_FAILURES, forgetCutoff, lockRemainingMs } from '../auth/login-throttle-policy';
import { DEVICE_COOKIE_SECONDS, SESSION_ABSOLUTE_SECONDS } from '../auth/session-cookie';
import { createDevice, deleteDevice, readDevice, type DeviceRecord } from '../data/device-repository';
import { clearLoginAttempts, readLoginAttempts, recordLoginFailure } from '../data/login-attempt-repository';
import { createSession, deleteSession, deleteSessionsOfUser, readSession, touchSession } from '../data/session-repository';
import { findUser, findUserById, saveUser, userIdOf, type Role, type UserRecord } from '../data/user-repository';

export const SESSION_IDLE_MS = 2 * 3600_000;
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_SECONDS * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60_000;

/** Who is calling: what handlers and the dashboard greeting need, never the password hash. */
export interface Caller {
  userId: string;
  username: string;
  role: Role;
  /** For owners: the restaurants they keep, as stored on this request. */
  restaurantIds: string[];
  firstName?: string;
  email?: string;
  sessionId: string;
}

export type LoginResult =
  | { ok: true; token: string; deviceToken: string; caller: Caller }
  | {
      ok: false;
      status: 401 | 429;
      /** invalid_credentials (401); too_many_attempts: a lock after failures; too_many_requests: the instance is busy hashing. */
      error: 'invalid_credentials' | 'too_many_attempts' | 'too_many_requests';
      message: string;
      retryAfterSeconds?: number;
    };

export const INVALID_CREDENTIALS = 'Invalid username or password';

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toCaller(user: UserRecord, sessionId: string): Caller {
  return { userId: user.id, username: user.username, role: user.role, restaurantIds: user.restaurantIds ?? [], firstName: user.firstName, email: user.email, sessionId };
}

/** A throttle key and how many failures it gets free. */
interface ThrottleKey {
  key: string;
  freeFailures: number;
}

const deviceIdOf = (deviceToken: string) => createHash('sha256').update(deviceToken).digest('hex');

/** True when the device signed in to this user within the device cookie's lifetime (the local server has no TTL). */
function isKnownDeviceOf(device: DeviceRecord | undefined, user: UserRecord | undefined, at: Date): device is DeviceRecord {
  return Boolean(device && user && device.userId === user.id && at.getTime() - Date.parse(device.signedInAt) <= DEVICE_COOKIE_SECONDS * 1000);
}

/**
 * Signs a user in. Failed attempts are throttled per key (login-throttle-policy.ts): a browser that
 * signed in to this account before (its device cookie) is judged by its own failures only, so a
 * stranger guessing from elsewhere can lock out unknown devices but never the owner's browser; every
 * other browser is judged by the username's and the address's failures. The password hash waits for
 * a slot of the instance's hash gate (hash-gate.ts): answered 429 when none frees up soon.
 */
export async function login(
  username: string,
  password: string,
  clientAddress: string,
  previousToken?: string,
  deviceToken?: string,
): Promise<LoginResult> {
  const at = now();
  // A burst the instance cannot hash soon is refused before any database read (a known device jumps the queue).
  if (!deviceToken && isHashQueueFull()) return hashingBusy();
  const [user, presentedDevice] = await Promise.all([findUser(username), deviceToken ? readDevice(deviceIdOf(deviceToken)) : undefined]);
  // A device cookie of another account, an expired or a made-up one is an unknown device here.
  const device = isKnownDeviceOf(presentedDevice, user, at) ? presentedDevice : undefined;
  const userKey = `user:${userIdOf(username)}`;
  const keys: ThrottleKey[] = device
    ? [{ key: `device:${device.id}`, freeFailures: FREE_FAILURES.device }]
    : [{ key: userKey, freeFailures: FREE_FAILURES.user }, { key: `ip:${clientAddress}`, freeFailures: FREE_FAILURES.ip }];
  const attempts = await Promise.all(keys.map(({ key }) => readLoginAttempts(key)));
  const waitMs = Math.max(...keys.map(({ freeFailures }, i) => lockRemainingMs(attempts[i], freeFailures, at)));
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return { ok: false, status: 429, error: 'too_many_attempts', message: `Too many failed login attempts. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds };
  }

  // Always run one hash, also for unknown users, so the answer time does not reveal which usernames exist.
  // A known device goes ahead of the queue: a burst of strangers cannot keep its owner out.
  const valid = await withHashSlot(async () => verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash())), { priority: Boolean(device) });
  if (valid === HASH_BUSY) return hashingBusy(); // not a failure: the password was never checked
  if (!user || !valid) {
    // Atomic increments: parallel failures all count, and the lock follows from the count after them.
    const cutoff = forgetCutoff(at);
    await Promise.all(keys.map(({ key }) => recordLoginFailure(key, at, cutoff)));
    return { ok: false, status: 401, error: 'invalid_credentials', message: INVALID_CREDENTIALS };
  }

  // A success clears the failures it was judged by, never the address's. A known device's success
  // leaves the username's failures alone: the lock a stranger earned stays on the stranger.
  const judgedBy = device ? `device:${device.id}` : userKey;
  if (attempts[keys.findIndex(({ key }) => key === judgedBy)]) await clearLoginAttempts(judgedBy);
  if (previousToken) await deleteSession(sessionIdOf(previousToken)); // signing in again replaces, never stacks, sessions
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const sessionId = sessionIdOf(token);
  await createSession({ id: sessionId, userId: user.id, createdAt: at.toISOString(), lastSeenAt: at.toISOString(), ttl: SESSION_ABSOLUTE_SECONDS });
  const newDeviceToken = await rememberDevice(user.id, at, presentedDevice);
  return { ok: true, token, deviceToken: newDeviceToken, caller: toCaller(user, sessionId) };
}

function hashingBusy(): LoginResult {
  const retryAfterSeconds = Math.ceil(MAX_HASH_WAIT_MS / 1000);
  return { ok: false, status: 429, error: 'too_many_requests', message: `Too many sign-ins at once. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds };
}

/**
 * Records this browser as one that signed in to the user, with a fresh device token (the cookie
 * rotates on every sign-in). The record of the cookie it replaces, whoever it belonged to, goes.
 */
async function rememberDevice(userId: string, at: Date, replaced: DeviceRecord | undefined): Promise<string> {
  const deviceToken = randomBytes(32).toString('base64url'); // 256 bits
  await createDevice({ id: deviceIdOf(deviceToken), userId, signedInAt: at.toISOString(), ttl: DEVICE_COOKIE_SECONDS });
  if (replaced) await deleteDevice(replaced.id);
  return deviceToken;
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
  const user = await findUserById(session.userId);
  if (!user) {
    await deleteSession(sessionId);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    const remainingSeconds = Math.ceil((SESSION_ABSOLUTE_MS - age) / 1000);
    const stillThere = await touchSession(sessionId, new Date(at).toISOString(), Math.max(60, Math.min(remainingSeconds, SESSION_IDLE_MS / 1000)));
    if (!stillThere) return undefined; // logged out (deleted) while this request was using it: as if it were missing
  }
  return toCaller(user, sessionId);
}

/** Signs a user in without a password check: for an account just created from an invitation. */
export async function startSession(user: UserRecord): Promise<{ token: string; caller: Caller }> {
  const at = now().toISOString();
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const sessionId = sessionIdOf(token);
  await createSession({ id: sessionId, userId: user.id, createdAt: at, lastSeenAt: at, ttl: SESSION_ABSOLUTE_SECONDS });
  return { token, caller: toCaller(user, sessionId) };
}

export async function logout(token: string | undefined): Promise<void> {
  if (token) await deleteSession(sessionIdOf(token));
}

/** Creates a user or updates an existing one's password, role and profile (used by bootstrap and the CLI). */
export async function upsertUser(input: { username: string; password?: string; role?: Role; firstName?: string; email?: string }): Promise<UserRecord> {
  const checked = checkUsername(input.username);
  if (!checked.ok) throw new Error(usernameError(input.username));
  const existing = await findUser(checked.username);
  if (!existing && !input.password) throw new Error(`User ${input.username} does not exist; a password is needed to create it`);
  if (input.password !== undefined && input.password.length < 12) throw new Error('Passwords must be at least 12 characters');
  const at = now().toISOString();
  const user: UserRecord = {
    id: existing?.id ?? userIdOf(checked.username), // an older user keeps the id it is stored under
    username: existing?.username ?? checked.username,
    firstName: input.firstName ?? existing?.firstName,
    email: input.email ?? existing?.email,
    role: input.role ?? existing?.role ?? 'user',
    restaurantIds: existing?.restaurantIds, // an owner's restaurants survive a password or profile change
    passwordHash: input.password ? await hashPassword(input.password) : existing!.passwordHash,
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
  };
  await saveUser(user);
  // A new password ends every existing session: whoever knew the old one is signed out.
  if (existing && input.password) await deleteSessionsOfUser(user.id);
  return user;
}
