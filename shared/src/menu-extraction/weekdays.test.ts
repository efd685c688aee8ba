import { describe, expect, it } from 'vitest';
import { readDayRange, readDayWord } from './weekdays';

describe('readDayWord', () => {
  it.each([
    ['Måndag', 'Monday'], ['MÅNDAG', 'Monday'], ['måndag:', 'Monday'], ['Mån', 'Monday'], ['Mån.', 'Monday'], ['Mån 23/11', 'Monday'],
    ['Tisdag', 'Tuesday'], ['Tis:', 'Tuesday'], ['Onsdag', 'Wednesday'], ['Ons.', 'Wednesday'], ['Torsdag', 'Thursday'],
    ['Tors', 'Thursday'], ['Tor:', 'Thursday'], ['Fredag', 'Friday'], ['Fre.', 'Friday'], ['Lördag', 'Saturday'], ['Lör', 'Saturday'],
    ['Söndag', 'Sunday'], ['Sön.', 'Sunday'], ['Monday', 'Monday'], ['WEDNESDAY:', 'Wednesday'], ['Fri', 'Friday'],
  ])('%s -> %s', (text, day) => {
    expect(readDayWord(text)?.day).toBe(day);
  });

  it('does not read dish words as days', () => {
    expect(readDayWord('Sun-dried tomato pasta')).toBeNull();
    expect(readDayWord('Torsk med äggsås')).toBeNull();
    expect(readDayWord('Fresh salad')).toBeNull();
    expect(readDayWord('Monster burger')).toBeNull();
  });
});

describe('readDayRange', () => {
  it('reads ranges and pairs', () => {
    expect(readDayRange('Mån-Fre 11-14')?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(readDayRange('Måndag till torsdag')?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday']);
    expect(readDayRange('Lör & Sön: stängt')?.days).toEqual(['Saturday', 'Sunday']);
    expect(readDayRange('Måndag')).toBeNull();
  });
});
