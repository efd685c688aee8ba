import { describe, expect, it } from 'vitest';
import { findDateRange, findWeekMarker, readLeadingDate } from './week-detection';
import { mondayOfIsoWeek, weekNearToday } from './week';

const today = '2026-11-23'; // Monday, ISO week 48

describe('findWeekMarker', () => {
  it.each([
    ['Vecka 47', 47], ['v. 47', 47], ['V47', 47], ['v.47', 47], ['week 47', 47], ['Lunchmeny vecka 48', 48],
    ['VECKA 48', 48], ['Meny v 47-48', 47], ['Lunch v48 2026', 48], ['Week 48 / Vecka 48', 48], ['Vecka 48.', 48],
  ])('%s -> week %i', (line, week) => {
    expect(findWeekMarker(line, today)?.week).toEqual({ year: 2026, week });
  });

  it('keeps the last week of a span', () => {
    expect(findWeekMarker('Meny v 47-48', today)?.lastWeek).toEqual({ year: 2026, week: 48 });
  });

  it.each([
    ['18/11 - 22/11', 47], ['Lunch 23/11-27/11', 48], ['18-22 november', 47], 
    ['30 nov - 4 dec', 49], ['2026-11-16 - 2026-11-20', 47],
  ])('date range %s -> week %i', (line, week) => {
    expect(findWeekMarker(line, today)?.week.week).toBe(week);
  });

  it('reads "23 januari till 29 januari" in the year closest to today', () => {
    expect(findWeekMarker('Meny 23 januari till 29 januari', '2026-01-20')?.week).toEqual({ year: 2026, week: 4 });
  });

  it('does not read times, prices or phone numbers as weeks', () => {
    expect(findWeekMarker('Lunch serveras 11.00-14.00', today)).toBeNull();
    expect(findWeekMarker('Köttbullar 129 kr', today)).toBeNull();
    expect(findWeekMarker('(V)', today)).toBeNull();
  });
});

describe('years around the turn of the year', () => {
  it('reads week 1 in late December as next year', () => {
    expect(weekNearToday(1, '2026-12-30')).toEqual({ year: 2027, week: 1 });
    expect(findWeekMarker('Vecka 1', '2026-12-28')?.week).toEqual({ year: 2027, week: 1 });
  });
  it('reads week 52 in early January as last year', () => {
    expect(weekNearToday(52, '2027-01-05')).toEqual({ year: 2026, week: 52 });
  });
  it('reads a January date range in December as next year', () => {
    expect(findWeekMarker('4/1 - 8/1', '2026-12-31')?.week).toEqual({ year: 2027, week: 1 });
  });
  it('knows which years have week 53', () => {
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
    expect(mondayOfIsoWeek(2025, 53)).toBeNull();
  });
});

describe('readLeadingDate', () => {
  it.each([
    ['18/11', '2026-11-18'], [' 18.11', '2026-11-18'], ['den 18 november', '2026-11-18'], ['18 nov', '2026-11-18'],
    ['2026-11-18', '2026-11-18'], ['2/1', '2027-01-02'],
  ])('%s -> %s', (text, date) => {
    expect(readLeadingDate(text, '2026-12-20')?.date ?? readLeadingDate(text, today)?.date).toBe(
      date.startsWith('2027') ? date : date,
    );
  });
  it('does not take a time for a date', () => {
    expect(readLeadingDate('11.30-14.00', today)).toBeNull();
  });
});
