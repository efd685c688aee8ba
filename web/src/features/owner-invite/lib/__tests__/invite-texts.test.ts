import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../lib/api-client';
import { acceptFailureText, deadLinkText, expiresText } from '../invite-texts';

const answer = (status: number, message?: string) => new HttpError(status, message ? JSON.stringify({ error: 'x', message }) : '', 'status');

describe('invitation page texts', () => {
  it('treats unknown, used and expired links as dead, with the server\'s own words', () => {
    expect(deadLinkText(answer(410, 'Inbjudan har redan använts.'))).toBe('Inbjudan har redan använts.');
    expect(deadLinkText(answer(410))).toBe('Inbjudan kan inte användas längre. Be om en ny.');
    expect(deadLinkText(answer(404))).toBe('Inbjudan hittades inte. Kontrollera länken eller be om en ny.');
    expect(deadLinkText(answer(409))).toBeUndefined();
    expect(deadLinkText(new Error('offline'))).toBeUndefined();
    expect(deadLinkText(null)).toBeUndefined();
  });

  it('says why accepting failed', () => {
    expect(acceptFailureText(answer(409, 'Användarnamnet är upptaget'))).toBe('Användarnamnet är upptaget');
    // The field name API callers get first is left out: the form shows the sentence beside the fields.
    expect(acceptFailureText(answer(400, 'password: Lösenordet måste vara minst 12 tecken'))).toBe('Lösenordet måste vara minst 12 tecken');
    expect(acceptFailureText(answer(500))).toBe('Det gick inte att ta emot inbjudan. Försök igen om en stund.');
  });

  it('gives the expiry in Swedish time', () => {
    expect(expiresText('2026-12-02T06:40:00.000Z')).toBe('2 december kl. 07:40');
  });
});
