import { addDays, isoWeekOf, weekdayOf, type IsoDate } from '../iso-week';
import type { Weekday } from '../options';
import { easterSunday, swedishHolidays } from '../swedish-holidays';
import { mondayOfIsoWeek } from './week';

/** Holiday names a page may head a day with, beyond the calendar's own names. */
const OTHER_NAMES: Array<[RegExp, (year: number) => IsoDate]> = [
  [/^valborg(?:smässoafton)?$/iu, (y) => `${y}-04-30`],
  [/^skärtorsdag(?:en)?$/iu, (y) => addDays(easterSunday(y), -3)],
  [/^långfredag(?:en)?$/iu, (y) => addDays(easterSunday(y), -2)],
  [/^påskafton$/iu, (y) => addDays(easterSunday(y), -1)],
  [/^trettondagsafton$/iu, (y) => `${y}-01-05`],
  [/^(?:trettondagen|trettondedag jul)$/iu, (y) => `${y}-01-06`],
  [/^(?:nationaldagen|sveriges nationaldag)$/iu, (y) => `${y}-06-06`],
  [/^kristi himmel(?:s)?färd(?:sdag|en)?$/iu, (y) => addDays(easterSunday(y), 39)],
  [/^(?:första|1:?a|1)\s+maj$/iu, (y) => `${y}-05-01`],
  [/^annandag(?:\s+|en\s+)?påsk$/iu, (y) => addDays(easterSunday(y), 1)],
];

/**
 * 'Valborgsmässoafton' / dishes / 'Första maj' / 'Stängt': a holiday named alone where a day heading stands, on a
 * weekday of this week or the next, is that day's heading (the page names the day by its holiday).
 */
export function holidayDay(text: string, today: IsoDate): { day: Weekday; date: IsoDate } | null {
  const name = text.replace(/[\s!.:]+$/u, '').replace(/\s+(?:19|20)\d\d$/u, '').trim();
  const { year, week } = isoWeekOf(today);
  const monday = mondayOfIsoWeek(year, week);
  if (!monday) return null;
  const last = addDays(monday, 11);
  for (const y of new Set([Number(monday.slice(0, 4)), Number(last.slice(0, 4))])) {
    const dates = [
      ...swedishHolidays(y).filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.date),
      ...OTHER_NAMES.filter(([re]) => re.test(name)).map(([, date]) => date(y)),
    ];
    for (const date of dates) {
      const day = weekdayOf(date);
      if (date >= monday && date <= last && day !== 'Saturday' && day !== 'Sunday') return { day, date };
    }
  }
  return null;
}
