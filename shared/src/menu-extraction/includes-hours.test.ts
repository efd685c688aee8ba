import { describe, expect, it } from 'vitest';
import { readIncludes, readLunchHours } from './includes-hours';

const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('readIncludes', () => {
  it.each([
    ['sallad, bröd och kaffe ingår', ['sallad', 'bröd', 'kaffe']],
    ['I priset ingår salladsbuffé, bröd, smör och kaffe', ['sallad', 'bröd', 'smör', 'kaffe']],
    ['Inkl. sallad & kaffe', ['sallad', 'kaffe']],
    ['inkl. måltidsdryck, lättöl och kaka', ['dryck', 'öl', 'kakor']],
    ['Lunchbuffé med soppa, ris och nudlar, vatten ingår', ['buffé', 'soppa', 'ris', 'nudlar', 'vatten']],
  ])('%s', (text, words) => {
    expect(readIncludes(text).sort()).toEqual([...words].sort());
  });
});

describe('readLunchHours', () => {
  it.each([
    ['Lunch serveras 11.00-14.00', WEEKDAYS_ONLY, '11:00', '14:00'],
    ['Lunch 11-14', WEEKDAYS_ONLY, '11:00', '14:00'],
    ['Mån-Fre 11:00-14:00', WEEKDAYS_ONLY, '11:00', '14:00'],
    ['Vardagar 11-13.30', WEEKDAYS_ONLY, '11:00', '13:30'],
    ['Lunch serveras måndag till fredag kl. 11.30–14', WEEKDAYS_ONLY, '11:30', '14:00'],
    ['Lunch serveras vardagar mellan 11:00 och 14:00', WEEKDAYS_ONLY, '11:00', '14:00'],
    ['Tis-Fre 11-14', ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], '11:00', '14:00'],
  ])('%s', (text, days, startTime, endTime) => {
    expect(readLunchHours(text)).toEqual([{ days, startTime, endTime }]);
  });

  it('reads several slots on one line', () => {
    expect(readLunchHours('Lunch mån-fre 11-14, lör 12-15')).toEqual([
      { days: WEEKDAYS_ONLY, startTime: '11:00', endTime: '14:00' },
      { days: ['Saturday'], startTime: '12:00', endTime: '15:00' },
    ]);
  });

  it('ignores evening opening hours, dates and prices', () => {
    expect(readLunchHours('Öppet tis-lör 17-23')).toEqual([]);
    expect(readLunchHours('Lunch 18-22 november')).toEqual([]);
    expect(readLunchHours('Köttbullar 129 kr')).toEqual([]);
  });
});
