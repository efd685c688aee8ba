import { hasForeignNameParts, namesAMenuPart, namesFood } from './invariants';
import type { ExtractedDish } from './types';
import { PHONE_NUMBER } from './text';

/**
 * Dishes that do not fit the page's own dish lines: evidence of doubt, not a reason to drop them. A rule
 * reads the reading as a whole (how its other dishes look and are priced), never one page's words:
 * - price far from the page's own prices (under 45 % or over 300 % of the median own price: '595 kr per person',
 *   '20 kr extra', a 35 kr coffee among 125 kr mains);
 * - an own price outside 75-125 % of the one price for all by which the page prices (almost) every other dish ('Kaffe och bulle 35 kr'
 *   under 'Lunchen kostar 112 kr');
 * - a name shaped like a note: starting in lower case, ending with ':', holding two sentences, or far longer
 *   than the page's other names;
 * - the last day holding more dishes than every other day, which all hold the same number (text after the
 *   last day section taken as that day's dishes).
 * - every price block holding exactly two unpriced lines ('Pannbiff' / 'Potatismos, gräddsås' / '129 kr'): the
 *   second line may be the first one's description.
 * Returns the number of distinct dish names that are odd (plus the ambiguous blocks).
 */
export function oddDishes(dishes: ExtractedDish[], page: { blockSizes: number[] } = { blockSizes: [] }): number {
  const odd = new Set<string>();
  const distinct = [...new Map(dishes.map((d) => [`${d.name}|${d.price}`, d])).values()];

  const own = distinct.filter((d) => d.priceScope === 'dish' && d.price !== null).map((d) => d.price!);
  const allScope = distinct.filter((d) => d.priceScope === 'all').length;
  const median = medianOf(distinct.flatMap((d) => (d.price !== null ? [d.price] : [])));
  const allPrice = medianOf(distinct.flatMap((d) => (d.priceScope === 'all' && d.price !== null ? [d.price] : [])));
  for (const d of distinct) {
    if (d.price !== null && median !== null && distinct.length >= 3 && (d.price < 0.45 * median || d.price > 3 * median)) odd.add(d.name);
    // A price close to the lunch's is a dish's ('Veckans sallad 105 kr' beside 'Dagens pasta 109 kr'); far under or over
    // it, an extra's or another offer's ('Kaffe och bulle 35 kr', 'Lunchbuffé lördag-söndag 139 kr' beside 99 kr).
    if (d.priceScope === 'dish' && own.length * 3 <= distinct.length && allScope * 3 >= 2 * (distinct.length - own.length) && allScope >= 2 &&
      !(allPrice !== null && d.price !== null && d.price >= 0.75 * allPrice && d.price <= 1.25 * allPrice)) odd.add(d.name);
  }

  const lengths = distinct.map((d) => d.name.length);
  const usual = medianOf(lengths) ?? 0;
  // Lower case is a page's style when a quarter of its names start so ('Kassler (veg: tofu med ris)').
  const lowerStart = distinct.filter((d) => /^\p{Ll}/u.test(d.name));
  for (const d of distinct) {
    if (lowerStart.includes(d) && lowerStart.length * 4 < distinct.length) odd.add(d.name);
    if (/:\s*$/.test(d.name) || /\p{Ll}{2}[.!?]\s+\p{Lu}/u.test(d.name)) odd.add(d.name);
    if (distinct.length >= 3 && d.name.length > Math.max(70, 2.5 * usual)) odd.add(d.name);
    if (TWO_DISHES.test(d.name)) odd.add(d.name);
  }

  for (const name of lastDayExtras(dishes)) odd.add(name);
  for (const name of unevenSlotPrices(dishes)) odd.add(name);
  const pairs = page.blockSizes.length >= 3 && page.blockSizes.every((n) => n === 2) ? page.blockSizes.length : 0;
  return odd.size + pairs;
}

/**
 * Dishes priced by the page (a category's or the price for all, none of their own) on days that give the same number
 * of dishes: each day's dishes should differ in price the same way. 'Dagens lunch 135 kr · Vegetariskt 125 kr' over
 * unlabelled dishes, with the second dish at 125 on one day and at 135 on the others, means a category was read on
 * one day only. Returns the names of the dishes on the days that differ from the most common shape.
 */
