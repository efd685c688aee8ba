import type { Weekday } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { otherDaysParts, otherDaysText } from '../other-days';

describe('otherDaysText', () => {
  it.each<[string, Weekday[], string]>([
    ['köttbullar', ['Tuesday'], 'Köttbullar serveras tisdag'],
    ['köttbullar', ['Tuesday', 'Thursday'], 'Köttbullar serveras tisdag och torsdag'],
    ['pasta', ['Monday', 'Tuesday', 'Thursday'], 'Pasta serveras måndag, tisdag och torsdag'],
    ['soppa', ['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday', 'Sunday'], 'Soppa serveras måndag, tisdag, onsdag, fredag, lördag och söndag'],
    ['Ärtsoppa', ['Thursday'], 'Ärtsoppa serveras torsdag'],
    ['ärtsoppa med PANNKAKOR', ['Thursday', 'Friday'], 'Ärtsoppa med PANNKAKOR serveras torsdag och fredag'],
    ['  lax ', ['Saturday', 'Sunday'], 'Lax serveras lördag och söndag'],
    ['öl', ['Friday'], 'Öl serveras fredag'],
  ])('%s on %j: %s', (term, days, text) => {
    expect(otherDaysText(term, days)).toBe(text);
  });

  it('says nothing without days or without a term', () => {
    expect(otherDaysText('pasta', [])).toBe('');
    expect(otherDaysText('  ', ['Monday'])).toBe('');
  });

  it('marks each day so it can be a button, and only the days', () => {
    const parts = otherDaysParts('pasta', ['Monday', 'Wednesday', 'Friday']);
    expect(parts.filter((p) => p.day).map((p) => [p.day, p.text])).toEqual([
      ['Monday', 'måndag'],
      ['Wednesday', 'onsdag'],
      ['Friday', 'fredag'],
    ]);
    expect(parts.filter((p) => !p.day).map((p) => p.text)).toEqual(['Pasta serveras ', ', ', ' och ']);
  });
});
