import { describe, expect, it } from 'vitest';
import { dateAndTime, dayHeading, dayName, timeOfDay, weekLabel } from '../week-text';

describe('week texts', () => {
  it('says weeks as "v. 48"', () => {
    expect(weekLabel('2026-W48')).toBe('v. 48');
    expect(weekLabel('2027-W01')).toBe('v. 1');
  });

  it('heads days as the public page does, "Måndag 23 nov"', () => {
    expect(dayHeading('2026-11-23')).toBe('Måndag 23 nov');
    expect(dayName('2026-11-27')).toBe('Fredag');
  });

  it('gives times in Swedish time: "Sparat 14:03", "Publicerad 25 nov 14:03"', () => {
    expect(timeOfDay('2026-11-25T13:03:00Z')).toBe('14:03');
    expect(dateAndTime('2026-11-25T13:03:00Z')).toBe('25 nov 14:03');
    // Summer time: UTC+2.
    expect(dateAndTime('2026-06-01T08:05:00Z')).toBe('1 juni 10:05');
  });
});
