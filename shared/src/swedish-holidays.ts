import { addDays, type IsoDate } from './iso-week';

/** A Swedish public holiday (or a holiday eve on which restaurants usually close) on a given date. */
export interface SwedishHoliday {
  date: IsoDate;
  name: string;
}

function iso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The first date from `from` (inclusive) that falls on the given JS weekday (0 = Sunday). */
function firstWeekdayFrom(from: IsoDate, jsDay: number): IsoDate {
  const d = new Date(`${from}T00:00:00Z`);
  const offset = (jsDay - d.getUTCDay() + 7) % 7;
  return addDays(from, offset);
}

/**
 * Swedish public holidays of a year plus the eves (julafton, nyårsafton, midsommarafton) when lunch
 * restaurants are closed as a rule. Sorted by date.
 */
export function swedishHolidays(year: number): SwedishHoliday[] {
  const easter = easterSunday(year);
  const midsummerEve = firstWeekdayFrom(iso(year, 6, 19), 5); // Friday 19–25 June
  const allSaints = firstWeekdayFrom(iso(year, 10, 31), 6); // Saturday 31 Oct – 6 Nov
  const list: SwedishHoliday[] = [
    { date: iso(year, 1, 1), name: 'Nyårsdagen' },
    { date: iso(year, 1, 6), name: 'Trettondedag jul' },
    { date: addDays(easter, -2), name: 'Långfredagen' },
    { date: easter, name: 'Påskdagen' },
    { date: addDays(easter, 1), name: 'Annandag påsk' },
    { date: iso(year, 5, 1), name: 'Första maj' },
    { date: addDays(easter, 39), name: 'Kristi himmelsfärdsdag' },
    { date: iso(year, 6, 6), name: 'Sveriges nationaldag' },
    { date: midsummerEve, name: 'Midsommarafton' },
    { date: addDays(midsummerEve, 1), name: 'Midsommardagen' },
    { date: allSaints, name: 'Alla helgons dag' },
    { date: iso(year, 12, 24), name: 'Julafton' },
    { date: iso(year, 12, 25), name: 'Juldagen' },
    { date: iso(year, 12, 26), name: 'Annandag jul' },
    { date: iso(year, 12, 31), name: 'Nyårsafton' },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

const cache = new Map<number, Map<IsoDate, string>>();

/** The holiday on that date, or null. */
export function swedishHolidayOn(date: IsoDate): string | null {
  const year = Number(date.slice(0, 4));
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(swedishHolidays(year).map((h) => [h.date, h.name]));
    cache.set(year, byDate);
  }
  return byDate.get(date) ?? null;
}
