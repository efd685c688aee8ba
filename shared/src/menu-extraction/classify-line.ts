import { weekdayOf, type IsoDate } from '../iso-week';
import { WEEKDAYS, type Weekday } from '../options';
import type { LunchHourSlot } from '../types';
import { isDiscountNote, isFileLink, isStayOffer } from './discount-note';
import { ALTERNATIVE_LEAD, parseDishLine, splitAlternatives, type DishLine } from './dish-lines';
import { holidayDay } from './holiday-days';
import { hasIncludesCue, readIncludes, readLunchHours, splitIncludes } from './includes-hours';
import {
  ALL_DISHES_WORDS, ALLERGY_HEADINGS, CATEGORY_WORDS, CLOSED_WORDS, DAY_NAMES, DAY_PRICE_SUFFIXES, DISH_VERBS, EXTRA_WORDS, FURNITURE_WORDS, MONTHS, SWEDISH_TOWNS, TODAY_HEADINGS,
  DRINK_LAST, FIKA_AND_DRINKS, MEAL_LABELS, NOTE_PHRASES, PLACEHOLDER_DISHES, NOTE_STARTS, PACKAGE_WORDS, PRICE_LABELS, PRICE_TIERS, SECTION_HEADINGS, SPECIAL_DAY_HEADINGS, TITLE_WORDS, WEEK_WORDS, type SectionKind,
} from './lexicon';
import { isPriceCondition } from './page-price';
import { barePricePair } from './price-pair';
import { WITH_SIDES } from './side-list';
import { readPrice, readPrices } from './prices';
import { looksEnglish, normaliseLine, tidy, wordAlternation } from './text';
import { readDayRange, readDayWord } from './weekdays';
import { dateOnWeekday, findWeekMarker, readLeadingDate } from './week-detection';
import type { ExtractedWeek } from './types';

/** Stage 2: one line (or table cell) -> one typed kind with its evidence. Pure: no page state. */

export type PriceKind = 'all' | 'category' | 'package' | 'extra' | 'tier' | 'bare';
export interface StatedPrice {
  price: number;
  kind: PriceKind;
  category?: string;
  /** The label as written ('Fish soup'), for a category line that turns out to be the day's dish. */
  label?: string;
}

export type LineKind =
  | { kind: 'week'; week: ExtractedWeek; lastWeek: ExtractedWeek; source: 'marker' | 'dates'; price: number | null; /** 'Lunch vecka 41 – Dagens 117 kr, Veg 107 kr': the categories' prices. */ prices?: StatedPrice[];
      /** '22–26 mars': the last day the stated dates cover. */ through?: IsoDate }
  | { kind: 'day'; day: Weekday; date?: IsoDate; rest: string }
  | { kind: 'dayRange'; days: Weekday[]; rest: string }
  | { kind: 'section'; section: SectionKind; heading: string; price: number | null }
  | { kind: 'title' }
  | { kind: 'category'; category: string; weekly: boolean; price: number | null }
  | { kind: 'closed'; reason: string }
  | { kind: 'price'; prices: StatedPrice[] }
  | { kind: 'includes'; words: string[]; price: number | null; /** Category prices beside what is included ('Husman 128 kr, Gröna 118 kr. Kaffe ingår.'). */ prices?: StatedPrice[]; /** Hours beside it ('Lunch serveras 11-14. Kaffe ingår.'). */ slots?: LunchHourSlot[] }
  | { kind: 'hours'; slots: LunchHourSlot[] }
  | { kind: 'description'; text: string; open: boolean }
  | { kind: 'dish'; dish: DishLine; english: boolean; /** Further dishes of the same line ('Kalops / Linsgryta'). */ more?: DishLine[] }
  | { kind: 'note' }
  | { kind: 'furniture' };

const alternation = wordAlternation;
const wordsRe = (words: readonly string[], flags = 'iu') => new RegExp(`(?<!\\p{L})(?:${alternation(words)})(?!\\p{L})`, flags);
const wholeRe = (words: readonly string[]) => new RegExp(`^(?:${alternation(words)})$`, 'iu');

