import type { Weekday } from '../options';
import type { DraftDish, PageReading } from './assemble';
import { inCapitals } from './heading-like';
import type { Line } from './lines';
import { readDayWord } from './weekdays';

/**
 * Ambiguities a single line cannot settle, decided by the page's own evidence (how its other dish lines
 * look), never by flags of earlier lines.
 */

/**
 * Page builders put each dish as a title line with its price and a capitalised description line below
 * ('Pannbiff 135 kr' / 'Potatismos, gräddsås'). When every unpriced dish line of the day sections follows
 * a priced dish without a description, at least twice, and the page states no price the unpriced lines
 * could take instead, those lines are descriptions.
 */
export function foldPageBuilderDescriptions(page: PageReading): void {
  if (page.allPrices.length > 0 || page.categoryPrices.size > 0) return;
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  let pairs = 0;
  for (const list of lists) {
    for (const [i, dish] of list.entries()) {
      if (dish.price !== null) continue;
      const above = list[i - 1];
      if (!above || above.price === null || above.description || above.category !== dish.category || above.line !== dish.line - 1) return;
      pairs++;
    }
  }
  if (pairs < 2) return;
  for (const list of lists) {
    for (let i = list.length - 1; i >= 1; i--) {
      if (list[i].price !== null) continue;
      const above = list[i - 1];
      above.description = list[i].name;
      above.tags = [...new Set([...above.tags, ...list[i].tags])];
      list.splice(i, 1);
    }
  }
}

/**
 * Title, description, price ('Lasagne al forno' / 'Långkokt ragù, béchamel och parmesan' / '125 kr'): when every price line
 * of the page closes exactly two unpriced lines, and three days or more hold two such priced pairs each, a pair is a dish
 * and the line under its name, not two dishes sharing one price (a day's two dishes at one price have one price line).
 */
export function foldPricedPairs(page: PageReading): void {
  if (page.blockSizes.length < 3 || !page.blockSizes.every((n) => n === 2)) return;
  const lists = page.blocks.flatMap((b) => [...b.days.values()]).filter((l) => l.length > 0);
  const paired = (list: DraftDish[]) => list.length % 2 === 0 && list.every((d, i) => d.priceScope === 'block' &&
    (i % 2 === 0 || (d.line === list[i - 1].line + 1 && d.price === list[i - 1].price && d.category === list[i - 1].category && !list[i - 1].description)));
  if (!lists.every(paired) || lists.filter((l) => l.length >= 4).length < 3) return;
  for (const list of lists) foldSecondLines(list, (title, second) => Object.assign(title, { priceScope: 'dish', tags: [...new Set([...title.tags, ...second.tags])] }));
  // The pairs are read: no longer a reason to doubt (odd-dishes.ts).
  page.blockSizes = [];
}

/** 'Pickled red onion, cashew sour cream, coriander': a comma list of a dish's parts, with no word joining them into a dish. */
const COMPONENT_LIST = /^[^,]+(?:,[^,]+)+$/u;
const JOINING_WORD = /(?<!\p{L})(?:med|with|och|and|samt|serveras|served|i|in|på|on)(?!\p{L})|&/iu;
const isComponentList = (d: DraftDish) => d.price === null && !d.category && COMPONENT_LIST.test(d.name) && !JOINING_WORD.test(d.name);

/**
 * A title line and the line of its parts under it ('Smoky black bean chili with lime rice' / 'Pickled red onion, cashew
 * sour cream, coriander'): when every day of three or more gives its dishes as such pairs, each second line a bare comma
 * list and no first line one, the lists describe the dishes above them.
 */
export function foldComponentLines(page: PageReading): void {
  const lists = page.blocks.flatMap((b) => [...b.days.values()]).filter((l) => l.length > 0);
  if (lists.length < 3) return;
  const paired = (list: DraftDish[]) => list.length % 2 === 0 &&
    list.every((d, i) => (i % 2 === 1 ? isComponentList(d) && d.line === list[i - 1].line + 1 && !list[i - 1].description : !isComponentList(d)));
  if (!lists.every(paired)) return;
  for (const list of lists) foldSecondLines(list);
}

