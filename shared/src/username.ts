/**
 * The username rule, the same at account creation and at login (web and functions share it).
 *
 * A username is taken in Unicode NFC with surrounding whitespace removed, so "Åsa" typed as one
 * character or as A + combining ring is one name. It is 3 to 64 characters of letters of any script
 * (å, ä, ö, é, ß, ...; combining marks only right after a letter), digits, '.', '_', '-' and '@',
 * starting and ending with a letter or digit. Invisible characters (zero-width space and joiners,
 * soft hyphen, byte order mark, fillers: Unicode's default-ignorable code points) are refused, so
 * "admin" followed by a zero-width space cannot pose as "admin". Case does not matter: the key
 * that identifies an account is the name in lower case.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 64;

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const ALLOWED = /^[\p{L}\p{Nd}](?:\p{L}\p{M}*|[\p{Nd}._@-])*$/u;
const ENDS_WELL = /(?:\p{L}\p{M}*|\p{Nd})$/u;

export type UsernameCheck = { ok: true; username: string; key: string } | { ok: false; message: string };

/** The account key of any text: NFC, trimmed, lower case (what two spellings of one name share). */
export function usernameKey(input: string): string {
  return input.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

/** The username as it is stored and shown (NFC, trimmed) and its key, or why it is not a valid username. */
export function checkUsername(input: string): UsernameCheck {
  const username = input.trim().normalize('NFC');
  if (INVISIBLE.test(username)) return { ok: false, message: 'Usernames cannot contain invisible characters (zero-width spaces, joiners and the like)' };
  const length = [...username].length;
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH) {
    return { ok: false, message: `Usernames must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long` };
  }
  if (!ALLOWED.test(username) || !ENDS_WELL.test(username)) {
    return { ok: false, message: "Usernames may contain only letters, digits, '.', '_', '-' and '@', and must start and end with a letter or digit" };
  }
  return { ok: true, username, key: usernameKey(username) };
}

/** For creating an account: why this name cannot be one, naming it with its invisible characters spelled out; undefined when it can. */
export function usernameError(input: string): string | undefined {
  const checked = checkUsername(input);
  if (checked.ok) return undefined;
  const shown = input.replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]|\p{Default_Ignorable_Code_Point}/gu, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
  return `Invalid username "${shown}": ${checked.message}`;
}