const FURNITURE = new RegExp(`^(?:${alternation(FURNITURE_WORDS)})(?!\\p{L})`, 'iu');
const CONTACT = /(?<!\d)0\d{1,3}\s?-\s?\d{2,3}(?:\s?\d{2}){1,3}(?!\d)|(?<!\d)\d{3} ?\d{2} \p{Lu}\p{Ll}+|\S+@\S+\.\p{L}{2,}|(?:^|[·|]\s*)\p{L}*(gatan|vägen|torget|gränd|allén|backen|kajen|stigen|plan|promenaden|leden)\s+\d{1,3}\s*\p{L}?(?:,|$)|www\.|https?:\/\/|\.(?:se|com|nu)(?:\/|$)/iu;
/** 'L = laktosfri, G = glutenfri', '1 = gluten, 3 = ägg': a legend of diet or allergen codes. */
const LEGEND = /(?:^|,\s*)[\p{L}\d]{1,3}\s*=\s*\p{L}+.*,/u;
/** 'A och B = kött/fisk · V = vegetariskt': codes and their meanings, two or more, whatever the separator. */
const CODE_LEGEND = /^[\p{L}\d]{1,3}(?:\s*(?:och|and|&|,|\/)\s*[\p{L}\d]{1,3})*\s*=\s*\p{L}[^=]*[·,;|]\s*[\p{L}\d]{1,3}\s*=\s*\p{L}/u;
const SOCIAL = /(?<!\p{L})(kommentarer|delningar|gilla-markeringar|gilla|kommentera|dela|likes|comments|shares|billigare|rabatt)(?!\p{L})/iu;
const ALLERGY = new RegExp(`^(?:${alternation(ALLERGY_HEADINGS)})(?!\\p{L})`, 'iu');
const CLOSED_START = new RegExp(`^(?:${alternation(CLOSED_WORDS)})(?!\\p{L})`, 'iu');
/** A school holiday named with a price ('Sportlov? Barn äter halva priset'): an offer for the holiday, no closure. */
const HOLIDAY_OFFER = /^(?:\p{L}*lov|studiedag)(?!\p{L}).*(?<!\p{L})(?:priset|pris|kr|rabatt|gratis)(?!\p{L})/iu;
/** 'Öppet mån-fre 8-16 …', 'Öppettider: …', 'Opening hours …': a line giving the place's opening hours. */
const OPENING_HOURS = /^(?:öppet|öppettider|opening hours|open)(?!\p{L})/iu;
/** '… lör 10-14, sön stängt', '… helger stängt': only a weekend day is closed. */
const WEEKEND_CLOSED = /(?<!\p{L})(?:lör|sön|helg|sat|sun|weekend)\p{L}*\.?\s*[:–-]?\s*(?:stängt|closed)[\s!.]*$/iu;
const CLOSED_END = /(?<!\p{L})(stängt|stängd|closed|inställd|inställt|utgår)(?!\p{L})[\s!.]*$/iu;
const SECTION: Array<[SectionKind, RegExp]> = (Object.keys(SECTION_HEADINGS) as SectionKind[]).map((k) => [k, wholeRe(SECTION_HEADINGS[k])]);
const WEEKLY_WORD = wordsRe(SECTION_HEADINGS.weekly);
/** 'Veckans fisk', 'Veckans vego': a weekly heading is 'Veckans' plus one or two words that are not a page title. */
const WEEKLY_HEADING = /^(?:veckans|månadens|this week's|weekly)\s+(\p{L}+(?:\s\p{L}+)?)$/iu;
const TITLE = new RegExp(
  `^(?:(?:veckans|dagens|this week's|today's|weekly|daily|our|vår|vår\\s+)\\s*)?(?:${alternation(TITLE_WORDS)})(?:\\s+(?:${alternation(TITLE_WORDS)}))?$`,
  'iu',
);
/** "Today's meat", 'Todays veggie': a category word after 'today's' is the day's label, as 'Dagens kött' is. */
const CATEGORY = new RegExp(`^(?:(?:today's|todays)\\s+)?(?:${alternation(CATEGORY_WORDS)})$`, 'iu');
/** 'Lunch alt.', 'Vegetarisk alternativ 2': an alternative of a category labels the dish below it, as the category would. */
const CATEGORY_ALTERNATIVE = new RegExp(`^(?:${alternation(CATEGORY_WORDS)})\\s+(?:alt|alternativ)\\.?(?:\\s*\\d{1,2})?$`, 'iu');
const DISH_VERB = new RegExp(`^\\s*(?:${alternation(DISH_VERBS)})\\s+(?=\\p{L})`, 'iu');
const TITLE_WORD = wordsRe([...TITLE_WORDS, 'veckans', 'dagens', 'this', "week's", 'weekly', 'gäller', 'för', 'from', 'för', 'valid', 'matsedel', 'lunchmeny', 'och', 'and', 'till', 'to', 'den'], 'giu');
const OPTION = /^(?:alt|alternativ|rätt|nr|option|dagens|lunch)\.?\s*\d{1,2}(?:\s*(?:och|&|,|\/|-)\s*\d{1,2})*(?:\s*\([\p{L}\s/]{1,15}\))?$|^\p{Lu}$/iu;
const PACKAGE = wordsRe(PACKAGE_WORDS);
/** 'Dessert Äppelkräm', 'Lunch Kycklinggryta': a meal label and a capitalised dish with no separator between. */
const MEAL_LABEL = new RegExp(`^(${alternation([...MEAL_LABELS.lunch, ...MEAL_LABELS.other])})\\s+`, 'iu');
const LUNCH_LABEL = wholeRe(MEAL_LABELS.lunch);
const OTHER_MEAL_LABEL = wholeRe(MEAL_LABELS.other);
const PLACEHOLDER = new RegExp(`^(?:${alternation(PLACEHOLDER_DISHES)})[\\s!.]*$`, 'iu');
const EXTRA = new RegExp(`(?:^|\\s)(?:${alternation(EXTRA_WORDS)})(?!\\p{L})`, 'iu');
const TIER_WORD = wordsRe(PRICE_TIERS);
// 'Pensionär 95 kr', 'Barn under 12 år 65 kr', 'Barn 4-12 år': a tier word and up to four words or ages.
const TIER = new RegExp(`^(?:${alternation(PRICE_TIERS)})\\p{L}*(?:\\s+(?:\\p{L}+|\\d{1,2}(?:\\s*-\\s*\\d{1,2})?)){0,4}$`, 'iu');
/** 'Helger', 'Lör–sön', 'Lördagar och söndagar': a price label naming the weekend (read without its punctuation). */
const WEEKEND_LABEL = /^(?:på\s+|on\s+)?(?:helg(?:er|en|dagar)?|weekends?|lördag(?:ar)?\s+och\s+söndag(?:ar)?|lör(?:dag)?\s+sön(?:dag)?|saturdays?\s+and\s+sundays?)$/iu;
/** 'Fredagslunch 135 kr', 'Fredagspris': a price label naming a day. */
const DAY_PRICE = new RegExp(
  `^(${Object.values(DAY_NAMES).map((d) => d.full.filter((w) => /[åäö]|dag$/u.test(w)).join('|')).join('|')})s?(?:${alternation(DAY_PRICE_SUFFIXES)})$`,
  'iu',
);
const SPECIAL_DAY = new RegExp(`^(?:${alternation(SPECIAL_DAY_HEADINGS)})(?:\\s+(?:19|20)\\d\\d)?[\\s!.:]*$`, 'iu');
const NOTE_START = new RegExp(`^(?:${alternation(NOTE_STARTS)})(?!\\p{L})`, 'iu');
const NOTE_PHRASE = wordsRe(NOTE_PHRASES);
const FIKA_WORD = wholeRe(FIKA_AND_DRINKS);
const DRINK_LAST_WORD = wholeRe(DRINK_LAST);
/** 'Fredagsdessert', 'Dagens dessert', 'Veckans efterrätt': a dessert heading named by its day or week. */
const DESSERT_COMPOUND = /^(?:\p{L}+s?(?:dessert|efterrätt)|(?:dagens|veckans|today's|fredagens)\s+(?:dessert|efterrätt))$/iu;

/** 'House lager 0,4 l', 'Cola 33 cl': a drink's size (under a litre, or in centilitres), never a lunch dish's. */
const DRINK_SIZE = /(?<![\d,.])(?:0[,.]\d{1,2}\s*l|\d{2}\s*cl)(?!\p{L})/iu;
export const hasDrinkSize = (name: string): boolean => DRINK_SIZE.test(name);
/** 'Kaffe och kaka', 'Coffee and cinnamon bun · Take away available', 'Mango lassi': only coffee, buns and drinks. */
export function isFikaOrDrinks(name: string): boolean {
  const parts = name.toLowerCase().split(/\s*(?:[·,&+/]|\s(?:och|and|med|with|eller|or)\s)\s*/u).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return false;
  return parts.every((part) => {
    // 'Extra naan' beside a lassi: an extra of the lunch, as the drink is.
    if (FIKA_WORD.test(part) || /^extra\s+\p{L}+$/u.test(part)) return true;
    const words = part.split(/\s+/);
    // 'cinnamon bun', 'mango lassi': a drink word last after one modifier, or fika words only.
    return (words.length === 2 && DRINK_LAST_WORD.test(words[1])) || words.every((w) => FIKA_WORD.test(w));
  });
}
const PRICE_LABEL = wordsRe([...PRICE_LABELS, ...ALL_DISHES_WORDS, ...TITLE_WORDS, 'per', 'portion', 'för', 'all', 'alla', 'samtliga', 'gäller', 'är', 'à', 'från', 'from', 'dagar', 'veckan', 'vardagar', 'rätter', 'rätt', 'dishes', 'days', 'every day', 'och', 'and', 'inkl', 'buffé', 'lunchbuffé', 'buffet', 'ordinarie', 'ord', 'endast', 'person', 'pp',
  // 'Äta här 115 kr · Take away 105 kr': eaten in the restaurant is the lunch's ordinary price.
  'äta här', 'ät här', 'äta på plats', 'eat in', 'dine in'], 'giu');
const FROM_THE_MENU = /(?<!\p{L})(?:från menyn|från vår meny|ur menyn|enligt menyn|enligt vår meny|from the menu|from our menu|à la carte|a la carte)(?!\p{L})/iu;
/** 'Alla pizzor', 'Samtliga sallader', 'Övriga pizzor', 'All pizzas': a label naming a whole group of dishes (not 'alla rätter'). */
const OTHER_GROUP = /^(?:alla|samtliga|övriga|all)\s+\p{L}{3,}/iu;
const ALL_DISHES_START = new RegExp(`^(?:${alternation(ALL_DISHES_WORDS)})(?!\\p{L})`, 'iu');
const CATEGORY_IN_LABEL = wordsRe([...CATEGORY_WORDS, 'kött/fisk', 'fisk/kött'], 'giu');
const GENERIC_HEADER = /^(dag|day|datum|date|veckodag|svenska|swedish|rätt|rätter|maträtt|dish|dishes|pris|price|beskrivning|description|english|engelska)$/iu;
/** A dish line that stops mid-phrase: the next line continues its name. */
const OPEN_END = /(,|\s(med|och|i|på|samt|with|and|in|on))\s*$/iu;
const CONTINUATION = /^(?:med|serveras|samt|och|&|with|served|toppad|garnerad|\+)\s|^\p{Ll}/u;
/** A sentence saying something comes with the lunch ('Semla ingår i lunchen idag', 'Dessert is included today'); not a header cell ('Dessert (ingår)'). */
const INCLUDED_VERB = /^\p{L}[\p{L}\s,&-]*\s(?:ingår|ingar|is included|are included|included)(?:\s+[\p{L}\s]+)?[.!]?$/iu;
const UNIT_FIRST_PRICE = /^(?:kr|sek)\.?\s*\d/iu;
/** 'Dagens lunch måndag 23/11', 'Lunch: Tisdag': a page title in front of a day heading. */
const TITLE_BEFORE_DAY = /^(?:dagens\s+lunch|dagens\s+meny|dagens|lunch(?:meny|en)?|meny|menu|today's\s+lunch|lunch\s+menu|idag|i dag|today)\s*[:\-–,]?\s+(?=\p{L})/iu;
/** 'Idag, tisdag, serverar vi:': the serving verb after the day heading says the dishes follow. */
const SERVING_VERB_ONLY = /^(?:serverar vi|serveras|bjuder vi på|blir det|har vi|we serve|we have|we are serving)\s*:?$/iu;
const PROSE = /(?<![\d/.-])(?:19|20)\d\d(?![\d/.-])|(?<![\d.:])\d{1,2}(?:[.:]\d\d)?\s*-\s*\d{1,2}(?:[.:]\d\d)?(?![\d.:]|\s*(?:kr|:-|sek))|(?<!\p{L})(öppet|open|vi|ni|du|oss|jag|vår|våra|vårt|välkomn\p{L}*|önskar|hälsar|kommer snart|publiceras|uppdateras|moms|priser|rabatt|erbjudande|beställ|förbeställ|we|our|you|your|us|please)(?!\p{L})|[!?]\s*$/iu;

/** What a price line says: one for all, per category, a package or an extra; the label decides. */
/** 'Lunchpizza', 'Lunchpasta' ('lunch' joined to a category word), 'Månadens sallad': that category, named as the lunch's or the month's. */
const LUNCH_COMPOUND = /^lunch(?=\p{L}{4,}$)|^(?:månadens|month's)\s+(?=\p{L})/iu;

/** An amount with its unit below any lunch's price ('Kaffe 15 kr', 'Påtår 10:-'). */
const SMALL_PRICE = /(?<![\d.,])\d{1,2}\s*(?:kr\b|kronor\b|sek\b|:-)/iu;
const LABEL_AND_PRICE_CELLS = /^([^|]*\p{L})\s*\|\s*(\d{2,4}(?:[.,]\d\d)?\s*(?:kr|kronor|sek|:-)?\.?)\s*$/iu;
export function readStatedPrices(line: string): StatedPrice[] | null {
  // 'Priser: Husman 108 kr · Gröna 98 kr': the heading of a price list in front of its prices.
  // 'Pensionär | 95 kr': a price table's row of a label cell and a price cell is one labelled price.
  const text = line.replace(PRICE_LIST_HEADING, '').replace(LABEL_AND_PRICE_CELLS, '$1 $2');
  const sentences = text.split(/(?<=\p{L}{2}|kr|:-)\.\s+(?=\p{Lu})/u);
  // 'Dagens lunch 119 kr och dagens gröna 109 kr': a conjunction after a price starts the next price's label.
  const parts = sentences.flatMap((s) => s.split(/\s+[•·|]\s+|\s*;\s*|,\s+(?=\p{L}[^,]*\d)|\s+\/\s+(?=\p{L})|(?<=\d\s?(?:[kK][rR]|:-|[sS][eE][kK])\.?)\s+(?=\p{Lu})|(?<=\d\s?(?:[kK][rR]|:-|[sS][eE][kK])\.?)\s+(?:och|samt|and|&)\s+(?=\p{L}[^\d]*\d)/u));
  const prices: StatedPrice[] = [];
  // 'Läsk 20 kr · Vatten 15 kr': a list of drinks' or fika's prices only, extras beside the lunch from its first part.
  // Read only when a part would otherwise void the list (most price lines are no list of drinks).
  let drinks: boolean | undefined;
  const drinksList = () => (drinks ??= parts.length >= 2 && parts.every((p) => {
    const read = readPrice(p);
    // 'Vatten 15 kr': too cheap to be read as a price at all.
    const label = read.price !== null ? read.rest : SMALL_PRICE.test(p) ? p.replace(SMALL_PRICE, ' ') : null;
    return label !== null && isFikaOrDrinks(tidy(label));
  }));
  for (const raw of parts) {
    // 'Dagens lunch 11–14: 115 kr': the serving hours are not part of the label.
    const part = raw.replace(/(?<![\d.,])\d{1,2}(?:[.:]\d\d)?\s*-\s*\d{1,2}(?:[.:]\d\d)?(?!\s*(?:kr|:-|sek))/giu, ' ');
    const { price, rest } = readPrice(part);
    const labelled = /^\s*(?:pris|price|lunchpris|priset)(?!\p{L})/iu.test(part);
    // 'Kaffe 15 kr' in a price list: too cheap for any lunch, an extra's price; 'Lunchkort: var tionde lunch gratis'
    // beside the prices: the lunch on other terms. Neither voids the list.
    if (price === null && (SMALL_PRICE.test(part) || isPriceCondition(part)) && (prices.length > 0 || drinksList())) continue;
    if (price === null) {
      // A sentence without a price beside priced ones ('Take away 10 kr rabatt.') is a note; a bare label or
      // the serving hours beside a price ('Price / Pris: 128 SEK', '129 SEK, served 11–14') are not.
      const words = part.replace(PRICE_LABEL, ' ').replace(/(?<!\p{L})(?:served|serveras|serverad)(?!\p{L})/giu, ' ');
      // 'Gryta 125 kr · Soppa 95 kr · Allt är vegetariskt.': a note closing a list of two or more category prices does not void it.
      const closesPriceList = raw === parts[parts.length - 1] && prices.length >= 2 && prices.every((p) => p.kind === 'category');
      if (/\p{L}{3}/u.test(words) && sentences.length === 1 && !closesPriceList) return null;
      continue;
    }
    const label = tidy(rest.replace(/\(.*?\)/g, ''));
    // 'Dagens rätt och dagens vegetariska 95 kr': a label naming several categories prices each of them.
    const named = categoriesNamed(label, parts.filter((p) => readPrice(p).price !== null).length >= 2);
    if (named) {
      prices.push(...named.map((c) => ({ price, kind: 'category' as const, category: c.category, label: c.label })));
      continue;
    }
    if (PACKAGE.test(label)) prices.push({ price, kind: 'package' });
    else if (EXTRA.test(` ${label}`)) prices.push({ price, kind: 'extra' });
    else if (TIER.test(label)) prices.push({ price, kind: 'tier' });
    // 'Kaffe 20 kr', 'Läsk 25 kr' at the end of a price list: a drink's or fika's price beside the lunch's.
    else if (isFikaOrDrinks(label) && (prices.length > 0 || drinksList())) prices.push({ price, kind: 'extra' });
    else if (label === '') prices.push({ price, kind: labelled ? 'all' : 'bare' });
    else {
      const left = label.replace(PRICE_LABEL, ' ').replace(/[^\p{L}]+/gu, ' ').trim();
      // 'Lunchpris: Veg 115 kr': the price word's colon is no part of the category.
      const category = label.replace(PRICE_LABEL, ' ').replace(/\s+/g, ' ').trim().replace(/^[:–—,.\s-]+/u, '');
      const day = readDayWord(label);
      // 'Lunch 1 125 kr' names an option before the title word 'lunch' could make it one for all.
      if (OPTION.test(label)) prices.push({ price, kind: 'category', category: label.toLowerCase() });
      else if (left === '') prices.push({ price, kind: 'all' });
      // 'Pris idag: 119 kr' under a day's dishes: that day's price, as a bare price under them is.
      else if (/^(?:idag|i dag|today)$/iu.test(left)) prices.push({ price, kind: 'bare' });
      // 'Fredagar 139 kr', 'Tisdagar: all lunch 99 kr!': a day's own price (price words beside the day say nothing else).
      else if (day && !/\p{L}/u.test(day.rest.replace(PRICE_LABEL, ' '))) prices.push({ price, kind: 'category', category: day.day.toLowerCase() });
      else if (DAY_PRICE.test(label)) prices.push({ price, kind: 'category', category: readDayWord(label.replace(DAY_PRICE, '$1'))!.day.toLowerCase() });
      // 'Helger 139 kr', 'Lör–sön 139 kr': the weekend's own price.
      else if (WEEKEND_LABEL.test(left)) prices.push(...(['saturday', 'sunday'] as const).map((category) => ({ price, kind: 'category' as const, category })));
      // 'Lunchpizza 99 kr · Lunchpasta 109 kr': the lunch's own pizza and pasta, the categories 'Pizza:' and 'Pasta:' label.
      else if (left.replace(LUNCH_COMPOUND, '').replace(CATEGORY_IN_LABEL, ' ').trim() === '') prices.push({ price, kind: 'category', category: category.toLowerCase(), label });
      // 'Alla pizzor 99 kr vid lunch': every dish of another kind at one price; no dish of the day's.
      else if (OTHER_GROUP.test(label) && !ALL_DISHES_START.test(label)) prices.push({ price, kind: 'tier' });
      // 'Pizzor från menyn 115 kr under lunchtid': the menu's other dishes at a lunch price, no dish of the day's.
      else if (FROM_THE_MENU.test(label)) prices.push({ price, kind: 'tier' });
      // 'Med matkort för personal 85 kr': the lunch on other terms (a staff card, a child's), named without a dish.
      else if (isPriceCondition(label) && label.split(/\s+/u).length <= 5 && !WITH_SIDES.test(` ${label.replace(/^(?:med|with)\s+/iu, '')}`)) prices.push({ price, kind: 'tier' });
      else return null;
    }
  }
  return prices.length > 0 ? prices : null;
}

/** A label joining category names ('Husman & vego', 'Dagens rätt och dagens vegetariska'); each part a category. */
const LABEL_JOINER = /\s+(?:och|&|and|samt|\/)\s+|\s*,\s*/iu;

/**
 * The categories a price label names, when the whole label is category words ('Dagens extra', 'Kött och fisk').
 * Checked before the package and extra words, which a category's name may contain ('Dagens extra').
 */
function categoriesNamed(label: string, inPriceList = false): Array<{ category: string; label: string }> | null {
  // 'Husman 108 kr · Soppa med bröd 79 kr': in a list of category prices, what comes with a category is not part
  // of its name when every word after 'med' is a side the lunch includes. Alone, 'Dagens soppa med bröd 99 kr'
  // and 'Burger with fries' are dishes.
  const served = /^(.+?)\s+(?:med|with|inkl\.?|incl\.?|inklusive|including)\s+(\p{L}.*)$/iu.exec(label);
  if (inPriceList && served && CATEGORY.test(served[1]) && served[2].split(LABEL_JOINER).every((side) => readIncludes(side).length > 0)) {
    return categoriesNamed(served[1]);
  }
  const parts = label.split(LABEL_JOINER).map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0 || !parts.every((p) => CATEGORY.test(p) && !OPTION.test(p))) return null;
  const named = parts.map((p) => ({ category: p.replace(PRICE_LABEL, ' ').replace(/\s+/g, ' ').trim().toLowerCase(), label: p }));
  // A title word alone ('Lunch 119 kr', 'Dagens 105 kr') states the price for all dishes, not a category's.
  return named.every((n) => n.category !== '') ? named : null;
}

/** 'Lunchen kostar 145 kr', 'Lunch costs 129 SEK', 'Buffén kostar 139 kr': a sentence stating the price of every lunch. */
const LUNCH_PRICE_SENTENCE = /^(?:lunchen|lunch|dagens lunch|veckans lunch|dagens rätt|alla rätter|alla luncher|samtliga rätter|all dishes|priset|the lunch|buffén|lunchbuffén|buffet|the buffet)\s+(?:(?:kostar|costs|är|is)\s+)?(?:\d{2,3}(?:[.,]00)?\s*(?:kr|kronor|sek|:-)\.?|(?:kr|sek)\s*\d{2,3})/iu;

/** 'Soppa med hembakat bröd, smör och kaffe kostar 65 kr.', 'Soppan kostar 65 kr': what one kind of dish costs. */
const KIND_COSTS = /^(\p{L}+(?:\s+\p{L}+)?)(?:\s+(?:med|with)\s+([^\d]+?))?\s+(?:kostar|costs)\s+(\d{2,3})\s*(?:kr|kronor|sek|:-)\.?\s*$/iu;
function categoryCostsSentence(text: string): Extract<LineKind, { kind: 'price' | 'includes' }> | null {
  // A cheap first look: most lines name no cost.
  const m = /kostar|costs/iu.test(text) ? KIND_COSTS.exec(text) : null;
  if (!m) return null;
  const kind = [m[1], m[1].replace(/n$/u, '')].find((k) => CATEGORY.test(k) && !LUNCH_LABEL.test(k));
  if (!kind) return null;
  const price: StatedPrice = { price: Number(m[3]), kind: 'category', category: kind.toLowerCase(), label: kind };
  const words = m[2] ? readIncludes(m[2]) : [];
  return words.length > 0 ? { kind: 'includes', words, price: null, prices: [price] } : { kind: 'price', prices: [price] };
}

const DAY_PRICE_IN_BRACKETS = /^\s*\((\p{L}+)\s+(\d{2,3})\s*(?:kr|kronor|sek|:-)\.?\)/iu;

/** The sentence read again without the bracketed day price: what it says of every lunch. */
function readDayPriceSentence(text: string, head: string, brackets: string, today: IsoDate): Extract<LineKind, { kind: 'price' | 'includes' }> | null {
  const kind = classifyNormalised(head + text.slice(head.length + brackets.length), today);
  return kind.kind === 'price' || kind.kind === 'includes' ? kind : null;
}

const isWeekdayKey = (category: string | undefined): boolean => WEEKDAYS.some((d) => d.toLowerCase() === category);

/**
 * 'Alla lunchrätter serveras med basmatiris, naan och raita – 119 kr', 'All dishes come with rice and salad 125 SEK':
 * a sentence about every dish with one price is the price for all (and what comes with it), never a dish.
 */
const ALL_DISHES_SENTENCE = /^(?:(?:alla|samtliga)\s+(?:lunch)?rätter|alla luncher|all (?:lunch )?dishes|every (?:lunch|dish))(?!\p{L})/iu;
function allDishesSentence(text: string): Extract<LineKind, { kind: 'price' | 'includes' }> | null {
  if (!ALL_DISHES_SENTENCE.test(text)) return null;
  const { price, rest } = readPrice(text);
  if (price === null) return null;
  // 'Alla luncher 129 kr · Tisdagar: all lunch 99 kr!': a day's own price beside it (other prices beside it, a
  // take-away's or a child's, are no dish's).
  const dayPrices = readPrices(text).length > 1
    ? text.split(/\s+[•·|]\s+/u).slice(1).flatMap((part) => readStatedPrices(part)?.filter((p) => p.kind === 'category' && isWeekdayKey(p.category)) ?? [])
    : [];
  const words = readIncludes(rest);
  return words.length > 0 ? { kind: 'includes', words, price, ...(dayPrices.length ? { prices: dayPrices } : {}) } : { kind: 'price', prices: [{ price, kind: 'all' }, ...dayPrices] };
}

const PRICE_LIST_HEADING = /^(?:priser|prices|prislista|price list|våra priser|our prices)\s*:\s*(?=\p{L})/iu;

/** 'Lunch serveras vardagar 11–15', 'Öppet 11–14', 'Served 11–15': a sentence stating the serving hours. */
const SERVING_HOURS = /^(?:(?:lunch|lunchen|vi)\s+)?(?:serveras|serverar|served|öppet|open)(?!\p{L})/iu;

/** 'serveras med ris och sallad', 'inkl. kaffe': a part of a line that says what comes with the lunch. */
const SERVED_WITH = /^(?:serveras med|serveras alltid med|served with|alltid med|inkl\.?|inklusive|incl\.?|including|med|with)\s/iu;

/**
 * 'Alla lunchrätter 99 kr · mån–fre 11–15 · serveras med ris, soppa och sallad': parts separated by dots or bars,
 * each a price, the hours or what is served with the lunch. Null when any part is something else.
 */
function compositeLine(text: string, slots: LunchHourSlot[]): LineKind | null {
  const parts = text.split(/\s+[·•|]\s+/u);
  if (parts.length < 2) return null;
  const prices: StatedPrice[] = [];
  const words: string[] = [];
  for (const part of parts) {
    if (readLunchHours(part).length > 0 && readPrice(part, { allowBare: false }).price === null) continue;
    const stated = readStatedPrices(part);
    if (stated) prices.push(...stated);
    else if (SERVED_WITH.test(part) && readIncludes(part).length > 0) words.push(...readIncludes(part));
    else return null;
  }
  const all = prices.filter((p) => p.kind === 'all' || p.kind === 'bare');
  if (all.length > 1) return null;
  return { kind: 'includes', words: [...new Set(words)], price: all[0]?.price ?? null, prices: prices.filter((p) => p.kind !== 'all' && p.kind !== 'bare'), slots };
}

/** The day heading behind a page title, when only a date (or nothing) follows the day word. */
function titledDay(text: string, today: IsoDate): string | null {
  const title = TITLE_BEFORE_DAY.exec(text);
  if (!title) return null;
  const rest = text.slice(title[0].length);
  const day = readDayWord(rest);
  if (!day) return null;
  const after = day.rest.replace(/^[\s,.:\-–]+/u, '');
  if (SERVING_VERB_ONLY.test(after)) return rest.slice(0, rest.length - day.rest.length);
  return after === '' || readLeadingDate(after, today)?.rest.trim() === '' ? rest : null;
}

/** 'Alltid på lunchen', 'Alltid i lastbilen', 'Always at lunch': 'always' and where, a heading for the dishes of every lunch day. */
const ALWAYS_HEADING = /^(?:alltid|always)\s+(?:på|i|hos|till|in|on|at|for)\s+\p{L}+(?:\s\p{L}+)?$/iu;
/** 'Serveras alla dagar', 'Served all week': a serving verb before a weekly heading's words. */
/** 'Veckans vegetariska Grönsakslasagne': the label, then a capitalised name on the same line (not a heading of two words). */
const LABEL_BEFORE_NAME = new RegExp(`^(?:veckans|månadens)\\s+(?:${alternation(CATEGORY_WORDS)})\\s+`, 'iu');
const labelThenName = (heading: string) => {
  const label = LABEL_BEFORE_NAME.exec(heading);
  return !!label && /^\p{Lu}\p{Ll}/u.test(heading.slice(label[0].length));
};
const KIND_ALL_WEEK = new RegExp(`^(?:${alternation(CATEGORY_WORDS)})\\s+(?:hela veckan|alla dagar|varje dag|all week)$`, 'iu');
const SERVED_BEFORE = /^(?:serveras|served|available)\s+(.+)$/iu;
const WEEKLY_WHOLE = wholeRe(SECTION_HEADINGS.weekly);
/** 'Soup of the week', 'Pasta of the week': a weekly section heading unless it names the page ('Menu of the week'). */
const OF_THE_WEEK = /^(\p{L}+(?:\s\p{L}+)?)\s+of the week$/iu;

function sectionOf(text: string): { section: SectionKind; heading: string; price: number | null } | null {
  const { price, rest } = readPrice(text);
  const heading = rest.replace(/[:\s]+$/, '');
  if (!heading) return null;
  for (const [section, re] of SECTION) if (re.test(heading)) return { section, heading, price };
  if (DESSERT_COMPOUND.test(heading)) return { section: 'dessert', heading, price };
  if (TITLE.test(heading)) return null;
  if (WEEKLY_HEADING.test(heading) && !TITLE.test(WEEKLY_HEADING.exec(heading)![1]) && !labelThenName(heading)) return { section: 'weekly', heading, price };
  // 'VEGO HELA VECKAN:', 'Soppa alla dagar': a kind served all week heads the week's dishes of that kind.
  if (KIND_ALL_WEEK.test(heading)) return { section: 'weekly', heading, price };
  const ofWeek = OF_THE_WEEK.exec(heading);
  if (ofWeek && !TITLE.test(ofWeek[1])) return { section: 'weekly', heading, price };
  if (price === null && ALWAYS_HEADING.test(heading)) return { section: 'always', heading, price };
  const served = SERVED_BEFORE.exec(heading);
  if (served && WEEKLY_WHOLE.test(served[1])) return { section: 'weekly', heading, price };
  return null;
}

/**
 * 'Lunchen kostar 119 kr måndag till torsdag och 139 kr på fredagar', '95 kr på vardagar och 110 kr på lördagar och
 * söndagar', 'helger 129 kr': a price the sentence gives Friday or the weekend, beside the price for all.
 */
const DAY_PRICE_DAYS = String.raw`fredag(?:ar|en)?|lördag(?:ar|en)?(?:\s+(?:och|&)\s+söndag(?:ar|en)?)?|söndag(?:ar|en)?|helg(?:er|en|dagar)?|lör(?:dag)?\s*[-–]\s*sön(?:dag)?|fridays?|saturdays?(?:\s+(?:and|&)\s+sundays?)?|sundays?|weekends?`;
const PRICE_THEN_DAYS = new RegExp(String.raw`(?<!\d)(\d{2,3})\s*(?:kr|kronor|sek|:-)\.?\s+(?:på\s+|on\s+|under\s+)?(${DAY_PRICE_DAYS})(?!\p{L})`, 'giu');
const DAYS_THEN_PRICE = new RegExp(String.raw`(?<!(?:till|to|[-–])\s*)(?<!\p{L})(?:på\s+|on\s+)?(${DAY_PRICE_DAYS})\s*:?\s*(\d{2,3})\s*(?:kr|kronor|sek|:-)`, 'giu');

function dayPricesInSentence(text: string): StatedPrice[] {
  const found: StatedPrice[] = [];
  const add = (days: string, price: string) => {
    const d = days.toLowerCase();
    const keys = /^(?:helg|weekend)/u.test(d) ? ['saturday', 'sunday']
      : [/(?:^|\s)(?:fre|fri)/u.test(d) ? 'friday' : '', /(?:^|\s)(?:lör|sat)/u.test(d) ? 'saturday' : '', /(?:sön|sun)/u.test(d) ? 'sunday' : ''].filter(Boolean);
    for (const category of keys) found.push({ price: Number(price), kind: 'category', category });
  };
  for (const m of text.matchAll(PRICE_THEN_DAYS)) add(m[2], m[1]);
  if (found.length === 0) for (const m of text.matchAll(DAYS_THEN_PRICE)) add(m[1], m[2]);
  return found;
}

export function classifyLine(raw: string, today: IsoDate): LineKind {
  const normalised = normaliseLine(raw);
  const kind = withDayPrices(classifyNormalised(normalised, today), normalised);
  // Normalising only changes the page's own dashes and quotes: nothing to restore when it changed nothing.
  if (normalised === raw) return kind;
  if (kind.kind === 'dish') for (const dish of [kind.dish, ...(kind.more ?? [])]) dish.name = restore(dish.name, raw, normalised);
  if (kind.kind === 'day' || kind.kind === 'dayRange') kind.rest = restore(kind.rest, raw, normalised);
  return kind;
}

/** A sentence stating the price for all that also prices Friday or the weekend: those days' prices beside it. */
function withDayPrices(kind: LineKind, text: string): LineKind {
  if ((kind.kind !== 'includes' && kind.kind !== 'price') || !/\d/.test(text)) return kind;
  // 'Lunchen kostar 119 kr måndag till torsdag och 139 kr på fredagar': the sentence's first price is the one for all.
  const opening = kind.kind === 'includes' && kind.price === null ? LUNCH_PRICE_SENTENCE.exec(text) : null;
  const all = kind.kind === 'includes' ? kind.price ?? (opening ? readPrice(opening[0]).price : null)
    : kind.prices.length === 1 && kind.prices[0].kind === 'all' ? kind.prices[0].price : null;
  if (all === null) return kind;
  const stated = kind.kind === 'includes' ? kind.prices ?? [] : kind.prices;
  const days = dayPricesInSentence(text).filter((p) => p.price !== all && !stated.some((s) => s.category === p.category));
  // Every other price of the sentence must be a day's: a child's or a take-away price beside them leaves it as it was.
  if (days.length === 0 || (opening && readPrices(text).length !== 1 + new Set(days.map((d) => d.price)).size)) return kind;
  return kind.kind === 'includes' ? { ...kind, price: all, prices: [...stated, ...days] } : { ...kind, prices: [...stated, ...days] };
}

/** The same characters as the page wrote them (its own dashes and quotes): normalising keeps positions. */
function restore(part: string, raw: string, normalised: string): string {
  const at = normalised.lastIndexOf(part);
  return at < 0 ? part : raw.slice(at, at + part.length);
}

/** Sentence ends inside a line ('... kaka. Hotellgäster 10 % rabatt.'): after a word, a price or a bracket. */
const SENTENCE_END = /(?<=\p{L}{2}|kr|:-|\))\.\s+(?=\p{Lu})/u;
/** 'Kafé Kajen · Sundsvall', 'Storgatan 12, 411 38 Göteborg': a line ending in a town after a separator names the venue or its address. */
const PLACE_END = new RegExp(`(?:[·|,]|\\s[–-])\\s*(?:\\d{3}\\s?\\d{2}\\s+)?(?:${alternation(SWEDISH_TOWNS)})(?:\\s+(?:centrum|city|C))?\\s*$`, 'u');
const isPlaceLine = (text: string): boolean => PLACE_END.test(text) && readPrice(text, { allowBare: false }).price === null;
const TODAY_HEADING = new RegExp(`^(?:${alternation(TODAY_HEADINGS)})\\s*[:!]?$`, 'iu');
/** 'Sida 1 av 2', 'Page 2 of 3': a printed page's number, left in the text of a PDF. */
const PAGE_NUMBER = /^(?:sida|sid\.?|page)\s*\d{1,3}(?:\s*(?:av|of|\/)\s*\d{1,3})?$/iu;
/** '▼ oktober', '► september (4)', '► 2025 (31)': a blog archive's month and year list. */
const ARCHIVE_ENTRY = new RegExp(`^[▼►▶▸▾▴▲◄]\\s*(?:(?:${alternation(Object.keys(MONTHS))})\\s*)?(?:(?:19|20)\\d\\d\\s*)?(?:\\(\\d{1,4}\\))?$`, 'iu');
const isArchiveEntry = (text: string): boolean => ARCHIVE_ENTRY.test(text) && /[\p{L}\d]/u.test(text);
/** 'Se hela pizzamenyn här »', 'Till veckans meny →': a link's text, closed by its arrow. */
const LINK_ARROW = /\s(?:»|›|→|>>)\s*$/u;
/** 'Få veckans meny i inkorgen', 'Get the lunch menu in your inbox': a newsletter's sign-up. */
const INBOX = /(?<!\p{L})(?:i (?:din )?inkorg(?:en)?|(?:to|in) your inbox|via (?:e-?post|mejl|mail))(?!\p{L})/iu;
/** 'Klimatsmart = rätten har låg klimatpåverkan …': one code or badge and the sentence explaining it. */
const BADGE_LEGEND = /^\p{L}[\p{L}\d-]{0,19}(?:\s+[\p{L}\d-]{1,20})?\s*=\s*\p{L}+(?:\s+\p{L}+){2,}/u;
const isFurniture = (text: string): boolean =>
  isArchiveEntry(text) || FURNITURE.test(text) || CONTACT.test(text) || ALLERGY.test(text) || LEGEND.test(text) || CODE_LEGEND.test(text) || SOCIAL.test(text) || isPlaceLine(text) || PAGE_NUMBER.test(text) ||
  INBOX.test(text) || BADGE_LEGEND.test(text) || (LINK_ARROW.test(text) && !/\d/u.test(text));

/** '(ord. pris 125 kr)': the ordinary price beside a campaign's, struck in effect: no one pays it this week. */
const ORDINARY_PRICE_NOTE = /\(\s*(?:ord\.?|ordinarie|normalt|normal|ordinary)\s*(?:pris|price)?\s*:?\s*\d{2,4}(?:[.,]00)?\s*(?:kr|:-|sek)?\.?\s*\)/giu;
/** 'KAMPANJ hela vecka 4: all lunch 99 kr', 'Erbjudande: …': an offer's heading in front of what it says. */
const OFFER_LEAD = /^(?:kampanj|erbjudande|veckans erbjudande|special offer|offer)(?!\p{L})[^:]{0,30}:\s*(?=\S)/iu;

function classifyNormalised(line: string, today: IsoDate): LineKind {
  const text = line.replace(/^[\s\-•*·#>…]+|^\.{3}\s*/u, '').replace(ORDINARY_PRICE_NOTE, ' ').replace(/\s{2,}/gu, ' ').trim();
  const offer = OFFER_LEAD.exec(text);
  if (offer) {
    const rest = classifyNormalised(text.slice(offer[0].length), today);
    if (rest.kind === 'price' || rest.kind === 'includes') return rest;
  }
  if (!/[\p{L}\d]/u.test(text)) return { kind: 'furniture' };
  // '129 / 115 kr' alone under a dish: its two prices for two kinds of guest; the dearer is the visitor's.
  const pair = barePricePair(text);
  if (pair !== null) return { kind: 'price', prices: [{ price: pair, kind: 'bare' }] };
  if (isFurniture(text)) {
    // 'Lunchen kostar 145 kr ... Hotellgäster 10 % rabatt.': a furniture sentence does not hide the sentences before it.
    const sentences = text.split(SENTENCE_END);
    const kept = sentences.filter((s) => !isFurniture(s));
    if (sentences.length < 2 || kept.length === 0 || kept.length === sentences.length || isFurniture(sentences[0])) return { kind: 'furniture' };
    const rest = classifyNormalised(kept.join('. '), today);
    return rest.kind === 'price' || rest.kind === 'includes' || rest.kind === 'hours' ? rest : { kind: 'furniture' };
  }

  // 'Idag' alone where the weekday heading would be: the heading of the day the page is read.
  if (TODAY_HEADING.test(text)) return { kind: 'day', day: weekdayOf(today), rest: '' };

  // A date before the day ('2026-11-23 Måndag') belongs to the day heading.
  const leadingDate = readLeadingDate(text, today);
  // '23 nov, måndag': the date's punctuation before the day word.
  const afterDate = leadingDate?.rest.replace(/^[\s,.;:\-–]+/u, '');
  const dayText = afterDate && readDayWord(afterDate) ? afterDate : titledDay(text, today) ?? text;
  const range = readDayRange(dayText);
  if (range) return { kind: 'dayRange', days: range.days, rest: tidy(range.rest) };
  const day = readDayWord(dayText);
  if (day) {
    let rest = day.rest.replace(/^[\s.,:;|\-–]+/u, '');
    const dated = readLeadingDate(rest, today);
    if (dated) rest = dated.rest;
    // 'Mån 23 Helstekt fläskkarré': the day of the month between the day and its dish.
    else rest = rest.replace(/^(?:[1-9]|[12]\d|3[01])\s+(?=\p{Lu}\p{Ll})/u, '');
    // 'Måndagens lunch:', 'Monday special', "Monday's bowl": the label names the day's dish.
    rest = rest.replace(/^\s*(?:lunch|special|bowl|rätt|dish)(?!\p{L})/iu, '');
    // '... lunch är korvgryta med ris': the verb is not the dish; the dish starts with a capital.
    const verb = DISH_VERB.exec(rest);
    if (verb) rest = capitalise(rest.slice(verb[0].length));
    const read = dated ?? (leadingDate && dayText !== text ? leadingDate : undefined);
    const date = read && !read.yearStated ? dateOnWeekday(read.date, day.day) : read?.date;
    return { kind: 'day', day: day.day, ...(date ? { date } : {}), rest: tidy(rest.replace(/^\s*(?:vecka|v\.?)\s*\d{1,2}\b/iu, '')) };
  }

  // '23 november' under a day heading: the day's date, not a dish. Two dates ('2026-11-16 – 2026-11-20') are the week's range.
  const rangeEnd = leadingDate && readLeadingDate(leadingDate.rest.replace(/^\s*(?:-|till|to)\s*/iu, ''), today);
  if (leadingDate && !/\p{L}{2}/u.test(leadingDate.rest) && !rangeEnd) return { kind: 'title' };

  const marker = findWeekMarker(text, today);
  if (marker) {
    // 'Lunchmeny / Lunch menu – vecka 48 / week 48', 'Lunch v48 – 115 kr': only titles and a price besides the week.
    let rest = marker.rest;
    let through = marker.through;
    for (let again = findWeekMarker(rest, today); again; again = findWeekMarker(rest, today)) [rest, through] = [again.rest, through ?? again.through];
    const dated = through ? { through } : {};
    const byNumber = new RegExp(`(?<!\\p{L})(?:${WEEK_WORDS.join('|')})[.:#]?\\s*(?:nr\\.?\\s*)?\\d`, 'iu').test(text);
    // 'Lunch vecka 41 – Dagens 117 kr, Veg 107 kr': after the week, a list of category prices.
    // 'Vecka 3 | Husman 129 kr | Vegetariskt 119 kr': a header row's cells; the title before a separator never spans a price.
    const listed = readStatedPrices(rest.replace(/^(?:[^\d]*?\s[-–—:|]\s+|[\s–—:,|-]+)/u, ''));
    if (listed && listed.length >= 2 && listed.every((p) => p.kind === 'category')) {
      return { kind: 'week', week: marker.week, lastWeek: marker.lastWeek, source: byNumber ? 'marker' : 'dates', price: null, prices: listed, ...dated };
    }
    const { price, rest: words } = readPrice(rest);
    const left = words.replace(/[^\p{L}\s]/gu, ' ').replace(TITLE_WORD, ' ').replace(/\b(19|20)\d\d\b/g, ' ').trim();
    // 'Our daily lunches – week 9 (2/23 – 2/27)': a post's short title, a separator, then the week (and its dates).
    // 'Lunch of the week – Week 49': a title naming the week's lunch, then the week (the separator is read before the
    // price is taken out, which takes it too). Not another post's title ('Our lunches – week 47', a link to last week's).
    const weekTitle = price === null && /(?<!\p{L})(?:of the week|veckans|weekly)(?!\p{L})/iu.test(rest);
    const postTitle = /^([^\d–—:|-]{1,50}?)(?:\s*[:|]|\s+[-–—])\s*(?:\([^()]*\))?\s*$/u.exec((weekTitle ? rest : words).trim());
    const titled = !!postTitle && byNumber && price === null && postTitle[1].trim().split(/\s+/).length <= 5 && !CLOSED_START.test(postTitle[1]) && !CLOSED_END.test(postTitle[1]);
    if (left === '' || (left.split(/\s+/).length <= 2 && !PROSE.test(left)) || titled) {
      return { kind: 'week', week: marker.week, lastWeek: marker.lastWeek, source: byNumber ? 'marker' : 'dates', price, ...dated };
    }
  }

  // 'Öppet mån-fre 8-16, lör 10-14, sön stängt': the opening hours of a café closed on Sundays, no lunch day closed.
  if (OPENING_HOURS.test(text) && WEEKEND_CLOSED.test(text)) return { kind: 'furniture' };
  // 'Sportlov? Barn under 12 år äter halva priset hela veckan.': a school holiday's offer, the lunch is served.
  if (HOLIDAY_OFFER.test(text) && !CLOSED_END.test(text)) return { kind: 'note' };
  const label = /^(\p{L}[\p{L}\s/]{0,30}?)\s*[:\-–]\s+(.*)$/u.exec(text);
  if (CLOSED_START.test(text) || CLOSED_END.test(text) || (label && CATEGORY.test(label[1]) && CLOSED_START.test(label[2]))) {
    return { kind: 'closed', reason: text };
  }

  const everyDish = allDishesSentence(text);
  if (everyDish) return everyDish;
  const priceSentence = LUNCH_PRICE_SENTENCE.exec(text);
  if (priceSentence) {
    // 'Buffén kostar 139 kr (fredagar 149 kr) och …': a day's own price in brackets right after the price for all.
    const dayPrice = DAY_PRICE_IN_BRACKETS.exec(text.slice(priceSentence[0].length));
    const day = dayPrice ? readDayWord(dayPrice[1]) : null;
    if (dayPrice && day && !/\p{L}/u.test(day.rest)) {
      const rest = readDayPriceSentence(text, priceSentence[0], dayPrice[0], today);
      if (rest) return { ...rest, prices: [...(rest.prices ?? []), { price: Number(dayPrice[2]), kind: 'category', category: day.day.toLowerCase() }] };
    }
    // 'Lunchen kostar 145 kr och serveras med salladsbuffé, bröd och kaffe': the price for all and what comes with it.
    const price = readPrice(priceSentence[0]).price;
    // 'Lunch 95 kr för besökare, serveras 11.30–13.00.': who pays it and when it is served say nothing against it
    // (a staff or takeaway price is another: 'Lunch 85 kr för personal').
    // 'Lunchen kostar 118 kr (pensionärer 105 kr) och då ingår …': the bracket is another price's terms, not the sentence's rest.
    const tail = text.slice(priceSentence[0].length).replace(/^\s*\(([^()]*)\)/u, (bracket, inner: string) => (isPriceCondition(inner) ? '' : bracket));
    const after = isPriceCondition(tail) ? tail
      : tail.replace(/,?\s*(?:serveras|served|öppet|open)\s[^,\d]*\d[^,]*$/iu, '').replace(/^\s*(?:för|for)\s+\p{L}+(?=[\s,.]*$)/iu, '');
    const words = /^\s*(?:och|and|,|inkl|incl|inklusive|including|med|with)/iu.test(after) ? readIncludes(after) : [];
    // '… 119 kr och dagens gröna 109 kr. I priset ingår …': a second price with a label of its own is read as a list below.
    const secondPrice = readPrice(after, { allowBare: false }).price !== null && !isPriceCondition(after);
    if (price !== null && !secondPrice && (words.length > 0 || !/\p{L}{3}/u.test(after.replace(PRICE_LABEL, ' ')))) {
      return words.length > 0 ? { kind: 'includes', words, price } : { kind: 'price', prices: [{ price, kind: 'all' }] };
    }
  }
  const kindCosts = categoryCostsSentence(text);
  if (kindCosts) return kindCosts;
  if (hasIncludesCue(text) || /^ingår\s*:/iu.test(text)) {
    const words = readIncludes(text);
    // 'Barn under 12 år 69 kr' beside what is included is a tier, not the lunch price.
    const statedPrices = readStatedPrices(text);
    const stated = statedPrices?.find((p) => p.kind === 'all' || p.kind === 'bare');
    // Only other kinds of price stated ('… Pizzor från menyn 115 kr'): none is the lunch's.
    const onlyOthers = !!statedPrices && !stated && statedPrices.every((p) => p.kind === 'tier' || p.kind === 'package' || p.kind === 'extra');
    // 'Kanelbulle 35 kr · Kaffe 30 kr · Påtår ingår': items priced one by one (a café's list) state no lunch price.
    const fikaList = (text.match(/\d+\s*(?:kr|kronor|sek|:-)(?!\p{L})/giu)?.length ?? 0) >= 2 && isFikaOrDrinks(text.split(/\s*\d/u)[0]);
    const price = stated?.price ?? (TIER_WORD.test(text) || onlyOthers || fikaList ? null : readPrice(text).price);
    // 'Soppa 95 kr · Paj 105 kr — alltid med bröd och kaffe': the sentences before the includes cue state category prices.
    // 'Soppa 85 kr (inkl. bröd)': a part naming what is included keeps the price before the includes phrase.
    const beside = readStatedPrices(text.split(/\s+[—–·•|-]\s+|(?<=\p{L}{2}|kr|:-)\.\s+(?=\p{Lu})/u)
      .map((s) => (hasIncludesCue(s) ? splitIncludes(s)?.before.replace(/[\s(]+$/u, '') ?? '' : s))
      .filter((s) => !/^ingår/iu.test(s) && readPrice(s).price !== null).join(' · '));
    const categories = beside?.filter((p) => p.kind === 'category');
    const hours = readLunchHours(text);
    const slots = hours.length > 0 ? { slots: hours } : {};
    if (words.length > 0 && categories && categories.length >= 1) return { kind: 'includes', words, price: null, prices: beside!, ...slots };
    if (words.length > 0) return { kind: 'includes', words, price, ...slots };
    // 'Semla ingår i lunchen idag', 'Dessert is included today': something comes with the lunch (no word the lunch's
    // includes know), no dish.
    if (INCLUDED_VERB.test(text) && readPrice(text).price === null) return { kind: 'includes', words: [], price: null };
  }
  const slots = readLunchHours(text);
  if (slots.length > 0) {
    if (readPrice(text, { allowBare: false }).price === null) return { kind: 'hours', slots };
    // 'Dagens lunch 124 kr · Lunch serveras 11.00–14.00': a price line with the hours beside it.
    const priced = readStatedPrices(text.split(/\s+[·•|]\s+|,\s+/u).filter((p) => readLunchHours(p).length === 0).join(' · '));
    if (priced) return { kind: 'price', prices: priced };
    const composite = compositeLine(text, slots);
    if (composite) return composite;
    // 'Lunch serveras vardagar 11–15. Pizza från menyn 95 kr under lunchtid.': a line opening with the serving
    // hours is information about the lunch; a price in its later sentences is no dish's.
    const [first, ...later] = text.split(/(?<=[\p{L}\d]{2}|\))\.\s+(?=\p{Lu})/u);
    if (later.length > 0 && SERVING_HOURS.test(first) && readLunchHours(first).length > 0 && readPrice(first, { allowBare: false }).price === null) {
      return { kind: 'hours', slots };
    }
  }

  const section = sectionOf(text);
  if (section) return { kind: 'section', ...section };
  // 'Påsklunch', 'Julbord' alone on a line: the occasion heading a day's dishes, not one of them.
  // 'Valborgsmässoafton' alone on a holiday of this week: the heading of that day, not only its occasion.
  if (SPECIAL_DAY.test(text)) {
    const holiday = holidayDay(text, today);
    return holiday ? { kind: 'day', day: holiday.day, date: holiday.date, rest: '' } : { kind: 'title' };
  }
  const bare = readPrice(text).rest.replace(/[:\s]+$/, '');
  if (TITLE.test(bare) || TITLE.test(text.replace(/[:\s]+$/, ''))) {
    const prices = readStatedPrices(text);
    return prices ? { kind: 'price', prices: prices.map((p) => ({ ...p, kind: p.kind === 'category' ? 'all' : p.kind })) } : { kind: 'title' };
  }
  if (CATEGORY.test(bare) || OPTION.test(bare) || CATEGORY_ALTERNATIVE.test(bare)) {
    return { kind: 'category', category: capitalise(bare), weekly: WEEKLY_WORD.test(bare), price: readPrice(text).price };
  }

  const meal = MEAL_LABEL.exec(text);
  if (meal && /^\p{Lu}\p{Ll}/u.test(text.slice(meal[0].length))) {
    // Another meal's dish is no lunch dish; the lunch label is not part of the name.
    if (!LUNCH_LABEL.test(meal[1])) return { kind: 'title' };
    const after = classifyNormalised(text.slice(meal[0].length), today);
    if (after.kind === 'dish') return after;
  }
  const prices = readStatedPrices(text);
  if (prices) return { kind: 'price', prices };
  // 'Lunchkort: 10 luncher 1 150 kr', 'Avhämtning 110:-': the lunch on other terms, no dish.
  const conditionLabel = isPriceCondition(text) ? /^([^:\d]{2,30}?)\s*(?::|\d)/u.exec(text)?.[1] : undefined;
  if (conditionLabel && conditionLabel.trim().split(/\s+/).length <= 3 && isPriceCondition(conditionLabel)) {
    const price = readPrice(text, { allowBare: false }).price;
    if (price !== null) return { kind: 'price', prices: [{ price, kind: 'tier' }] };
  }
  // 'kr 129 – Paella': a price written unit first starts a dish line, not a continuation.
  // '& kokt potatis', 'och lingon': a line opening with a conjunction finishes the name above it.
  // 'eller Vegetarisk lasagne': the other choice of the day, a dish of its own.
  if (CONTINUATION.test(text) && !UNIT_FIRST_PRICE.test(text) && !ALTERNATIVE_LEAD.test(text)) return { kind: 'description', text, open: /^(?:&|och|samt|and)\s/iu.test(text) };
  if (GENERIC_HEADER.test(text)) return { kind: 'title' };
  // 'Kökets val' where a day's dish would stand: the page names no dish for that day.
  if (PLACEHOLDER.test(text)) return { kind: 'note' };
  if (PROSE.test(text) || NOTE_START.test(text) || (NOTE_PHRASE.test(text) && !/:/.test(text))) return { kind: 'note' };
  if (isDiscountNote(text) || isStayOffer(text)) return { kind: 'note' };
  if (isFileLink(text)) return { kind: 'furniture' };
  const alternatives = splitAlternatives(text, looksEnglish);
  if (alternatives) {
    const [first, ...more] = alternatives.map((part) => parseDishLine(part.replace(/^\s*\d\s*\)\s+/u, ''))!);
    return { kind: 'dish', dish: first, english: false, ...(more.length ? { more } : {}) };
  }
  const dish = parseDishLine(text);
  if (!dish) return { kind: 'note' };
  // 'Kaffe och kaka 35 kr', 'Lättöl 39 kr': an extra beside the lunch; its price is never a dish's.
  // 'Dagens kaka: Kladdkaka 35 kr': a label naming coffee or cake is the same extra.
  if (isFikaOrDrinks(dish.name) || DRINK_SIZE.test(dish.name) || (dish.labelled && isFikaOrDrinks(dish.name.replace(/^(?:dagens|veckans|today's)\s+/iu, '')))) return dish.price === null ? { kind: 'title' } : { kind: 'price', prices: [{ price: dish.price, kind: 'extra' }] };
  // 'Dessert: Hallonkräm', 'Kvällsmat: Pytt i panna': a line labelled as dessert or another meal is no lunch dish.
  const labelSection = dish.labelled ? sectionOf(dish.name) : null;
  if (labelSection && (labelSection.section === 'dessert' || labelSection.section === 'other')) return { kind: 'title' };
  // 'Mellanmål: Yoghurt med müsli': a meal label before a colon names another meal's dish.
  if (dish.labelled && OTHER_MEAL_LABEL.test(dish.name)) return { kind: 'title' };
  // 'Dagens: soppa, vegetariska samt sallad': a lower-case list of categories and sides says what is served, names no dish.
  if (isOfferList(dish.name)) return { kind: 'note' };
  const open = dish.price === null && OPEN_END.test(text);
  return { kind: 'dish', dish: { ...dish, ...(open ? { open } : {}) }, english: looksEnglish(text) };
}

/** A lower-case list of two or more category words or sides ('soppa, vegetariska samt sallad'). */
export function isOfferList(name: string): boolean {
  if (!/^\p{Ll}/u.test(name)) return false;
  const parts = name.split(/\s*,\s*|\s+(?:och|samt|&|and|eller|or)\s+/iu).map((p) => p.trim()).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => CATEGORY.test(p) || readIncludes(p).length > 0);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
