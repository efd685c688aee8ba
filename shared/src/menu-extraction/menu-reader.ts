import type { IsoDate } from '../iso-week';
import type { Weekday } from '../options';
import type { LunchHourSlot } from '../types';
import { readDiet } from './diet';
import { parseDishLine, readCategory, readCategoryHeading, type DishLine } from './dish-lines';
import { hasIncludesCue, readIncludes, readLunchHours, splitIncludes } from './includes-hours';
import {
  alternativeKeys, CATEGORY_PRICE_WORDS, categoryKey, CLOSED, CONTACT, CONTINUATION, ENGLISH_COLUMN, FOOTER, GENERIC_HEADER, isPriceLabel, PRICE_LABEL,
  PRICE_LABEL_WORD, PRICE_TIER, PRICES_HEADING, PROSE, TITLE,
} from './line-kinds';
import { isPriceOnly, readPrice } from './prices';
import { displayLine, hasLetters, looksEnglish, looksSwedish, normaliseLine, splitCells, tidy } from './text';
import { blockHasDishes, newBlock, sameWeek, type Block, type DraftDish } from './week-blocks';
import { findWeekMarker, readLeadingDate, weekOfDate } from './week-detection';
import { readDayRange, readDayWord } from './weekdays';


/**
 * Lines inside a day section that are not dishes: a code legend ('(V) = vegetarisk'), hashtags, social-media
 * furniture ('12 kommentarer', 'Gilla'), or a sentence of site text after the first ('Öl 59 kr. Fråga
 * personalen om allergener.').
 */
