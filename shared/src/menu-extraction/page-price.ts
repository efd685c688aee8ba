import type { PageReading } from './assemble';
import type { Line } from './lines';
import { readIncludes } from './includes-hours';

/**
 * A price the page states once for every lunch, outside the day blocks: in the intro above the first day
 * ('Pris 118 kr', 'Vecka 11. Lunch 122 kr med sallad, bröd och kaffe.', 'Öppet hela sommaren! Dagens lunch 115 kr')
 * or in a line below the last dish ('Pris 125:- inkl. sallad och kaffe. Avhämtning 110:-'). Read by scope, not by
 * the line's kind: such a line is often taken for a loose dish or a note. A staff-card, takeaway, child, extra or
 * other meal's price is not it ('med personalkort 95 kr', 'Helgbrunch 245 kr'), nor a price labelled by a word
 * other than a lunch word ('Kaffe och kaka 35 kr', 'Pizza 95 kr').
 */
export interface PagePrices {
  /** The one lunch price stated outside the days, when exactly one distinct is. */
  all?: number;
  /** 'Pasta 109 kr, Secondo 135 kr' in the intro: a price per label, for dishes carrying that label. */
  byLabel: Map<string, number>;
}

/** Label words of a price for every lunch ('Pris', 'Dagens lunch', 'Alla rätter', 'Lunchen kostar'). */
const LUNCH_LABEL = /^(?:(?:dagens|veckans|alla|samtliga|ordinarie|vår|our)\s+)?(?:pris|price|lunchpris|priset|lunch|lunchen|luncher|lunchbuffé|buffé|buffet|sommarlunch|rätter|rätt|dagens|dishes|all dishes|meny|menu)?(?:\s+(?:kostar|costs|är|is|för alla|per person|pp|inkl\.?|från kl\.?)?)?\s*:?$/iu;
/** 'Dagens pasta 109 kr': today's one kind of dish at one price, on a page of that kind. */
const DAGENS_KIND = /^(?:dagens|veckans)\s+(\p{L}{3,})\s*:?$/iu;
/** The same lunch on other terms: a staff card, takeaway, a child's, a member's ('Avhämtning 110:-', 'med personalkort 95 kr'). */
const PRICE_CONDITION = /(?<!\p{L})(?:personal\p{L}*|\p{L}*kort|avhämt\p{L}*|hämtpris|take[\s-]?away|takeaway|barn\p{L}*|pensionär\p{L}*|student\p{L}*|senior\p{L}*|medlem\p{L}*|abonnemang)(?!\p{L})/iu;
/** A cheap first look for PRICE_CONDITION (its look-behinds and '\p{L}*kort' are slow on every line). */
const CONDITION_HINT = /kort|avhämt|hämtpris|away|personal|barn|pension|student|senior|medlem|abonnemang/i;
/** The text names a price's other terms (see PRICE_CONDITION). */
export const isPriceCondition = (text: string): boolean => CONDITION_HINT.test(text) && PRICE_CONDITION.test(text);
/** A price of something else than the ordinary lunch: an extra, another meal, a starting price. */
const OTHER_OFFER = /(?<!\p{L})(?:extra|tillägg|tillval|kaffe|kaka|dryck\p{L}*|läsk|dessert|efterrätt|brunch|frukost|middag|kväll\p{L}*|helg\p{L}*|lördag|söndag|à la carte|a la carte|från|from|rabatt|halv\p{L}*|portion|bakelse|fika|gäst\p{L}*)(?!\p{L})/iu;
const notLunch = (text: string) => isPriceCondition(text) || OTHER_OFFER.test(text);
/** Words naming the visitor, who pays the lunch's ordinary price ('gäster', 'besökare', 'externa', 'allmänheten'). */
const GUEST = /(?<!\p{L})(?:gäst|gäster|gästpris|besökare|besökande|besökspris|besökarpris|extern|externa|externpris|allmänheten|visitors?|visitor price|guests?|guest price)(?!\p{L})/giu;
const GUEST_CELL = /^\s*(?:gäst|gäster|gästpris|besökare|besökande|besökspris|besökarpris|extern|externa|externpris|visitors?|guests?)\s*:?\s*$/iu;
/** The text without the visitor's words and the words tying them to a price ('för gäster och', 'Priser: gäster'). */
const GUEST_WORD = new RegExp(GUEST.source, 'iu');
const guestless = (text: string): string => {
  if (!GUEST_WORD.test(text)) return text;
  return text.replace(GUEST, ' ').replace(/(?<!\p{L})(?:för|for|och|and)(?!\p{L})/giu, ' ').replace(/(?<!\p{L})(?:priser|prices)(?!\p{L})/giu, 'pris').replace(/\s{2,}/gu, ' ');
};
/** What the lunch includes is no condition ('Lunchbuffé med dagens varmrätt, salladsbar och kaffe: 139 kr'). */
const SERVED = /(?:^|\s)(?:inkl\.?|inklusive|incl\.?|including|med|with|serveras)\s.*$/iu;
/** '– varmrätt, salladsbuffé, bröd och kaffe' after a price: a dash or colon, then words only (no price, no condition). */
const INCLUDED_LIST = /^\s*[–—:-]\s+[^\d]+$/u;
/** Sentences and list items of a line: each price's label is read from its own. */
const PARTS = /(?<=[\p{L}\d]{2}|kr|:-|\))[.!?]\s+(?=\p{Lu})|\s+[·•|]\s+/u;
/** A price with its unit ('118 kr', '129:-', 'SEK 115', 'Pris: 109'): bare numbers (dates, hours) are not prices here. */
const PRICE = /(?<![\d.,/])(\d{2,4})(?:[.,](?:00|-)(?!\d))?\s*(?:kr\b\.?|kronor\b|sek\b|:-|\.-|,-)|\b(?:kr|sek)\.?\s*(\d{2,4})(?!\d)|\b(?:pris|price|lunchpris)\s*:?\s*(\d{2,4})(?![\d:.])/giu;
/** What the page states with each price: its value and the words before it (since the previous price) and after it. */
function statedPrices(sentence: string): Array<{ price: number; label: string; after: string }> {
  const found: Array<{ price: number; start: number; end: number }> = [];
  for (const m of sentence.matchAll(PRICE)) {
    const price = Number(m[1] ?? m[2] ?? m[3]);
    if (price >= 20 && price <= 1000) found.push({ price, start: m.index, end: m.index + m[0].length });
  }
  return found.map((f, i) => ({
    price: f.price,
    label: sentence.slice(i === 0 ? 0 : found[i - 1].end, f.start),
    after: sentence.slice(f.end, found[i + 1]?.start ?? sentence.length),
  }));
}

