import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptOnWorker } from './scrypt-worker';

/**
 * Passwords are hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and about a
 * third of a second per hash here), with a 16-byte random salt. The parameters are stored with the
 * hash so they can be raised later without breaking existing accounts.
 */
let PARAMS: { N: number; r: number; p: number } = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Test stacks only (the local host calls it under LOCAL_TEST_HOOKS; nothing in the Azure entry point
 * does): new hashes at N=2^12, still scrypt, so the suite's hundreds of logins and lockout waves do not
 * spend minutes of CPU on the production cost. Existing hashes keep the cost stored with them.
 */
export function lowerPasswordCostForTests(): void {
  PARAMS = { N: 2 ** 12, r: 8, p: 1 };
}
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/** On a low-priority worker thread, not libuv's pool, which file reads share (scrypt-worker.ts). */
function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return scryptOnWorker(password.normalize('NFKC'), salt, keyLength, options);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return `scrypt$${Math.log2(PARAMS.N)}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified against when the username does not exist, so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