export function isSiteText(text: string): boolean {
  if (/=/.test(text) || /^(#[\p{L}\d_]+[\s,]*)+$/u.test(text)) return true;
  // 'Fredagar 20 kr extra för oxfilé', 'Take away 10 kr rabatt': a price note, not a dish.
  if (/(?<!\p{L})(extra|tillägg|tillkommer|rabatt|avdrag|billigare|dyrare)(?!\p{L})/iu.test(text) && readPrice(text, { allowBare: false }).price !== null) return true;
  if (/gilla|kommentar|delningar|(?<!\p{L})(likes|comments|shares)(?!\p{L})/iu.test(text)) return true;
  return text.split(/[.!?]\s+(?=\p{Lu})/u).slice(1).some((sentence) => FOOTER.test(sentence));
}

/** A label of a price list that names no dish: 'Lunch', 'Barn under 12', 'Take away' (not 'Vegetarisk paj'). */
function isTierLabel(text: string): boolean {
  return !hasLetters(text.replace(PRICE_LABEL, ' ')
    .replace(/(?<!\p{L})(take ?away|avhämtning|barn\p{L}*|pensionär\p{L}*|student\p{L}*|senior\p{L}*|under|över|år|upp till)(?!\p{L})/giu, ' '));
}

/** A cell naming the meal of a table row. */
const MEAL = /^(lunch|middag|frukost|kvällsmat|mellanmål|kvällsmål|dinner|breakfast|supper)$/iu;

/** A numbered list item: '1. Kalops', 'L2. Sötsur fläskfilé', '12) Pad thai'. */
const NUMBERED = /^\s*(?:\p{Lu}{1,2}\s?)?\d{1,3}\s*[.)]\s+\p{L}/u;

/** 'Pris 125 kr', 'Lunch 119:-': a price with nothing but label words. */
function isPriceStatement(text: string): boolean {
  const { price, rest } = readPrice(text, { allowBare: false });
  return price !== null && isPriceLabel(rest);
}

/** A line that stops mid-phrase: a comma, a joining word, or an adjective waiting for its noun ('rostade'). */
const OPEN_END = /(,|(?<!\p{L})(med|och|&|samt|i|på|with|and|in|of)|\p{L}{3,}(ade|ad|at|ta|da|iga|ig|iska|isk|ande))\s*$/iu;

/** Several days in one line ('Mån: Kalops. Tis: Lax.'): split before each day word that follows a sentence end. */
const DAY_SPLIT = /(?<=[.;]\s+)(?=(?:måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|mån|tis|ons|tors|tor|fre|lör|sön|monday|tuesday|wednesday|thursday|friday)\.?\s*[:-])/giu;

/**
 * Reads a page's text line by line into week blocks of dishes. Each line is tried, in order, as: lunch hours /
 * includes / price labels (readMeta), a week marker, a weekday heading or range, site furniture (footer,
 * contact, title), a category heading, and finally a dish of the current day or weekly section. Lines outside
 * any day or weekly section are not dishes (navigation, intros).
 */
export class MenuReader {
  readonly blocks: Block[] = [newBlock()];
  day: Weekday | null = null;
  /** Lines are dishes for several days ('Veckans rätter', 'Hela veckan', 'Mån-Fre'); null: not in such a section. */
  multiDay: { days: Weekday[] | null; category?: string; tentative?: boolean } | null = null;
  pendingCategory: string | undefined;
  /** A category heading over a list of days ('Dagens pizza' / 'Måndag – Hawaii' ...): the category of their dishes. */
  sectionCategory: string | undefined;
  lastDish: DraftDish | null = null;
  /** The dish read just before lastDish (to tell a description line from a second dish). */
  previousDish: DraftDish | null = null;
  /** Dishes read so far, and the last few of them (for a price cell that prices its whole table row). */
  dishCount = 0;
  readonly recentDishes: DraftDish[] = [];
  columns: Array<Weekday | null> | null = null;
  /** Reading the cells of a table row (a priced cell there is a dish, not a section heading). */
  inRow = false;
  /** Dishes read under the current day-columns header, per day (a 'Pris' row below prices them). */
  columnDishes = new Map<Weekday, DraftDish[]>();
  /** The line being read, normalised and as displayed (same length; see displayLine). */
  line = '';
  display = '';
  headerCells: Array<{ category?: string; price: number | null; skip?: boolean }> | null = null;
  globalPrice: number | null = null;
  readonly categoryPrices = new Map<string, number>();
  /** Prices stated for one weekday in a price list ('Fredag 139 kr'), for that day's own dishes. */
  readonly dayPrices = new Map<Weekday, number>();
  readonly hours: LunchHourSlot[] = [];
  /** Hour slots of a separate offer (weekend buffet, brunch): not lunch days for weekly dishes. */
  readonly offerSlots = new Set<LunchHourSlot>();
  readonly includes = new Set<string>();
  readonly labelPriced: Array<{ dish: DraftDish; price: number }> = [];
  signals = 0;
  weekStated = false;

  constructor(private readonly today: IsoDate) {}

  /** Inside a day or a weekly section (a section only guessed from a title does not count). */
  get inSection(): boolean {
    return this.day !== null || (this.multiDay !== null && !this.multiDay.tentative);
  }

  get block(): Block {
    return this.blocks[this.blocks.length - 1];
  }

  readLine(raw: string): void {
    // Very long lines are page prose or minified data, never a menu line; skipping them bounds the work per line.
    if (raw.length > 2000) return;
    const line = normaliseLine(raw);
    if (!line) return;
    this.line = line;
    this.display = displayLine(raw);
    if (readDayWord(line) && line.split(DAY_SPLIT).length > 1) {
      for (const part of line.split(DAY_SPLIT)) this.readLine(part);
      return;
    }
    // 'Served 11-14. Price 145 SEK incl. salad.': sentences of page information, read one by one.
    // Inside a section only when the first sentence is a price ('Pris 125 kr. Välkomna!').
    const sentences = readDayWord(line) ? [] : line.split(/(?<=\s\S*[\p{L}\d]{2}[.!])(?<!(?:inkl|incl|ca|kl|tel|nr|st|resp|bl\.a|t\.ex)\.)\s+(?=\p{Lu})/iu);
    if (sentences.length > 1 && (!this.inSection || isPriceStatement(sentences[0]) || sentences[0].split(/,\s+|\s+[/·•|]\s+/).every(isPriceStatement))) {
      for (const part of sentences) this.readLine(part);
      return;
    }
    // 'Vecka 48 · Alla rätter 109 kr · Inkl. sallad': info bits joined by bullets, read one by one.
    // 'Måndag: Köttbullar • Veg: Linsbiffar': in a section, dishes joined by a bullet when each later one has a label.
    if (this.inSection && /\s[·•]\s/.test(line)) {
      const parts = line.split(/\s+[·•]\s+/);
      if (parts.slice(1).every((p) => readCategory(p) && hasLetters(readCategory(p)!.rest))) {
        for (const part of parts) this.readLine(part);
        return;
      }
    }
    if (!this.inSection && /\s[·•]\s/.test(line)) {
      if (this.readPriceLabels(line)) return;
      for (const part of line.split(/\s+[·•]\s+/)) this.readLine(part);
      return;
    }
    if (line.includes('|')) {
      // 'Lunch 119:- | Sallad 109:-': a row of labelled prices, not dishes.
      if (this.readPriceLabels(line)) return;
      const cells = splitCells(line);
      // 'Lunch | 120 kr', 'Barn under 12 | 65 kr': a price-list row.
      if (cells.length === 2 && isPriceOnly(cells[1]) && hasLetters(cells[0]) && isTierLabel(cells[0]) && this.readPriceLabels(`${cells[0]} ${cells[1]}`)) return;
      if (cells.length >= 2) return this.readRow(cells);
      return this.readText(cells.join(' '));
    }
    this.readText(line);
  }

  private readRow(cells: string[]): void {
    this.inRow = true;
    try {
      this.readRowCells(cells);
    } finally {
      this.inRow = false;
    }
  }

  private readRowCells(cells: string[]): void {
    // 'Måndag | Lunch | Köttbullar' / ' | Middag | Smörgås': a meal column; only lunch rows are the menu.
    const meal = cells.findIndex((c) => MEAL.test(c));
    if (meal > 0 && cells.length >= 3) {
      if (!/^lunch$/iu.test(cells[meal])) {
        if (readDayWord(cells[0])) this.readText(cells[0]);
        return;
      }
      cells = cells.filter((_, i) => i !== meal);
    }
    const dayCells = cells.map((c) => this.dayHeadingOnly(c));
    const named = dayCells.filter(Boolean);
    // 'Måndag | Monday': one day in two languages is a day heading, not columns.
    if (named.length >= 2 && named.every((d) => d!.day === named[0]!.day) && cells.every((c, i) => dayCells[i] || c === '')) {
      return this.readText(cells.find((c, i) => dayCells[i])!);
    }
    if (dayCells.filter(Boolean).length >= 2) {
      // A header row of weekdays: the following rows hold one dish per day column.
      this.columns = dayCells.map((d) => d?.day ?? null);
      this.columnDishes = new Map();
      for (const d of dayCells) if (d?.date) this.noteDate(d.date);
      this.signals++;
      this.day = null;
      this.multiDay = null;
      return;
    }
    // 'Vecka 48 | Måndag | Pannbiff | 119 kr': a week column in front of the day.
    const weekCell = findWeekMarker(cells[0], this.today);
    if (weekCell && !hasLetters(weekCell.rest) && cells.length >= 3 && readDayWord(cells[1])) {
      this.readWeekMarker(cells[0]);
      return this.readRow(cells.slice(1));
    }
    if (this.columns && cells.length === this.columns.length + 1 && this.columns[0] !== null) {
      // The empty corner cell of the header was dropped: the first cell of each row is its category.
      this.columns = [null, ...this.columns];
    }
    if (this.columns && cells.length === this.columns.length && this.columnDishes.size > 0 &&
      cells.every((c, i) => c === '' || (/^\p{Ll}/u.test(c) && this.columns![i] !== null && this.columnDishes.has(this.columns![i]!)))) {
      // PDF columns too narrow for a dish: a row of lower-case cells continues each column's dish above.
      cells.forEach((cell, i) => {
        const day = this.columns![i];
        const last = day ? this.columnDishes.get(day)?.at(-1) : undefined;
        const rest = cell && last ? parseDishLine(cell) : null;
        if (last && rest) {
          last.name = `${last.name} ${rest.name}`;
          last.price ??= rest.price;
        }
      });
      return;
    }
    if (this.columns && cells.length === this.columns.length) {
      const category = this.columns[0] === null ? readCategoryHeading(cells[0])?.category ?? tidy(cells[0]) : undefined;
      cells.forEach((cell, i) => {
        const day = this.columns![i];
        if (!day || !hasLetters(cell)) return;
        if (CLOSED.test(cell)) return void this.block.closed.add(day);
        if (isPriceOnly(cell)) {
          // 'Pris | 125 kr | 125 kr | ...': a price row prices its column's dishes.
          const price = readPrice(cell).price;
          for (const d of this.columnDishes.get(day) ?? []) d.price ??= price;
          return;
        }
        const dish = parseDishLine(cell, category || undefined);
        if (dish) {
          this.addDish(dish, day);
          this.columnDishes.set(day, [...(this.columnDishes.get(day) ?? []), this.lastDish!]);
        }
      });
      return;
    }
    this.columns = null;
    if (this.headerCells && !this.day && cells.some((c) => c !== '') && cells.every((c) => c === '' || isPriceOnly(c)) && cells.length <= this.headerCells.length) {
      // A row of prices under the header ('| 125 kr | 125 kr | 110 kr'): each column's price.
      const offset = this.headerCells.length - cells.length;
      cells.forEach((c, i) => {
        if (c) this.headerCells![i + offset].price = readPrice(c).price;
      });
      return;
    }
    if (/^(dag|day|veckodag)$/iu.test(cells[0]) || (cells[0] === '' && !this.day)) {
      // 'Dag | Kött 129 kr | Vegetariskt 119 kr': the header names each column's category (and price).
      this.headerCells = cells.map((c) => {
        const price = readPrice(c, { allowBare: false });
        if (ENGLISH_COLUMN.test(price.rest)) return { skip: true, price: null };
        return { category: GENERIC_HEADER.test(price.rest) ? undefined : price.rest, price: price.price };
      });
      return;
    }
    const header = this.headerCells && this.headerCells.length === cells.length ? this.headerCells : null;
    // 'Pris | 125:- | 135:- | 115:-' under 'Dag | Kött | Fisk | Vegetariskt': each column's category price.
    if (header && /^(pris|priser|price|prices)$/iu.test(cells[0]) && cells.slice(1).every((c) => c === '' || isPriceOnly(c))) {
      cells.forEach((c, i) => {
        const category = header[i]?.category;
        if (i > 0 && c && category) this.categoryPrices.set(categoryKey(category), readPrice(c).price!);
      });
      return;
    }
    // A day in the first cell starts that day; the other cells are dishes, prices and diet codes.
    const first = readDayWord(cells[0]);
    const rest = first ? cells.slice(1) : cells;
    if (first) this.readText(cells[0]);
    else if (!this.inSection) return this.readText(cells.join(' '));
    let category: string | undefined;
    // html-to-text joins lines inside a cell with ' / ': several dishes in one cell, unless the second is a translation.
    const parts = rest.flatMap((cell) => {
      const split = cell.split(/\s+\/\s+/);
      return split.length > 1 && !split.slice(1).some(looksEnglish) && split.every((p) => p.length >= 4) ? split : [cell];
    });
    const rowStart = this.dishCount;
    let rowPrice: number | null = null;
    for (const [index, cell] of parts.entries()) {
      if (cell === '') continue;
      const column = header && parts.length === rest.length ? header[index + (first ? 1 : 0)] : undefined;
      if (column?.skip) continue;
      if (column?.category || column?.price) {
        const dish = hasLetters(cell) && !isPriceOnly(cell) ? parseDishLine(cell, column.category) : null;
        if (dish && this.day) {
          if (dish.price === null) dish.price = column.price;
          this.addDish(dish, this.day);
          continue;
        }
      }
      if (isPriceOnly(cell)) {
        // A price cell prices the dishes of its row that have none ('Måndag | Kött: X / Veg: Y | 119 kr').
        const price = readPrice(cell).price;
        const rowDishes = this.recentDishes.slice(rowStart - this.dishCount + this.recentDishes.length);
        const unpriced = rowDishes.filter((d) => d.price === null);
        // '129/119 kr': one price per dish of the row, in order.
        const several = /^(\d{2,4}(?:\s*\/\s*\d{2,4})+)\s*(?:kr|:-|sek)?\.?$/iu.exec(cell)?.[1].split('/').map(Number);
        if (several && several.length === unpriced.length) unpriced.forEach((d, i) => (d.price = several[i]));
        else if (unpriced.length) unpriced.forEach((d) => (d.price = price));
        else if (rowDishes.length === 0 && hasLetters(parts.slice(index + 1).join(' '))) rowPrice = price; // '125:- | Kalops'
        else if (this.lastDish && this.lastDish.price === null) this.lastDish.price = price;
        continue;
      }
      const diet = readDiet(`Rätt ${cell}`);
      if (this.lastDish && diet.tags.length && diet.text === 'Rätt') {
        // A cell of diet codes ('L, G') belongs to the dish before it.
        this.lastDish.tags = [...new Set([...this.lastDish.tags, ...diet.tags])];
        continue;
      }
      const heading = readCategoryHeading(cell);
      // A category word is the row's category only when dishes follow it in the row ('Kött | Kalops');
      // alone it is the dish ('125:- | Pasta').
      const dishesFollow = parts.slice(index + 1).some((p) => hasLetters(p) && !isPriceOnly(p));
      if (heading && !heading.weekly && dishesFollow) {
        category = heading.category;
        continue;
      }
      this.readText(cell, category, Boolean(heading && !heading.weekly));
    }
    if (rowPrice !== null) {
      const added = this.recentDishes.slice(this.recentDishes.length - Math.min(this.dishCount - rowStart, this.recentDishes.length));
      if (this.dishCount > rowStart && added[0]?.price === null) added[0].price = rowPrice;
    }
  }

  private dayHeadingOnly(cell: string): { day: Weekday; date: IsoDate | null } | null {
    const word = readDayWord(cell);
    if (!word) return null;
    const dated = readLeadingDate(word.rest, this.today);
    const rest = (dated ? dated.rest : word.rest).replace(/^[\s.:,-]+/, '');
    return rest === '' ? { day: word.day, date: dated?.date ?? null } : null;
  }

  private noteDate(date: IsoDate): void {
    const week = weekOfDate(date);
    this.weekStated = true;
    if (sameWeek(this.block.week, week)) return;
    if (this.block.week === null && !this.block.orphan) {
      this.block.week = week;
      this.block.lastWeek = week;
    } else if (blockHasDishes(this.block)) {
      this.blocks.push(newBlock(week));
    } else {
      this.block.week = week;
      this.block.lastWeek = week;
      this.block.orphan = false;
    }
  }

  /** One line or cell; `asDish` when a table cell holding only a category word is the dish itself. */
  private readText(text: string, category?: string, asDish = false): void {
    if (this.readMeta(text)) return;
    if (this.readWeekMarker(text)) return;
    if (this.readDays(text)) return;
    // '23 november' on its own line under 'MÅNDAG': the day's date, never a dish.
    const dateOnly = /^\d/.test(text) ? readLeadingDate(text, this.today) : null;
    if (dateOnly && !hasLetters(dateOnly.rest)) {
      if (this.day) this.noteDate(dateOnly.date);
      return;
    }
    if (FOOTER.test(text) || CONTACT.test(text) || /https?:\/\/|www\.|@\w/.test(text) || PRICES_HEADING.test(text)) {
      this.day = null;
      this.multiDay = null;
      this.sectionCategory = undefined;
      this.columns = null;
      return;
    }
    if (TITLE.test(text)) {
      // 'Veckans lunch' is usually the page title, sometimes the heading of a weekly list: dishes under it
      // count as weekly only when the page has no day sections (see extractMenu).
      if (!this.day) this.multiDay = { days: null, tentative: true };
      return;
    }
    const heading = asDish ? null : readCategoryHeading(text);
    if (heading) {
      if (heading.weekly) {
        this.sectionCategory = undefined;
        this.multiDay = { days: null, category: heading.category };
        this.day = null;
        this.signals++;
      } else {
        this.pendingCategory = heading.category;
      }
      return;
    }
    this.readDish(text, category);
  }

  /** Hours, includes and price-only lines. Returns true when the line held nothing else. */
  private readMeta(text: string): boolean {
    const slots = readLunchHours(text);
    const includes = hasIncludesCue(text) ? splitIncludes(text) : null;
    if (includes) readIncludes(includes.phrase).forEach((w) => this.includes.add(w));
    let body = includes ? includes.before : text;
    if (slots.length) {
      this.hours.push(...slots);
      this.signals++;
      // 'Måndag - Fredag 11.00 - 15.00 v.48': the week may share the hours line.
      const untimed = text.replace(/\d{1,2}[.:]\d{2}/g, ' ');
      const week = /(?<![\p{L}\d])(vecka|veckan|week|v|w)[.:]?\s*\d/iu.test(untimed) ? findWeekMarker(untimed, this.today) : null;
      if (week) this.readWeekMarker(`v ${week.week.week}`);
      // A buffet or brunch with its own hours is its own offer, not the days of the lunch menu.
      if (/buff[eé]|brunch/iu.test(text)) slots.forEach((s) => this.offerSlots.add(s));
      body = body
        .replace(/(?:kl\.?\s*)?\d{1,2}(?:[.:]\d{2})?\s*(?:-|till|to)\s*(?:kl\.?\s*)?\d{1,2}(?:[.:]\d{2})?/giu, ' ')
        .replace(/(?<!\p{L})(lunch(en)?|serveras|servering|öppet|öppettider|vardagar|alla dagar|mellan|kl|from|open|served|weekdays|daily)(?!\p{L})/giu, ' ');
      let range = readDayRange(tidy(body)) ?? null;
      while (range) {
        body = range.rest;
        range = readDayRange(tidy(body));
      }
      const single = readDayWord(tidy(body));
      if (single && !hasLetters(single.rest)) body = '';
      // 'Lunchbuffé lördag-söndag 12-16': day names anywhere in an hours line belong to the hours.
      body = body.replace(/(?<!\p{L})(?:(?:mån|tis|ons|tors|fre|lör|sön)(?:dag(?:ar)?)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\.?(?!\p{L})(?:\s*(?:-|–|och|&|till|to)\s*)?/giu, ' ');
    }
    const price = readPrice(body, { allowBare: false });
    const inDay = this.inSection;
    // 'Dagens 125 / Pasta 115 / Sallad 115': labelled bare prices.
    if (price.price === null && /\d{2,3}\s*(?:[/·•|,]|$)/.test(body) && /\s[/·•|]\s|,\s/.test(body) && this.readPriceLabels(body)) return true;
    // 'Veckans lunchpizzor – 95 kr', 'Dagens pasta – 105 kr': a priced heading opens its section with that price.
    const onePrice = (body.match(/\d{2,4}\s*(?:kr|:-|sek|,-|\.-)/giu) ?? []).length === 1 && !/(?<!\p{L})pris/iu.test(body);
    const heading = price.price !== null && onePrice && !this.inRow && !slots.length && !includes ? /^(veckans|dagens)\s+\p{L}+$/iu.exec(tidy(price.rest)) : null;
    if (heading && this.readPriceLabels(body)) {
      const category = tidy(price.rest).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
      this.day = null;
      this.multiDay = /^veckans/i.test(heading[1]) ? { days: null, category } : null;
      this.pendingCategory = this.multiDay ? undefined : category;
      return true;
    }
    if (inDay && price.price !== null && !includes && !slots.length && this.lastDish && this.lastDish.price === null && isPriceLabel(price.rest) && price.rest.split(/\s+/).length <= 2) {
      // 'Pris: 142:-' under a dish is that dish's price (unless it turns out to be the only one, see extractMenu).
      // A labelled price ('Pris 125 kr') closes a dish, never folds the dish above into a description.
      const labelled = PRICE_LABEL_WORD.test(body);
      this.priceForLastDish(price.price, !labelled);
      // A labelled or lone price after the last dish may be the price for all (see extractMenu).
      if (labelled || !/\p{L}/u.test(price.rest)) this.labelPriced.push({ dish: this.lastDish, price: price.price });
      return true;
    }
    if (price.price !== null && (!inDay ? true : (PRICE_LABEL_WORD.test(body) || PRICE_TIER.test(tidy(price.rest))) && isPriceLabel(price.rest))) {
      if (this.readPriceLabels(body)) return true;
    }
    // 'Dagens 125 kr · Veg 115 kr' after the menu: several labelled prices on one line.
    if (price.price !== null && inDay && body.split(/\s+[/·•|]\s+|,\s+|;\s*/).length >= 2 && this.readPriceLabels(body)) return true;
    if ((slots.length || includes) && !hasLetters((price.price !== null ? price.rest : body).replace(PRICE_LABEL, ' '))) {
      // 'Sallad, bröd och kaffe ingår i priset 119 kr': the price may sit in the includes phrase itself.
      const stated = price.price ?? (includes ? readPrice(includes.phrase, { allowBare: false }).price : null);
      if (stated !== null) this.globalPrice ??= stated;
      return true;
    }
    if (includes && hasLetters(includes.before)) {
      // A dish line ending with 'inkl. sallad': the dish is what precedes the phrase.
      if (includes.before !== text) {
        this.readText(includes.before);
        return true;
      }
    }
    return false;
  }

  /** 'Pris 129 kr', 'Alla rätter 125:-', 'Husman 125 kr / Vegetariskt 115 kr'. */
  private readPriceLabels(text: string): boolean {
    const parts = text.split(/\s+[/·•|]\s+|,\s+|;\s*/);
    // 'Kött 129 | Fisk 139 | Veg 119': bare numbers are prices only after category words, several in a row.
    const bare = parts.length >= 2 && parts.every((p) => {
      const r = readPrice(p);
      return r.price !== null && (CATEGORY_PRICE_WORDS.test(r.rest) || /^\s*dagens\s*$/iu.test(r.rest)) && isPriceLabel(r.rest);
    });
    // 'Lunch, pris 122 kr': a bare label word before the priced part belongs to it.
    const read = parts.map((p) => ({ part: p, ...readPrice(p, { allowBare: bare }) }))
      .filter((r, i, all) => !(r.price === null && i < all.length - 1 && !text.includes('|') && PRICE_LABEL_WORD.test(r.rest) && isPriceLabel(r.rest)));
    // 'Dagens 119 kr · Fredag 139 kr': a weekday names that day's price, beside other labels only.
    const dayLabel = (rest: string) => {
      const word = readDayWord(tidy(rest));
      return word && !hasLetters(word.rest) ? word.day : null;
    };
    const days = read.map((r) => (r.price !== null && !isPriceLabel(r.rest) ? dayLabel(r.rest) : null));
    if (days.every(Boolean)) return false;
    if (!read.every((r, i) => r.price !== null && (isPriceLabel(r.rest) || days[i]))) return false;
    // Several prices without labels ('| 125 kr | 125 kr | 110 kr') are a table's price row, not labels.
    if (read.length > 1 && read.some((r) => !/\p{L}/u.test(r.part.replace(/(?<!\p{L})(kr|sek|kronor)(?!\p{L})/giu, '')))) return false;
    for (const [i, r] of read.entries()) {
      // 'Soppa + varmrätt 149 kr': a combination, the price of neither alone.
      if (/\+|(?<!\p{L})(och|med|inkl\p{L}*)(?!\p{L})/iu.test(r.rest) && CATEGORY_PRICE_WORDS.test(r.rest)) continue;
      if (days[i]) {
        this.dayPrices.set(days[i]!, r.price!);
        continue;
      }
      const cat = CATEGORY_PRICE_WORDS.exec(r.rest);
      const letter = /^\s*(\p{Lu})\s*$/u.exec(r.rest);
      const alternatives = alternativeKeys(r.rest);
      alternatives.forEach((k) => this.categoryPrices.set(k, r.price!));
      if (cat && !this.categoryPrices.has(categoryKey(cat[1]))) this.categoryPrices.set(categoryKey(cat[1]), r.price!);
      else if (cat) continue;
      else if (letter) this.categoryPrices.set(letter[1].toLowerCase(), r.price!);
      else if (!alternatives.length) this.globalPrice ??= r.price;
    }
    this.signals++;
    return true;
  }

  private readWeekMarker(text: string): boolean {
    if (readDayWord(text)) return false;
    const marker = findWeekMarker(text, this.today);
    if (!marker) {
      // 'Lunchmeny 23/11', 'Meny från 23 november': a title with the week's first date.
      const title = /^(lunchmeny|lunchmenyn|lunch|meny|menyn|matsedel|menu|veckans (?:lunch|meny))\s*(?:för|från|from|:|-)?\s*/iu.exec(text);
      const dated = title ? readLeadingDate(text.slice(title[0].length), this.today) : null;
      if (!dated || tidy(dated.rest).split(/\s+/).filter(Boolean).length > 3) return false;
      this.noteDate(dated.date);
      this.signals++;
      this.day = null;
      this.multiDay = null;
      return true;
    }
    const rest = marker.rest;
    if (rest.split(/\s+/).length > 8) return false;
    // '2026-11-23 Måndag: Fläskkotlett': a dated day, read as a day.
    if (readDayWord(tidy(rest))) return false;
    // 'Lunch vecka 48 - alla rätter 129 kr': a week with the price for all dishes.
    if (readPrice(rest, { allowBare: false }).price !== null && !this.readPriceLabels(rest)) return false;
    this.weekStated = true;
    this.signals++;
    this.day = null;
    this.multiDay = null;
    this.columns = null;
    this.sectionCategory = undefined;
    if (!blockHasDishes(this.block) && this.block.closed.size === 0) {
      this.block.week = marker.week;
      this.block.lastWeek = marker.lastWeek;
      this.block.orphan = false;
    } else if (!sameWeek(this.block.week, marker.week)) {
      this.blocks.push(newBlock(marker.week, marker.lastWeek));
    }
    return true;
  }

  private readDays(line: string): boolean {
    // 'Dagens lunch måndag 23/11', 'Lunch tisdag': a title in front of a day heading.
    const titled = /^(dagens\s+(lunch|meny|rätter|rätt)|lunch(meny)?|meny|menu|today's lunch)\s*[-:,]?\s+/iu.exec(line);
    let text = titled && readDayWord(line.slice(titled[0].length)) ? line.slice(titled[0].length) : line;
    // '23/11 Måndag', '23/11 - Måndag: Kalops': the date before the day.
    const leading = /^\d/.test(text) ? readLeadingDate(text, this.today) : null;
    if (leading) {
      const after = leading.rest.replace(/^[\s.,:-]+/, '');
      const day = readDayWord(after);
      if (day) text = `${after.slice(0, after.length - day.rest.length)} ${text.slice(0, text.length - leading.rest.length).trim()}${day.rest}`;
    }
    const range = readDayRange(text);
    if (range) {
      const rest = tidy(range.rest);
      if (CLOSED.test(rest)) {
        range.days.forEach((d) => this.block.closed.add(d));
        return true;
      }
      this.day = null;
      this.multiDay = { days: range.days };
      if (rest) this.readDish(rest);
      return true;
    }
    const word = readDayWord(text);
    if (!word) return false;
    let rest = word.rest;
    const dated = readLeadingDate(rest.replace(/^[\s.,:-]+/, ''), this.today);
    if (dated) {
      rest = dated.rest;
      this.noteDate(dated.date);
    }
    // 'Mån 23 Helstekt fläskkarré': a day of the month alone after the day word.
    if (!dated) rest = rest.replace(/^\s*([12]?\d|3[01])\.?(?=\s+\p{Lu}|\s*$)/u, '');
    rest = tidy(rest);
    // 'Måndag 23/11 - Fredag 27/11': a range heading for the week, not a day.
    const until = readDayWord(rest);
    if (until && until.day !== word.day && !/^[/|]/.test(rest)) {
      const untilDate = readLeadingDate(until.rest.replace(/^[\s.,:-]+/, ''), this.today);
      if (untilDate || !hasLetters(until.rest)) {
        if (!dated) this.signals++;
        this.day = null;
        this.multiDay = null;
        return true;
      }
    }
    // 'Måndag / Monday': the second name is the translation.
    const again = /^[/|]?\s*/.exec(rest);
    const second = readDayWord(rest.slice(again ? again[0].length : 0));
    if (second && second.day === word.day) rest = tidy(second.rest);
    this.signals++;
    const dishes = this.block.days.get(word.day);
    if (!dated && dishes && dishes.length > 0 && this.day !== word.day) {
      // The same day again without a new week: a translation or an undated other week, never kept as this one.
      this.blocks.push(newBlock(null, null, true));
    }
    if (this.day === null && !this.multiDay && this.pendingCategory) this.sectionCategory = this.pendingCategory;
    if (this.day !== word.day) {
      this.pendingCategory = undefined;
      this.lastDish = null;
    }
    this.day = word.day;
    this.multiDay = null;
    this.columns = null;
    if (!this.block.days.has(word.day)) this.block.days.set(word.day, []);
    if (!rest) return true;
    if (CLOSED.test(rest)) {
      this.block.closed.add(word.day);
      return true;
    }
    if (isPriceOnly(rest) && !this.block.days.get(word.day)?.length) {
      // 'Måndag – 119 kr': the day's price, for its dishes below.
      this.dayPrices.set(word.day, readPrice(rest).price!);
      return true;
    }
    this.readDish(rest);
    return true;
  }

  private readDish(text: string, category?: string): void {
    if (!this.day && !this.multiDay) {
      // Outside any day, only an explicit weekly dish ('Veckans vegetariska: ...') counts.
      const dish = parseDishLine(text);
      if (dish?.weekly) this.addDish(dish, null);
      // A priced dish line after the page named its week: a weekly list if the page has no day sections.
      else if (dish && (dish.price !== null || NUMBERED.test(text)) && this.weekStated && !looksEnglish(text)) this.addDish(dish, null, null, text, true);
      return;
    }
    if (CLOSED.test(text)) {
      if (this.day) this.block.closed.add(this.day);
      return;
    }
    if (text.length > 220 || PROSE.test(text) || isSiteText(text)) return;
    if (isPriceOnly(text)) {
      const last = this.lastDish;
      const price = readPrice(text).price;
      this.priceForLastDish(price);
      // A lone price after the last dish may be the price for all (see extractMenu).
      if (last && this.lastDish === last && last.price === price && price !== null) this.labelPriced.push({ dish: last, price });
      return;
    }
    // A line opening with 'med ...' after a name ending like an adjective ('Kycklinggryta') is its description;
    // only a name cut at a comma or a joining word continues with one.
    const wraps = !CONTINUATION.test(text) || /(,|(?<!\p{L})(och|&|samt|with|and))\s*$/iu.test(this.lastDish?.name ?? '');
    if (this.lastDish && this.lastDish.open && wraps && this.lastDish.price === null && !this.lastDish.description && /^\p{Ll}/u.test(text) && !/^(kr|sek)\.?\s*\d/iu.test(text)) {
      // A dish wrapped over two lines (PDFs, narrow columns): the rest of its name.
      const rest = parseDishLine(text);
      if (rest) {
        this.lastDish.name = `${this.lastDish.name} ${rest.name}`;
        this.lastDish.price = rest.price;
        this.lastDish.open = OPEN_END.test(text);
        return;
      }
    }
    // ('kr 119 – Patatas bravas' starts with its price, not with a lower-case continuation.)
    if (this.lastDish && (CONTINUATION.test(text) || /^\(.*\)$/.test(text) || /^\p{Ll}/u.test(text)) && !/^(kr|sek)\.?\s*\d/iu.test(text)) {
      const { price, rest } = readPrice(text);
      this.lastDish.description = tidy(`${this.lastDish.description} ${rest}`);
      if (price !== null && this.lastDish.price === null) this.lastDish.price = price;
      return;
    }
    // A line with its own label ('Alt 2: Fish and chips') is a dish, not the translation of the one above.
    if (this.lastDish && this.lastDish.swedish && !this.lastDish.translated && !this.lastDish.followsEnglish && looksEnglish(text) && !readCategory(text)) {
      this.lastDish.translated = true;
      const price = readPrice(text).price;
      if (price !== null && this.lastDish.price === null) this.lastDish.price = price;
      return;
    }
    // 'Kassler med ris (veg: tofu med ris)': the vegetarian option in parentheses is a dish of its own.
    const vegOption = this.day ? /^(.*\S)\s*\(\s*(veg\p{L}*(?:\s+alternativ)?|vego|vegan\p{L}*)\s*:\s*([^()]{3,})\)\s*(.*)$/iu.exec(text) : null;
    if (vegOption) {
      const price = vegOption[4] ? ` ${vegOption[4]}` : '';
      this.readDish(`${vegOption[1]}${price}`, category);
      const dish = parseDishLine(`${vegOption[3]}${price}`, 'Vegetariskt');
      if (dish) this.addDish(dish, this.day);
      return;
    }
    // '1) Kalops 2) Fiskgratäng 3) Linsgryta': numbered options inline on one day line.
    if (this.day && /^\s*1\s*[).]\s+\S.*\s2\s*[).]\s+\S/u.test(text)) {
      for (const part of text.split(/\s+(?=\d{1,2}\s*[).]\s+\p{L})/u)) this.readDish(part, category);
      return;
    }
    // 'Kalops med rödbetor / Linsgryta med ris': several capitalised Swedish dishes on one day line.
    const dishesInLine = text.split(/\s+\/\s+/);
    if (this.day && dishesInLine.length >= 2 && dishesInLine.length <= 3 && dishesInLine.every((p) => /^\p{Lu}\p{Ll}{2}/u.test(p) && !looksEnglish(p))) {
      for (const part of dishesInLine) this.readDish(part, category);
      return;
    }
    // 'Köttbullar med mos / Meatballs with mash 129 kr': drop the English half, keep its price.
    let line = text;
    const halves = text.split(/\s+\/\s+/);
    if (halves.length === 2 && looksEnglish(halves[1]) && !looksEnglish(halves[0])) {
      const price = readPrice(halves[1]).price;
      line = price !== null && readPrice(halves[0]).price === null ? `${halves[0]} ${price} kr` : halves[0];
    } else if (halves.length === 2 && looksEnglish(halves[0]) && !looksEnglish(halves[1]) && looksSwedish(halves[1])) {
      // 'Meatballs with mash / Köttbullar med mos 125 kr': English first, the Swedish half is the dish.
      const price = readPrice(halves[0]).price;
      line = price !== null && readPrice(halves[1]).price === null ? `${halves[1]} ${price} kr` : halves[1];
    }
    const dish = parseDishLine(line, category ?? this.pendingCategory ?? this.multiDay?.category ?? (this.day ? this.sectionCategory : undefined));
    if (dish) this.addDish(dish, this.day, this.multiDay && !this.day ? this.multiDay.days : null, line);
  }

  /**
   * A price line after a dish. 'Pannbiff' / 'Potatismos, gräddsås och pressgurka' / '129 kr': when the two
   * lines before the price were read as two dishes without prices, the second is the first one's description.
   */
  private priceForLastDish(price: number | null, fold = true): void {
    const last = this.lastDish;
    if (!last || last.price !== null || price === null) return;
    const list = this.day ? this.block.days.get(this.day) : this.block.weekly;
    const before = fold && list && list.length >= 2 && list[list.length - 1] === last ? list[list.length - 2] : null;
    if (before && before.price === null && before === this.previousDish && !last.category) {
      list!.pop();
      before.description = tidy(`${before.description} ${last.name}`);
      before.price = price;
      this.lastDish = before;
      return;
    }
    last.price = price;
  }

  /** The page's own spelling of a text cut from the current line (its dashes and quotes). */
  private asDisplayed(text: string): string {
    const at = this.line.indexOf(text);
    return at >= 0 && this.display.length === this.line.length ? this.display.slice(at, at + text.length) : text;
  }

  private addDish(dish: DishLine, day: Weekday | null, days: Weekday[] | null = null, source = dish.name, loose = false): void {
    const draft: DraftDish = {
      name: this.asDisplayed(dish.name), description: '', price: dish.price, tags: dish.tags, category: dish.category,
      swedish: looksSwedish(source), translated: false, days, open: dish.price === null && OPEN_END.test(source),
    };
    const previous = this.lastDish;
    if (draft.swedish && !looksEnglish(source) && day && previous?.english && !previous.description && this.block.days.get(day)?.at(-1) === previous) {
      draft.followsEnglish = true;
    }
    draft.english = !draft.swedish && looksEnglish(source);
    // The name was tidied (a trailing comma dropped); keep the comma when the next line continues it.
    if (draft.open && /,\s*$/.test(source)) draft.name += ',';
    if (dish.weekly && day) draft.days = null;
    if (!day && this.multiDay?.tentative && !dish.weekly) draft.tentative = true;
    if (loose) draft.loose = true;
    this.block.last = draft;
    if (day && !dish.weekly) {
      const list = this.block.days.get(day) ?? [];
      list.push(draft);
      this.block.days.set(day, list);
    } else {
      this.block.weekly.push(draft);
    }
    this.previousDish = this.lastDish;
    this.lastDish = draft;
    this.dishCount++;
    this.recentDishes.push(draft);
    if (this.recentDishes.length > 16) this.recentDishes.shift();
  }
}