/** A list of (name, line under it) pairs: each second line becomes its name's description. */
function foldSecondLines(list: DraftDish[], also?: (title: DraftDish, second: DraftDish) => void): void {
  for (let i = list.length - 1; i >= 1; i -= 2) {
    list[i - 1].description = list[i].name;
    also?.(list[i - 1], list[i]);
    list.splice(i, 1);
  }
}

/**
 * Bilingual pages ('Bräserad oxkind' / 'Braised beef cheek', either order): when the English dishes of the
 * day sections sit right beside a Swedish one, at least twice and for half the dishes, they are translations.
 * The Swedish dish is kept, with the English line's price when it has none.
 */
export function dropTranslations(page: PageReading): void {
  const lists = page.blocks.flatMap((b) => [...b.days.values(), b.weekly.map((w) => w.dish)]);
  const total = lists.reduce((n, l) => n + l.length, 0);
  let pairs = 0;
  // 'Veg: Rostad pumpa …' / 'Veg: Roasted pumpkin …': a pair under one label is a translation whatever the share (the
  // unlabelled pairs of such a page may already be read as one dish).
  let labelledPairs = 0;
  for (const list of lists) {
    for (const [i, dish] of list.entries()) {
      if (!dish.english) continue;
      const partner = [list[i - 1], list[i + 1]].find((d) => d && !d.english && Math.abs(d.line - dish.line) === 1);
      if (partner) pairs++;
      if (partner && dish.category && partner.category?.toLowerCase() === dish.category.toLowerCase()) labelledPairs++;
    }
  }
  if (pairs < 2 || (pairs * 2 < total && labelledPairs < pairs)) return;
  for (const block of page.blocks) {
    for (const [day, list] of block.days) block.days.set(day, withoutEnglish(list));
    const kept = new Set(withoutEnglish(block.weekly.map((w) => w.dish)));
    block.weekly = block.weekly.filter((w) => kept.has(w.dish));
  }
}

function withoutEnglish(list: DraftDish[]): DraftDish[] {
  list.forEach((dish, i) => {
    if (!dish.english || dish.price === null) return;
    const partner = [list[i + 1], list[i - 1]].find((d) => d && !d.english && Math.abs(d.line - dish.line) === 1);
    if (partner && partner.price === null) Object.assign(partner, { price: dish.price, priceScope: dish.priceScope, ownPrice: true });
  });
  return list.filter((d) => !d.english);
}

/**
 * 'Meny v.48 ... (English below)' / 'Menu week 48 ...': a second block of the same week whose dishes are all
 * English, after a block with Swedish dishes, is the translation of the first: its dishes are dropped.
 */
export function dropTranslatedBlocks(page: PageReading): void {
  const dishesOf = (b: PageReading['blocks'][number]) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish)];
  page.blocks.forEach((block, i) => {
    const own = dishesOf(block);
    if (!block.week || own.length === 0 || !own.every((d) => d.english)) return;
    const original = page.blocks.slice(0, i).find((b) => b.week?.year === block.week!.year && b.week?.week === block.week!.week &&
      dishesOf(b).some((d) => !d.english));
    if (!original) return;
    block.days.clear();
    block.weekly = [];
  });
}

/**
 * Row labels: the same text opening a table row before another dish of that row, on three or more days
 * ('Bistro Smedjan | Kycklinggryta med ris | 119 kr'), names a venue or a column the page did not head: never
 * a dish. They are dropped; the distinct labels are returned (two or more: the page lists several venues).
 */
