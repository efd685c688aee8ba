import { describe, expect, it } from 'vitest';
import { addDays, dateOfWeekday, isoWeekOf, mondayOf, todayIn, weekdayOf } from './iso-week';

describe('ISO week', () => {
  it.each([
    ['2026-11-22', 2026, 47], // a Sunday belongs to the week that started on Monday
    ['2026-11-16', 2026, 47],
    ['2021-01-03', 2020, 53], // early January can belong to the previous year's last week
    ['2024-12-30', 2025, 1], // late December can belong to next year's week 1
    ['2026-01-01', 2026, 1],
    ['2027-01-01', 2026, 53],
  ])('%s is week %i-W%i', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });

  it('finds the Monday and the weekdays of the week', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(dateOfWeekday('2026-11-22', 'Wednesday')).toBe('2026-11-18');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('uses Swedish time for today', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Stockholm (UTC+1).
    expect(todayIn(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayIn(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02'); // summer time, UTC+2
  });
});
