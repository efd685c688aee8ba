import { describe, expect, it } from 'vitest';
import { easterSunday, swedishHolidayOn, swedishHolidays } from './swedish-holidays';

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'], [2024, '2024-03-31'], [2025, '2025-04-20'], [2026, '2026-04-05'],
    [2027, '2027-03-28'], [2038, '2038-04-25'], [2285, '2285-03-22'],
  ])('%i -> %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('swedishHolidays', () => {
  it('lists the 2025 holidays', () => {
    const byName = Object.fromEntries(swedishHolidays(2025).map((h) => [h.name, h.date]));
    expect(byName).toEqual({
      'Nyårsdagen': '2025-01-01', 'Trettondedag jul': '2025-01-06', 'Långfredagen': '2025-04-18',
      'Påskdagen': '2025-04-20', 'Annandag påsk': '2025-04-21', 'Första maj': '2025-05-01',
      'Kristi himmelsfärdsdag': '2025-05-29', 'Sveriges nationaldag': '2025-06-06',
      'Midsommarafton': '2025-06-20', 'Midsommardagen': '2025-06-21', 'Alla helgons dag': '2025-11-01',
      'Julafton': '2025-12-24', 'Juldagen': '2025-12-25', 'Annandag jul': '2025-12-26', 'Nyårsafton': '2025-12-31',
    });
  });

  it('puts midsummer on the Friday/Saturday between 19 and 26 June', () => {
    for (let year = 2000; year < 2100; year++) {
      const eve = swedishHolidays(year).find((h) => h.name === 'Midsommarafton')!.date;
      const d = new Date(`${eve}T00:00:00Z`);
      expect(d.getUTCDay()).toBe(5);
      expect(d.getUTCDate()).toBeGreaterThanOrEqual(19);
      expect(d.getUTCDate()).toBeLessThanOrEqual(25);
    }
    expect(swedishHolidayOn('2026-06-19')).toBe('Midsommarafton');
    expect(swedishHolidayOn('2026-06-20')).toBe('Midsommardagen');
  });

  it('knows Ascension Day and All Saints in 2026', () => {
    expect(swedishHolidayOn('2026-05-14')).toBe('Kristi himmelsfärdsdag');
    expect(swedishHolidayOn('2026-10-31')).toBe('Alla helgons dag');
    expect(swedishHolidayOn('2026-11-23')).toBeNull();
  });
});
