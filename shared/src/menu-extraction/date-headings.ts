import { isoWeekOf, weekdayOf, type IsoDate } from '../iso-week';
import { classifyLine } from './classify-line';
import { DAY_NAMES } from './lexicon';
import type { Line } from './lines';
import { startsWithDayName } from './weekdays';
import { readLeadingDate } from './week-detection';

/** '19/10', '20.10.', '21 okt', 'den 22 oktober 2026': a date and nothing else on the line. */
const BARE_DATE = /^\s*(?:den\s+)?\d{1,2}(?:\s*[/.]\s*\d{1,2}\.?(?:\s*[/.]\s*(?:19|20)?\d\d)?|\.?\s+\p{L}{3,9}\.?(?:\s+(?:19|20)\d\d)?)\s*:?\s*$/u;

/**
 * Day headings written as bare dates ('19/10' / two dishes / '20/10' / …) on a page that names no weekday: each date
 * heads the dishes under it, as its weekday's heading would. Only when two or more such dates run in order on
 * different days of one week; each line gets its weekday's name in front ('Måndag 19/10') and is read as usual.
 */
export function readDateHeadings(lines: Line[], today: IsoDate): Line[] {
  const dated: Array<{ at: number; date: IsoDate }> = [];
  for (const [at, line] of lines.entries()) {
    if (startsWithDayName(line.text) && classifyLine(line.text, today).kind === 'day') return lines;
    if (!/^\s*(?:den\s+)?\d/u.test(line.text) || !BARE_DATE.test(line.text)) continue;
    const read = readLeadingDate(line.text.replace(/^\s*den\s+/u, ''), today);
    if (read && !/[\p{L}\d]/u.test(read.rest)) dated.push({ at, date: read.date });
  }
  if (dated.length < 2) return lines;
  const week = isoWeekOf(dated[0].date);
  const inOrder = dated.every(({ date }, i) => {
    const w = isoWeekOf(date);
    return w.year === week.year && w.week === week.week && (i === 0 || date > dated[i - 1].date);
  });
  if (!inOrder) return lines;
  const out = lines.slice();
  for (const { at, date } of dated) {
    const name = DAY_NAMES[weekdayOf(date)].full[0];
    const day = name.charAt(0).toUpperCase() + name.slice(1);
    const line = lines[at];
    out[at] = { ...line, text: `${day} ${line.text}`, display: `${day} ${line.display}`, cells: [`${day} ${line.display}`] };
  }
  return out;
}