export function dropRowLabels(page: PageReading): string[] {
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  const seen = new Map<string, { labelled: number; other: number }>();
  const key = (d: DraftDish) => d.name.toLowerCase();
  for (const list of lists) {
    list.forEach((dish, i) => {
      const entry = seen.get(key(dish)) ?? { labelled: 0, other: 0 };
      const labels = list.slice(i + 1).some((d) => d.line === dish.line) && !list.slice(0, i).some((d) => d.line === dish.line);
      if (labels) entry.labelled++;
      else entry.other++;
      seen.set(key(dish), entry);
    });
  }
  const labels = new Set([...seen].filter(([, e]) => e.labelled >= 3 && e.other === 0).map(([name]) => name));
  if (labels.size === 0) return [];
  const names = new Set<string>();
  for (const block of page.blocks) {
    for (const [day, list] of block.days) {
      block.days.set(day, list.filter((d) => {
        if (!labels.has(key(d))) return true;
        names.add(d.name);
        return false;
      }));
    }
  }
  return [...names];
}

/**
 * The same unpriced text under three or more days while the other dishes of those days carry their own
 * price ('Soup of the week', a venue's name over its dishes): more likely a heading than a dish.
 */
export function repeatedUnpricedLines(page: PageReading): number {
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  const count = new Map<string, number>();
  for (const list of lists) {
    if (!list.some((d) => d.ownPrice)) continue;
    for (const name of new Set(list.filter((d) => d.price === null).map((d) => d.name.toLowerCase()))) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count.values()].filter((n) => n >= 3).length;
}

/**
 * 'Kött 125 kr · Fisk 135 kr' stated, then 'Kött Kalops med rödbetor': a category word without a colon is only
 * a label when the page itself prices that category and two or more unlabelled dishes start with such a word
 * followed by a capitalised name. Then the word becomes the dish's category.
 */
export function splitStatedCategoryWords(page: PageReading): void {
  if (page.categoryPrices.size === 0) return;
  const lists = page.blocks.flatMap((b) => [...b.days.values(), b.weekly.map((w) => w.dish)]);
  const labelled = lists.flat().flatMap((d) => {
    const m = /^(\p{L}+)\s+(?=\p{Lu})/u.exec(d.name);
    return m && !d.category && page.categoryPrices.has(m[1].toLowerCase()) ? [{ d, word: m[1], rest: d.name.slice(m[0].length) }] : [];
  });
  if (labelled.length < 2) return;
  for (const { d, word, rest } of labelled) Object.assign(d, { category: word, name: rest });
}

/**
 * 'Veggie: Roasted cauliflower ...' under every day: an unknown label before a colon is read as the dish's name
 * with the text after it as description ('Vitello tonnato: braised veal ...'). When the same such name opens
 * dishes on three or more days, each time with another description, it is a label: the description is the dish.
 * The same holds for a short heading-shaped name on a line of its own ('Classic' / '125 kr' / 'Kåldolmar med …').
 */
export function unfoldRepeatedLabels(page: PageReading): void {
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  const seen = new Map<string, { days: number; descriptions: Set<string> }>();
  for (const list of lists) {
    for (const name of new Set(list.filter((d) => d.description && (d.labelled || labelShaped(d.name))).map((d) => d.name.toLowerCase()))) {
      const entry = seen.get(name) ?? { days: 0, descriptions: new Set<string>() };
      entry.days++;
      list.filter((d) => d.name.toLowerCase() === name).forEach((d) => entry.descriptions.add(d.description));
      seen.set(name, entry);
    }
  }
  const labels = new Set([...seen].filter(([, e]) => e.days >= 3 && e.descriptions.size >= 3).map(([name]) => name));
  if (labels.size === 0) return;
  for (const d of lists.flat()) {
    if (!(d.labelled || labelShaped(d.name)) || !labels.has(d.name.toLowerCase())) continue;
    Object.assign(d, { category: d.name, name: d.description, description: '' });
  }
}

/** A venue or caption heading read as a dish: short, no sides, not priced on its own line. */
function headingShaped(d: DraftDish): boolean {
  return !d.ownPrice && labelShaped(d.name);
}
/** Short and without sides: one to three words, no number, no connector ('Classic', 'Bao Bar', not 'Pannbiff med lök'). */
function labelShaped(name: string): boolean {
  return name.trim().split(/\s+/).length <= 3 && name.length <= 28 && !/\d/.test(name) && !VENUE_CONNECTOR.test(name);
}
const VENUE_CONNECTOR = /,|(?<!\p{L})(?:med|och|i|på|samt|with|and|in|on|à|al|utan|eller)(?!\p{L})/iu;

