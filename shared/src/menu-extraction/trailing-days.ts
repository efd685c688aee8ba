import type { IsoDate } from '../iso-week';
import { classifyLine, type LineKind } from './classify-line';
import type { Line } from './lines';
import { startsWithDayName } from './weekdays';


/**
 * Day labels written AFTER their dishes (a list with one item per dish, the weekday tag under the dish: 'Stekt fläskfilé /
 * 122 kr / Måndag / Lax med citronsås / 122 kr / Tisdag …'). Read top-down every dish would land a day early. The page shows
 * the layout itself: dishes stand before the first bare day heading, the last day heading has nothing after it, and every
 * run of dishes before a heading is as long as the others. Then each heading is moved up to the first dish of its run (a
 * repeated heading of the same day is dropped), and the lines are numbered again in that order.
 */
export function readTrailingDayLabels(lines: Line[], today: IsoDate): Line[] {
  // Classified lazily: on an ordinary page the line after the last day heading is a dish, and the check ends there.
  const memo = new Map<number, LineKind>();
  const kindOf = (i: number): LineKind => {
    let kind = memo.get(i);
    if (!kind) memo.set(i, (kind = classifyLine(lines[i].text, today)));
    return kind;
  };
  const dayLines = lines.flatMap((l, i) => (startsWithDayName(l.text) ? [i] : []));
  // Days with their dish on the same line, or a range ('Mån–fre'), are headings read the usual way.
  if (dayLines.some((i) => { const k = kindOf(i); return (k.kind === 'day' && k.rest !== '') || k.kind === 'dayRange'; })) return lines;
  const headings = dayLines.filter((i) => kindOf(i).kind === 'day');
  if (headings.length < 3) return lines;
  const isDish = (i: number) => kindOf(i).kind === 'dish';
  const last = headings[headings.length - 1];
  // A closed day or a dish after the last heading is that day's own content: headings above their dishes.
  for (let i = last + 1; i < lines.length; i++) if (isDish(i) || kindOf(i).kind === 'closed') return lines;
  // The runs of dish lines before each heading.
  const runs: number[][] = [];
  let start = 0;
  for (const h of headings) {
    const run: number[] = [];
    for (let i = start; i < h; i++) if (isDish(i)) run.push(i);
    runs.push(run);
    start = h + 1;
  }
  const size = runs[0].length;
  if (size === 0 || runs.some((r) => r.length !== size)) return lines;
  // A labelled or weekly dish above the first heading ('Veckans vegetariska: …') is the week's, not Monday's.
  if (runs[0].some((i) => { const k = kindOf(i); return k.kind === 'dish' && (!!k.dish.labelled || k.dish.weekly); })) return lines;
  const moved = new Map(runs.map((run, n) => [run[0], headings[n]] as const));
  const dropped = new Set(headings);
  const out: Line[] = [];
  let lastDay: string | undefined;
  lines.forEach((line, i) => {
    const heading = moved.get(i);
    if (heading !== undefined) {
      const kind = kindOf(heading);
      const day = kind.kind === 'day' ? kind.day : undefined;
      if (day !== lastDay) out.push(lines[heading]);
      lastDay = day;
    }
    if (!dropped.has(i)) out.push(line);
  });
  return out.map((line, index) => ({ ...line, index }));
}
