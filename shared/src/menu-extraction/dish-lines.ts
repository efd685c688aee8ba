import { readDiet } from './diet';
import { CATEGORY_WORDS as LEXICON_CATEGORIES, MEAL_LABELS, SPECIAL_DAY_HEADINGS } from './lexicon';
import { isPriceCondition } from './page-price';
import { readPrice } from './prices';
import { pricePairAtEnd, withoutEuroPrice } from './price-pair';
import { hasLetters, tidy } from './text';

/**
 * One dish line: '[category prefix] name [diet markers] [price]'.
 *
 * The dish NAME is the whole dish line without its category prefix, price and diet markers
 * ('Kött: Köttbullar med gräddsås och lingon (L) 129 kr' -> 'Köttbullar med gräddsås och lingon').
 * The line is not split at ' med ' or ',' because pages differ in where the "name" ends; the whole line
 * is what a visitor reads. DESCRIPTION holds continuation lines below the dish ('serveras med ...',
 * 'med ...', '(...)') and is empty otherwise.
 */
export interface DishLine {
  name: string;
  price: number | null;
  tags: string[];
  category?: string;
  /** The category says the dish is served all week ('Veckans vegetariska', 'Hela veckan'). */
  weekly: boolean;
  /** 'Vitello tonnato: braised veal ...': text after an unknown label is the dish's description. */
  description?: string;
  /** The line stops mid-phrase ('..., ', '... med'): the next line continues the name. */
  open?: boolean;
  /** The name is an unknown label before a colon, the rest of the line its description ('Vitello tonnato: ...'). */
  labelled?: boolean;
  /** The list number before the dish ('3. Rotfruktsgratäng'): a price legend may price it ('Rätt 3: 118 kr'). */
  option?: number;
  /** A diet marker was taken out of the name; the closing diet word, if that was it (see DietRead). */
  dietMarked?: true;
  closingDietWord?: string;
}