/**
 * Venue and caption headings over each dish ('Kantin Syd' / 'Pannbiff med lök', 'Bao Bar' / 'Bao med kyckling'):
 * a heading-shaped name directly followed by a dish at least two words longer. When two or more such names
 * head dishes on three or more days each, they are the page's venues: dropped and returned. Otherwise the
 * count of day sections holding three or more of them is returned as doubt (a person decides).
 */
export function dropVenueHeadings(page: PageReading): { venues: string[]; doubtful: number } {
  const lists = page.blocks.filter((b) => !b.orphan).flatMap((b) => [...b.days.values()]);
  const days = new Map<string, number>();
  const elsewhere = new Set<string>();
  let doubtful = 0;
  for (const list of lists) {
    const heads = new Set<string>();
    list.forEach((d, i) => {
      const next = list[i + 1];
      const key = d.name.toLowerCase();
      const heads1 = headingShaped(d) && !!next && next.line > d.line && next.line <= d.line + 2 &&
        next.name.trim().split(/\s+/).length > d.name.trim().split(/\s+/).length;
      if (heads1) heads.add(key);
      else elsewhere.add(key);
    });
    heads.forEach((k) => days.set(k, (days.get(k) ?? 0) + 1));
    if (heads.size >= 3) doubtful++;
  }
  const venues = new Set([...days].filter(([k, n]) => n >= 3 && !elsewhere.has(k)).map(([k]) => k));
  if (venues.size < 2) return { venues: [], doubtful };
  const names = new Set<string>();
  for (const block of page.blocks) {
    for (const [day, list] of block.days) {
      block.days.set(day, list.filter((d) => {
        if (!venues.has(d.name.toLowerCase())) return true;
        names.add(d.name);
        return false;
      }));
    }
  }
  return { venues: [...names], doubtful: 0 };
}

/**
 * 'FRÅN GÅRDEN' / 'Kalvfärsbiff med murklesås' / 'FRÅN HAVET' / 'Smörstekt gös ...': short unpriced lines in
 * capitals, each right above a dish in ordinary case, on a page whose dishes are written in ordinary case, are
 * category headings. At least two such headings; each labels the dishes under it until the next one.
 */
export function foldCapitalHeadings(page: PageReading): void {
  const lists = page.blocks.flatMap((b) => [...[...b.days.values()], b.weekly.map((w) => w.dish)]);
  const all = lists.flat();
  const isHeading = (d: DraftDish, next: DraftDish | undefined) =>
    // A bare price under the list ('195 SEK') priced the heading with the dishes: no price of its own.
    inCapitals(d.name) && (d.price === null || (!d.ownPrice && d.price === next?.price)) && !d.category && !d.description && d.name.split(/\s+/).length <= 4 && !/\d/.test(d.name) &&
    !!next && !inCapitals(next.name) && next.line > d.line && next.line <= d.line + 2;
  const headings = new Set<DraftDish>();
  for (const list of lists) list.forEach((d, i) => isHeading(d, list[i + 1]) && headings.add(d));
  const ordinary = all.filter((d) => !headings.has(d) && !inCapitals(d.name)).length;
  if (headings.size < 2 || ordinary < 2 * (all.length - headings.size - ordinary) || ordinary < headings.size) return;
  const label = (name: string) => name.charAt(0) + name.slice(1).toLowerCase();
  for (const block of page.blocks) {
    const relabel = (list: DraftDish[]): DraftDish[] => {
      let current: string | undefined;
      return list.filter((d) => {
        if (headings.has(d)) {
          current = label(d.name);
          return false;
        }
        if (current && !d.category) d.category = current;
        return true;
      });
    };
    for (const [day, list] of block.days) block.days.set(day, relabel(list));
    const kept = new Set(relabel(block.weekly.map((w) => w.dish)));
    block.weekly = block.weekly.filter((w) => kept.has(w.dish));
  }
}

