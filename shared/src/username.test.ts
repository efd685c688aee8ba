import { describe, expect, it } from 'vitest';
import { checkUsername, usernameError, usernameKey } from './username';

const INVISIBLE = /invisible/;
const LENGTH = /3 to 64 characters/;
const CHARACTERS = /only letters, digits/;

describe('checkUsername', () => {
  it.each([
    ['anna', 'anna', 'anna'],
    ['Chef', 'Chef', 'chef'],
    ['  bertil ', 'bertil', 'bertil'],
    ['locked-out', 'locked-out', 'locked-out'],
    ['anna.svensson@example.se', 'anna.svensson@example.se', 'anna.svensson@example.se'],
    ['a_b', 'a_b', 'a_b'],
    ['Åsa'.normalize('NFC'), 'Åsa'.normalize('NFC'), 'åsa'.normalize('NFC')],
    ['Åsa'.normalize('NFD'), 'Åsa'.normalize('NFC'), 'åsa'.normalize('NFC')],
    ['ÄNGÖ', 'ÄNGÖ', 'ängö'],
    ['Jürgen', 'Jürgen', 'jürgen'],
    ['Straße', 'Straße', 'straße'],
    ['Ελένη', 'Ελένη', 'ελένη'],
    ['李小龍', '李小龍', '李小龍'],
    ['user42', 'user42', 'user42'],
    ['007', '007', '007'],
    ['x'.repeat(64), 'x'.repeat(64), 'x'.repeat(64)],
  ])('accepts %j as %j (key %j)', (input, username, key) => {
    expect(checkUsername(input)).toEqual({ ok: true, username, key });
  });

  it.each([
    ['a/b', CHARACTERS],
    ['a\\b', CHARACTERS],
    ['a#b', CHARACTERS],
    ['a?b', CHARACTERS],
    ['../x', CHARACTERS],
    ['anna svensson', CHARACTERS],
    ['anna%20', CHARACTERS],
    ['.anna', CHARACTERS],
    ['anna.', CHARACTERS],
    ['-anna', CHARACTERS],
    ['anna@', CHARACTERS],
    ['\u0301anna', CHARACTERS],
    ['a.\u0301b', CHARACTERS],
    ['anna<script>', CHARACTERS],
    ['anna\u00a0b', CHARACTERS],
    ['admin\u200b', INVISIBLE],
    ['ad\u200dmin', INVISIBLE],
    ['\ufeffadmin\u00ad', INVISIBLE],
    ['admin\u2060', INVISIBLE],
    ['\u3164admin', INVISIBLE],
    ['adm\ufe0fin', INVISIBLE],
    ['ab', LENGTH],
    ['', LENGTH],
    ['   ', LENGTH],
    ['x'.repeat(65), LENGTH],
  ])('refuses %j', (input, reason) => {
    const result = checkUsername(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(reason);
  });
});

describe('usernameKey', () => {
  it('makes every spelling of one name the same key', () => {
    const keys = ['Åsa'.normalize('NFC'), 'Åsa'.normalize('NFD'), 'ÅSA'.normalize('NFD'), ' åsa '].map(usernameKey);
    expect(new Set(keys)).toEqual(new Set(['åsa'.normalize('NFC')]));
  });
});

describe('usernameError', () => {
  it('names the refused name with its invisible characters spelled out', () => {
    expect(usernameError('admin\u200b')).toBe('Invalid username "admin\\u200b": Usernames cannot contain invisible characters (zero-width spaces, joiners and the like)');
    expect(usernameError('a/b')).toMatch(/^Invalid username "a\/b": Usernames may contain only letters/);
    expect(usernameError('Åsa')).toBeUndefined();
  });
});