export function pagePrices(lines: Line[], page: PageReading, categories: string[]): PagePrices {
  const byLabel = new Map<string, number>();
  const dishLines = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish)].map((d) => d.line));
  const dayLines = [...page.lineKinds].filter(([, kinds]) => kinds.includes('day')).map(([line]) => line);
  if (dishLines.length === 0) return { byLabel };
  const first = Math.min(...dayLines, ...dishLines);
  const last = Math.max(...dishLines);
  const wanted = new Set(categories.map((c) => c.toLowerCase()));
  const all = new Set<number>();
  /** 'Måltid | Boende | Gäst', '| Personal | Besökare': a price table's column of the visitor's prices, counted from the right. */
  let guestColumn: { at: number; of: number } | undefined;
  for (const line of lines) {
    if (line.index >= first && line.index <= last) continue;
    const guestAt = line.cells.length >= 2 ? line.cells.findIndex((c) => GUEST_CELL.test(c)) : -1;
    if (guestAt >= 0) guestColumn = { at: guestAt, of: line.cells.length };
    if (!/\d/.test(line.text)) continue;
    // A row of the price table: its label and the visitor's price only ('Lunch | 80 kr | 95 kr' under 'Boende | Gäst').
    const column = guestColumn && line.cells.length >= 2 ? line.cells.length - guestColumn.of + guestColumn.at : -1;
    const cells = column > 0 && column < line.cells.length ? [line.cells[0], line.cells[column]] : line.cells;
    // '(85 kr med personalkort)': a bracket beside the price is another price's condition. A row's cells read as one
    // label and its price ('Lunch | 120 kr', 'Barn under 12 | 65 kr').
    const text = cells.join(' ').replace(/\([^)]*\)/g, ' ');
    for (const part of text.split(PARTS)) {
      const stated = statedPrices(part);
      for (const [n, { price, label: raw, after }] of stated.entries()) {
        // 'Lunch 105 kr med personalkort': the words before a price (or its condition after it) say whose it is. Before a
        // later price, what follows a comma is that price's label ('gäster 95 kr, personal 80 kr').
        // 'Lunchbuffé 139 kr – varmrätt, salladsbuffé, nybakat bröd och kaffe': a list of what comes with it is no condition.
        const told = n < stated.length - 1 ? after.split(/[,;]/u)[0] : after;
        const condition = guestless(INCLUDED_LIST.test(told) && readIncludes(told).length >= 2 ? '' : told.replace(SERVED, ''));
        // ', med personalkort 95 kr': a label opening with its condition is all condition.
        // 'Lunch, gäst 90 kr', 'Priser: gäster 95 kr', '98 kronor för gäster': the visitor's price is the lunch's.
        const own = /^\s*\p{L}/u.test(raw) ? raw.replace(SERVED, '') : raw;
        const label = guestless(own).replace(/^[\s,;–—-]+|[\s,;:–—-]+$/gu, '');
        // 'Externa gäster 145 kr' alone says whose price, not of what (a breakfast's, a conference's): not the lunch's.
        if (notLunch(label) || notLunch(condition) || (label === '' && GUEST_WORD.test(own))) continue;
        const key = label.replace(/[:.\s]+$/u, '').toLowerCase();
        if (wanted.has(key)) byLabel.set(key, price);
        else if (LUNCH_LABEL.test(label) || (DAGENS_KIND.test(label) && !wanted.has(DAGENS_KIND.exec(label)![1].toLowerCase()))) all.add(price);
      }
    }
  }
  return { ...(all.size === 1 ? { all: [...all][0] } : {}), byLabel };
}