/**
 * A lunch guide's day ('Kvarterskrogen · 125 kr' / 'Gård: Kalvfärsbiff …' / 'Veg: Linsgryta …' / 'Café Tornet · 99 kr' / …):
 * heading-shaped names each followed by at least two labelled dishes are venues, when one day has two or more
 * of them. Each is dropped and its price given to the dishes under it. Unknown one-word labels
 * ('Gård: Kalvfärsbiff med svampsås') beside known ones under such a venue are labels too: the text after them is the dish.
 * Returns the venue names.
 */
export function foldVenueRuns(page: PageReading): string[] {
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  const labelledDish = (d: DraftDish) => !!d.category || oneWordLabel(d);
  const venueAt = (list: DraftDish[], i: number) =>
    headingShapedName(list[i].name) && !list[i].category && !list[i].labelled && labelledDish(list[i + 1] ?? NONE) && labelledDish(list[i + 2] ?? NONE);
  const perList = lists.map((list) => list.filter((_, i) => venueAt(list, i)));
  // Two venues under one day at least: a single short dish above labelled ones ('Köttbullar' / 'Veg: …') is a dish.
  if (!perList.some((v) => v.length >= 2)) return [];
  const venues = perList.flat();
  for (const block of page.blocks) {
    for (const [day, list] of block.days) {
      let price: number | null = null;
      let inVenue = false;
      block.days.set(day, list.filter((d) => {
        if (venues.includes(d)) {
          [price, inVenue] = [d.price, true];
          return false;
        }
        if (!inVenue) return true;
        if (oneWordLabel(d)) Object.assign(d, { category: d.name, name: d.description, description: '', labelled: false });
        if (price !== null && d.price === null) Object.assign(d, { price, priceScope: 'category' });
        return true;
      }));
    }
  }
  return venues.map((v) => v.name);
}
const NONE = { name: '', price: 0 } as DraftDish;
/** 'Gård: Kalvfärsbiff med svampsås': one capitalised word before a colon, a dish name of two or more words after it. */
const oneWordLabel = (d: DraftDish): boolean =>
  !!d.labelled && /^\p{Lu}\p{Ll}{1,14}$/u.test(d.name) && /^\p{Lu}/u.test(d.description) && d.description.trim().split(/\s+/).length >= 2;
const headingShapedName = (name: string): boolean =>
  name.trim().split(/\s+/).length <= 3 && name.length <= 28 && !/\d/.test(name) && !VENUE_CONNECTOR.test(name);

/**
 * Tabs: the day titles in a row ('Mån' / 'Tis' / 'Ons' / 'Tors' / 'Fre') and the panels after them, so every
 * dish falls under the last title. When three or more bare day titles stand together, the dishes right after
 * them all went to the last one and their count divides evenly by the titles, the panels are the days in order.
 */
export function unfoldTabTitles(page: PageReading, lines: Line[]): void {
  const byIndex = new Map(lines.map((l) => [l.index, l]));
  for (const block of page.blocks) {
    const withDishes = [...block.days].filter(([, list]) => list.length > 0);
    if (withDishes.length !== 1) continue;
    const [lastDay, dishes] = withDishes[0];
    const first = Math.min(...dishes.map((d) => d.line));
    const titles: Weekday[] = [];
    for (let at = first - 1; ; at--) {
      const line = byIndex.get(at);
      const day = line && line.cells.length === 1 ? readDayWord(line.text) : null;
      if (!day || day.rest.trim() !== '' || titles.includes(day.day)) break;
      titles.unshift(day.day);
    }
    if (titles.length < 3 || titles[titles.length - 1] !== lastDay || dishes.length % titles.length !== 0) continue;
    const per = dishes.length / titles.length;
    const ordered = [...dishes].sort((a, b) => a.line - b.line);
    titles.forEach((day, i) => block.days.set(day, ordered.slice(i * per, (i + 1) * per)));
  }
}