function unevenSlotPrices(dishes: ExtractedDish[]): string[] {
  if (dishes.some((d) => d.priceScope !== 'all' && d.priceScope !== 'category')) return [];
  const byDate = new Map<string, ExtractedDish[]>();
  for (const d of dishes) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
  const days = [...byDate.values()];
  const counts = days.map((d) => d.length);
  const usual = counts.sort((a, b) => a - b)[counts.length >> 1];
  const same = days.filter((d) => d.length === usual);
  if (usual < 2 || same.length < 3) return [];
  const shape = (day: ExtractedDish[]) => day.map((d) => (d.price === day[0].price ? 0 : 1)).join('');
  const shapes = new Map<string, number>();
  for (const day of same) shapes.set(shape(day), (shapes.get(shape(day)) ?? 0) + 1);
  if (shapes.size < 2) return [];
  const common = [...shapes].sort((a, b) => b[1] - a[1])[0][0];
  return same.filter((day) => shape(day) !== common).flatMap((day) => day.map((d) => d.name));
}

/**
 * A name that still holds two dishes: two capitalised dishes with sides of their own joined by a connector
 * ('Pannbiff med lök och Fiskgratäng med potatismos', 'Kalops med rödbetor / Linsgryta med ris').
 */
const TWO_DISHES = /(?<!\p{L})(?:med|with)\s.*?\s(?:och|eller|samt|or|and|&|\+|\/)\s+\p{Lu}\p{Ll}{2,}(?:\s+\p{Ll}+){0,3}\s+(?:med|with)\s+\p{L}/u;

/**
 * The last day's extras (see lastDayExtras) that are the page's closing note or offer, not a dish: without a price where
 * every other dish has one ('Barnportion halva priset …'), priced under 45 % or over twice the others' median ('Kanelbullar
 * 35 kr', 'Heldag 695 kr', 'Påskbuffé lördag–söndag 395 kr'), or with a name no dish has (a measure, a time, an address
 * or a listing's '·' parts: 'Björkövägen 2 · 08-560 123 45'), or naming nothing to eat (a footer's 'Hantera samtycke', 'Få veckans
 * lunch i din inkorg', a hotel's 'Övernatta 135 kr'). Returns their date and names; the reading leaves them out.
 */
export function trailingNotes(dishes: ExtractedDish[]): { date: string; names: Set<string> } | null {
  const extras = new Set(lastDayExtras(dishes));
  if (extras.size === 0) return null;
  const date = dishes.filter((d) => extras.has(d.name)).map((d) => d.date).sort().at(-1)!;
  const others = dishes.filter((d) => !(d.date === date && extras.has(d.name)));
  const median = medianOf(others.flatMap((d) => (d.price !== null ? [d.price] : [])));
  if (median === null) return null;
  const everyOtherPriced = others.every((d) => d.price !== null);
  const unlike = (d: ExtractedDish) => (d.price === null ? everyOtherPriced : d.price < 0.45 * median || d.price > 2 * median) || notADishName(d.name);
  const notes = [...extras].filter((name) => dishes.filter((d) => d.date === date && d.name === name).every(unlike));
  return notes.length > 0 ? { date, names: new Set(notes) } : null;
}

/** '·' between parts (an address, a listing's distance), a phone number, what names never hold, or no food (invariants.ts). */
function notADishName(name: string): boolean {
  // Not a heading of the menu's own ('Veg', 'Alltid på lunchmenyn'): the dishes under it were misread, and a person looks.
  return /\s·\s/u.test(name) || PHONE_NUMBER.test(name) || hasForeignNameParts(name) || (!namesFood(name) && !namesAMenuPart(name));
}

/** The dishes the last day has beyond the count every other day shares (days of the first week read). */
function lastDayExtras(dishes: ExtractedDish[]): string[] {
  const byDate = new Map<string, ExtractedDish[]>();
  for (const d of dishes) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
  const dates = [...byDate.keys()].sort();
  // One week: the first kept week's days (a second week is read the same way on its own).
  const week = dates.filter((d) => weekKey(d) === weekKey(dates[0] ?? ''));
  if (week.length < 3) return [];
  const counts = week.map((d) => byDate.get(d)!.length);
  const others = counts.slice(0, -1);
  const last = counts[counts.length - 1];
  if (!others.every((c) => c === others[0]) || last <= others[0]) return [];
  const names = new Set(week.slice(0, -1).flatMap((d) => byDate.get(d)!.map((x) => x.name)));
  // The dishes every day shares (weekly ones) are not the last day's own.
  return byDate.get(week[week.length - 1])!.filter((d) => !names.has(d.name)).slice(-(last - others[0])).map((d) => d.name);
}

function weekKey(date: string): string {
  if (!date) return '';
  const d = new Date(`${date}T12:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day);
  return d.toISOString().slice(0, 10);
}

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
