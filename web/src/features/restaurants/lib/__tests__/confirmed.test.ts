import { describe, expect, it } from 'vitest';
import { confirmedTimeText } from '../confirmed';

describe('confirmed by the restaurant', () => {
  it('gives the publishing time in Swedish time', () => {
    expect(confirmedTimeText('2026-11-25T13:03:00.000Z')).toBe('25 nov 14:03');
    // 23:30 UTC on the 15th is already the 16th in Sweden.
    expect(confirmedTimeText('2026-11-15T23:30:00.000Z')).toBe('16 nov 00:30');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(confirmedTimeText(undefined)).toBeNull();
    expect(confirmedTimeText('nonsense')).toBeNull();
  });
});