// Single category words from the lexicon (multi-word labels are built from 'dagens'/'veckans' + these).
const CATEGORY_WORDS = LEXICON_CATEGORIES.filter((w) => !w.includes(' ')).sort((x, y) => y.length - x.length).join('|');
/** 'hela veckan' after a kind ('Vego hela veckan'): the kind is served all week. */
const ALL_WEEK = '(?:hela veckan|alla dagar|varje dag|all week)';
const CATEGORY_LEAD = new RegExp(
  `^((?:dagens|veckans|månadens|week's|weekly|today's|hela veckan|alla dagar|varje dag|all week)(?:\\s+(?:${CATEGORY_WORDS}|rätt|lunch|tips|special))*(?:\\s*\\d{1,2}(?!\\d))?` +
  // 'VEGO HELA VECKAN: …': the kind, then that it is served all week.
  `|(?:${CATEGORY_WORDS})\\s+${ALL_WEEK}` +
  // 'Dish of the day: …', 'Soup of the week: …', 'Veggie dish: …': an English page's labels.
  `|(?:dish|soup|fish|catch|meat|pasta|salad|veggie|vegetarian|vegan)\\s+of\\s+the\\s+(?:day|week)|(?:vegetarian|veggie|vegan)\\s+dish` +
  `|(?:${CATEGORY_WORDS})(?:\\s*\\d)?` +
  // 'Alt 3 veg Linsbolognese': an option number with the diet or kind it offers.
  `|(?:alt|alternativ|rätt|lunch|nr|option)\\.?\\s*\\d{1,2}(?:\\s+(?:${CATEGORY_WORDS})(?=\\s))?)` +
  // 'Alt 3 (veg):', 'Veckans vegetariska (mån-fre):': a qualifier in parentheses belongs to the label (a range of
  // some days only, '(mån-ons)', is read apart: those days' dish).
  `(?:\\s*\\((?:[\\p{L}\\s/]{1,15}|(?:mån|måndag)\\s*[-–]\\s*(?:fre|fredag))\\))?` +
  `(?:\\s*(?::|\\|)\\s*|\\s+-\\s+|\\s+)`,
  'iu',
);
/** 'Alltid på menyn', 'Alltid hos oss', 'Always on the menu': the label of a dish served every lunch day. */
const ALWAYS_LABEL = /^(?:alltid|always)\s+(?:på|i|hos|on|at|in)\s+\p{L}+$/iu;
const WEEKLY = /(?<!\p{L})(veckans|månadens|week's|weekly|hela veckan|alla dagar|varje dag|all week|of the week|every day|whole week)(?!\p{L})/iu;

/** An occasion ('Jullunch', 'Påskbuffé') or a kind of meal ('Sopplunch', 'Husmansbord') as a label. */
const OCCASION = new RegExp(`^(?:${[...SPECIAL_DAY_HEADINGS].sort((a, b) => b.length - a.length).join('|')}|\\p{L}+(?:lunch|luncher|bord|buffé))$`, 'iu');

/** Category prefix words that only make a category when a colon or dash follows them. */
const NEEDS_SEPARATOR = new RegExp(`^(?:${CATEGORY_WORDS})$`, 'iu');

/** A label is a category only when its words are the lexicon's ('Dagens gröna', 'Alt 2', "Monday special"). */
const KNOWN_LABEL = new RegExp(`^(?:(?:dagens|veckans|månadens|today's|week's)\\s+)?(?:${CATEGORY_WORDS}|alt\\.?\\s*\\d+|alternativ\\s*\\d+|option\\s*\\d+|\\p{L}+ special|\\p{L}+ option|\\p{L}+ alternativ)(?:\\s+(?:${CATEGORY_WORDS}|\\d))*(?:\\s*\\([^)]*\\))?$`, 'iu');

const THEMED_DAY = /^(?:\p{L}+(?:måndag|tisdag|onsdag|torsdag|fredag)|\p{L}+\s+(?:monday|tuesday|wednesday|thursday|friday))$/iu;
/** 'Fredagsfisk:', 'Torsdagssoppa:': a day's own kind of dish, a label like 'Dagens fisk:'. */
const DAYS_KIND = new RegExp(`^(?:måndags|tisdags|onsdags|torsdags|fredags|lördags|söndags)(?:${CATEGORY_WORDS})$`, 'iu');

export function readCategory(text: string): { category: string; rest: string; weekly: boolean; unknown?: true } | null {
  const m = CATEGORY_LEAD.exec(text);
  if (m) {
    const qualifier = /^\s*\([^)]*\)/u.exec(m[0].slice(m[1].length))?.[0] ?? '';
    const category = tidy(m[1] + qualifier);
    const sep = m[0].slice(m[1].length + qualifier.length);
    const first = text.charAt(m[0].length);
    // 'Fisk Gratinerad torsk' is ambiguous: one category word needs ':' or ' - ' ('Kött: ...'), and without
    // a separator the dish must start with a capital ('Dagens gröna Linsbiff ...').
    const accepted = /[:|-]/.test(sep) ||
      (!(NEEDS_SEPARATOR.test(category) && !/^dagens|^veckans|^månadens/i.test(category)) && first !== first.toLowerCase());
    if (accepted) return { category: capitalise(category), rest: text.slice(m[0].length), weekly: WEEKLY.test(category) };
    // 'Dagens vegetariska Vegetarisk paella', 'Dagens vegetariska Pasta med …': the lead took the dish's capitalised first
    // word as one more category word; one word shorter, the label stands before a capitalised dish of two words or more.
    const words = m[1].trim().split(/\s+/u);
    for (let n = words.length - 1; !qualifier && n >= 2 && /^(?:dagens|veckans)$/iu.test(words[0]); n--) {
      const shorter = new RegExp(`^(\\S+(?:\\s+\\S+){${n - 1}})\\s+(?=\\p{Lu}\\p{Ll}+\\s+\\p{L})`, 'u').exec(text);
      if (shorter) return { category: capitalise(tidy(shorter[1])), rest: text.slice(shorter[0].length), weekly: WEEKLY.test(shorter[1]) };
    }
  }
  // Option letters and numbers: 'A: Kalops', 'B) Linsgryta', 'C. Tofu i röd curry' (a list marker before a capital).
  const option = /^(\p{Lu})\s*[:)]\s+(?=\p{L})|^(\p{Lu})\.\s+(?=\p{Lu}\p{Ll})/u.exec(text);
  if (option) return { category: option[1] ?? option[2], rest: text.slice(option[0].length), weekly: false };
  // Any short label before a colon: 'Från grillen: ...', 'Chef's choice: ...'.
  // A weekly phrase makes a longer label ('Vegetariskt alternativ finns alla dagar: ...').
  const generic = /^(\p{L}[\p{L}\d'&.\s]{1,45}?)\s*:\s*(.+)$/u.exec(text);
  const words = generic ? generic[1].trim().split(/\s+/).length : 0;
  if (generic && ((words <= 3 && generic[1].length <= 24) || (WEEKLY.test(generic[1]) && words <= 6))) {
    const category = tidy(generic[1]);
    // 'Jullunch: Julbord på tallrik', 'Midsommarlunch: Inlagd sill ...': the occasion labels the dish after it.
    // 'Tacotisdag:', 'Pannkakstorsdag:', 'Taco Tuesday:': the day's theme labels the dish after it.
    // 'Alltid på lunchmenyn: Pubburgare …': a dish always on the menu is served every lunch day, as a week's dish is.
    const weekly = WEEKLY.test(category) || ALWAYS_LABEL.test(category);
    const known = KNOWN_LABEL.test(category) || weekly || OCCASION.test(category) || THEMED_DAY.test(category) || DAYS_KIND.test(category);
    return { category: capitalise(category), rest: generic[2], weekly, ...(known ? {} : { unknown: true }) };
  }
  return null;
}

const CATEGORY_HEADING = new RegExp(
  `^(?:\\p{L}+\\s+){1,2}of the week$|^(?:every day|whole week|all week)$` +
  `|^(?:dagens|veckans|månadens|week's|hela veckan|alla dagar|all week)(?:\\s+(?:${CATEGORY_WORDS}|rätt|rätter|lunch|lunchrätt|lunchrätter|tips|special))*$` +
  `|^(?:${CATEGORY_WORDS})\\s+${ALL_WEEK}$` +
  `|^(?:${CATEGORY_WORDS})(?:\\s*\\d)?$|^(?:alt|alternativ|rätt|nr)\\.?\\s*\\d{1,2}$`,
  'iu',
);

/** A line that is only a category label ('Kött:', 'Dagens gröna', 'Veckans vegetariska'). */
export function readCategoryHeading(text: string): { category: string; weekly: boolean } | null {
  const t = text.replace(/[:\s]+$/, '');
  const m = CATEGORY_HEADING.exec(t);
  if (!m) return null;
  return { category: capitalise(t), weekly: WEEKLY.test(t) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '... med fetaost. Dessert: Äppelkaka': a sentence labelled as another meal ends the dish. */
const OTHER_MEAL_SENTENCE = new RegExp(
  `(?<=\\p{L}{2}|\\))[.;]\\s+(?:${[...MEAL_LABELS.other].sort((a, b) => b.length - a.length).join('|')})\\s*:.*$`,
  'iu',
);

/** 'Alt. Vegetarisk pyttipanna', 'eller Linsgryta', 'Alternativt: Falafel': the word offering the dish as the other choice. */
export const ALTERNATIVE_LEAD = /^\s*(?:[Aa]lt\.|[Aa]lt:|[Aa]lternativt?\s*:?|eller|or)\s*(?=\p{Lu})/u;

const SERVING_NOTE = new RegExp(`\\s*\\((?:serveras|served)?\\s*(?:${WEEKLY.source}|(?:mån|man|mon)\\p{L}*\\s*[-–]\\s*(?:fre|fri)\\p{L}*)\\s*\\)\\s*$`, 'iu');
/** 'Tagliatelle med kantareller, serveras hela veckan.': a serving-days sentence or clause after the name. */
const SERVING_TAIL = new RegExp(`\\s*[,.;–—-]\\s*(?:serveras|served|finns)\\s+(?:${WEEKLY.source}|(?:mån|man|mon)\\p{L}*\\s*[-–]\\s*(?:fre|fri)\\p{L}*)[\\s.!]*$`, 'iu');
const UNSTATED_PRICE = /\s*(?:[–—,-]\s*|\(\s*)(?:dagspris|marknadspris|market price|pris enligt (?:disk|dagspris)|fråga om priset)\s*\)?\s*$/iu;

/** '🌱 Låg klimatpåverkan', 'Klimatsmart', 'Klimat: Medel', '1,9 kg CO2e' after a dish: its climate label, no part of its name. */
const CLIMATE_NOTE = /\s*[–—·|,-]?\s*(?:\p{Extended_Pictographic}\s*)?(?:(?:mycket\s+)?(?:låg|lägre|medel|medelhög|hög)\s+klimatpåverkan|klimatsmart[at]?|klimat(?:avtryck)?\s*:\s*(?:låg|medel|hög)|\d+(?:[.,]\d+)?\s*kg\s*co2e?)\s*$/iu;

export function parseDishLine(text: string, inheritedCategory?: string): DishLine | null {
  // List numbering ('1. Köttbullar', '2) Lax') and an alternative's lead word ('Alt.', 'eller') are not part of the name.
  const numbered = /^\s*(\d{1,2})\s*[.)]\s+(?=\p{L})/u.exec(text);
  let rest = text.replace(ALTERNATIVE_LEAD, '').replace(OTHER_MEAL_SENTENCE, '').replace(/^\s*(?:\p{Lu}{1,2}\s?)?\d{1,3}\s*[.)]\s+(?=\p{L})/u, '')
    // Nutrition figures ('· 620 kcal', '2100 kJ') are not part of the name, nor a price.
    .replace(/\s*[·•|,–-]?\s*\d{2,4}\s*(?:kcal|kj|kalorier)(?!\p{L})/giu, ' ');
  let category = inheritedCategory;
  let weekly = false;
  const cat = readCategory(rest);
  if (cat?.unknown && hasLetters(cat.rest)) {
    // 'Vitello tonnato: braised veal ...': the label is the dish's name.
    const head = parseDishLine(cat.category, inheritedCategory);
    const tail = readPrice(cat.rest);
    if (head) return { ...head, price: head.price ?? tail.price, description: readDiet(tail.rest).text, labelled: true };
  }
  if (cat && !cat.unknown && hasLetters(cat.rest)) {
    category = cat.category;
    weekly = cat.weekly;
    rest = cat.rest;
  }
  // '128 kr (take away 110 kr)': a bracket giving the price on other terms is no part of the name.
  if (rest.includes('(')) rest = rest.replace(/\s*\(([^()]*)\)/gu, (bracket, inner: string) => (isPriceCondition(inner) && readPrice(inner, { allowBare: false }).price !== null ? ' ' : bracket));
  rest = withoutEuroPrice(rest);
  const price = pricePairAtEnd(rest) ?? readPrice(rest);
  rest = price.rest;
  // A price before the category ('129:- Kött: ...') leaves the category at the start.
  if (!cat || cat.unknown) {
    const late = readCategory(rest);
    if (late && !late.unknown && hasLetters(late.rest)) {
      category = late.category;
      weekly = late.weekly;
      rest = late.rest;
    }
  }
  // 'Fisksoppa (serveras hela veckan)', 'Hel piggvar – dagspris': when it is served or that its price is the day's is no part of the name.
  rest = rest.replace(SERVING_NOTE, '').replace(SERVING_TAIL, '').replace(UNSTATED_PRICE, '').replace(CLIMATE_NOTE, '');
  const diet = readDiet(rest);
  // A single closing full stop ('Tacos.') is punctuation, not part of the name.
  const name = tidy(diet.text.replace(/\.{2,}/g, ' ').replace(/(?<=\p{L}{3})\.$/u, ''));
  if (!isDishName(name)) return null;
  const tags = new Set(diet.tags);
  if (category && /veg|grön/i.test(category)) tags.add(/vegan/i.test(category) ? 'Vegansk' : 'Vegetarisk');
  return {
    name, price: price.price, tags: [...tags], category, weekly, ...(numbered ? { option: Number(numbered[1]) } : {}),
    ...(diet.marked ? { dietMarked: true as const } : {}), ...(diet.closingWord ? { closingDietWord: diet.closingWord } : {}),
  };
}

/** Rejects fragments and prose: a dish name has letters, is not too long and is not a sentence of site text. */
export function isDishName(name: string): boolean {
  if (!hasLetters(name) || name.length < 3 || name.length > 160) return false;
  if (name.split(/\s+/).length > 28) return false;
  return true;
}

/**
 * Several dishes in one line or cell, each part a dish of its own: 'Kalops / Linsgryta' (a part after ' / '
 * starts with a capital), 'Kassler med ris (veg: tofu med ris)' (a labelled alternative in parentheses) and
 * '1) Kalops 2) Fiskgratäng 3) Linsgryta' (inline numbering). A translation pair ('Köttbullar / Meatballs
 * with mash') keeps only its Swedish part. A price after the last part only is every part's.
 * Returns the parts as texts (with the shared price appended), or null when the line is one dish.
 */
const LABELLED_SENTENCE = /(?<=\p{L}{2})\.\s+(?=\p{Lu}[\p{L}\s]{0,20}:\s*\p{L})/u;

export function splitAlternatives(text: string, looksEnglish: (part: string) => boolean): string[] | null {
  let parts: string[] = [];
  if (/^\s*1\s*\)\s+\p{L}/u.test(text)) parts = text.split(/\s+(?=\d\s*\)\s+\p{L})/u);
  else if (/\(\s*\p{L}[\p{L}\s]{0,30}:\s*[^)]+\)/u.test(text)) {
    // '(veg: tofu med ris)', '(vegetariskt alternativ: Linsbiffar med gräddsås)': a labelled alternative in brackets.
    const m = /^(.*?\S)\s*\(\s*(\p{L}[\p{L}\s]{0,30}:\s*[^)]+)\)\s*(.*)$/u.exec(text)!;
    const head = readCategory(m[2]);
    if (!head || head.unknown) return null;
    parts = [`${m[1]} ${m[3]}`.trim(), `${m[2]} ${m[3]}`.trim()];
  } else if (LABELLED_SENTENCE.test(text)) {
    // 'Köttfärslimpa med potatis. Vegetariskt: Linsfärslimpa med potatis.': a sentence opened by a category label is the next dish.
    parts = text.split(LABELLED_SENTENCE).map((p) => p.replace(/\.\s*$/u, ''));
    if (parts.slice(1).some((p) => { const head = readCategory(p); return !head || !!head.unknown; })) return null;
  } else if (/\s\/\s/.test(text)) parts = text.split(/\s+\/\s+(?=\p{Lu})/u);
  // 'Sötsur kyckling, Biff med broccoli, Friterade räkor': every comma opens a capitalised dish ('Linguine med räkor,
  // chili och citron' lists sides in lower case and stays one dish).
  else if (/,\s+\p{Lu}/u.test(text) && !/,(?!\s+\p{Lu})/u.test(text)) parts = text.split(/,\s+/u);
  else parts = orAlternatives(text) ?? [];
  if (parts.length < 2) return null;
  const read = parts.map((p) => ({ text: p, dish: parseDishLine(p.replace(/^\s*\d\s*\)\s+/u, '')) }));
  // Every part must read as a dish name of its own: 'Kött/fisk', 'Vecka 48 / Week 48' and 'Soppa 95 kr / Sallad 115 kr' do not.
  if (read.some((r) => !r.dish || !/\p{L}{3}/u.test(r.dish.name) || readCategoryHeading(r.dish.name))) return null;
  const prices = read.map((r) => r.dish!.price);
  const shared = prices.slice(0, -1).every((p) => p === null) ? prices[prices.length - 1] : null;
  let texts = read.map((r, i) => (shared !== null && i < read.length - 1 ? `${r.text} ${shared} kr` : r.text));
  const english = texts.map((t) => looksEnglish(t));
  if (english.some(Boolean) && english.some((e) => !e)) texts = texts.filter((_, i) => !english[i]);
  return texts.every((t) => parseDishLine(t.replace(/^\s*\d\s*\)\s+/u, ''))) ? texts : null;
}

/** A connector that gives a dish its sides ('med', 'i', 'på', 'with', 'in'). */
const SIDES = /(?<!\p{L})(?:med|i|på|with|in)(?!\p{L})/iu;

/**
 * Two dishes joined by 'eller' / 'or' ('Köttbullar med potatismos eller stekt rödspätta med remouladsås',
 * 'Kalvsylta med rödbetor eller Fiskbullar i dillsås', 'Ärtsoppa med fläsk eller vegetarisk ärtsoppa'): both halves
 * are dishes of two or more words, and the second starts with a capital, has sides of its own or is a variant of the
 * first's dish (ends with its head word). A choice of a part stays one dish ('Poké bowl med lax eller tofu',
 * 'Köttbullar med potatismos eller kokt potatis'). The second half is returned capitalised, as a dish of its own.
 */
export function orAlternatives(text: string): string[] | null {
  const halves = text.split(/\s+(?:eller|or)\s+/u);
  if (halves.length !== 2 || /[()]/.test(text)) return null;
  const [first, second] = halves.map((h) => h.trim());
  // Judged without the price ('… eller vegetarisk ärtsoppa 125 kr').
  const words = (t: string) => readPrice(t).rest.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words(first).length < 2 || words(second).length < 2 || !/^\p{L}/u.test(second)) return null;
  const head = /^\p{L}{4,}/u.exec(first)?.[0].toLowerCase();
  const variant = !!head && words(second).at(-1)!.toLowerCase().replace(/[.,]$/u, '') === head;
  if (!/^\p{Lu}/u.test(second) && !SIDES.test(second) && !variant) return null;
  if (!SIDES.test(first) && !variant && !/^\p{Lu}/u.test(second)) return null;
  return [first, second.charAt(0).toUpperCase() + second.slice(1)];
}
