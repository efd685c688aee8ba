/** What kind of line a page line is, beyond dishes: closed notices, site furniture, titles, price labels. */

export const CLOSED = /^(stängt|stängd|closed|lunchstängt|(?:jul|sport|höst|påsk|sommar|vinter)?lov|semesterstängt|semester|studiedag|planeringsdag|ingen lunch(servering)?|no lunch|restaurangen (är )?stängd|vi har stängt)(?!\p{L})|(?<!\p{L})(stängt|stängd|closed|inställd|inställt|utgår)(?!\p{L})[\s!.]*$/iu;
/** Addresses, phone numbers, e-mail and company lines: site furniture wherever they appear. */
export const CONTACT = /(?<!\d)0\d{1,3}\s?-\s?\d{2,3}(?:\s?\d{2}){1,3}(?!\d)|(?<!\d)\d{3} ?\d{2} \p{Lu}\p{Ll}+|(?<!\p{L})(tel|telefon|tfn|org\.?\s?nr|e-post|email)(?!\p{L})|\S+@\S+\.\p{L}{2,}|\b(ab|hb)\s*,|^\p{L}*(gatan|vägen|torget|gränd|allén|backen|stigen|plan|kajen)\s+\d{1,3}\s*\p{L}?$/iu;
/** Header cells of a table that name no category ('Dag | Rätt | Pris'). */
export const GENERIC_HEADER = /^(dag|day|veckodag|svenska|swedish|rätt|rätter|maträtt|dish|dishes|meny|menu|lunch|pris|price|beskrivning|description|)$/iu;
/** A table column holding the English translation ('Dag | Svenska | English | Pris'). */
export const ENGLISH_COLUMN = /^(english|engelska|in english|eng\.?|translation)$/iu;
export const FOOTER = /^(helgmeny|helgens meny|weekend menu|brunchmeny|barnmeny|dessertmeny|desserter$|kvällens meny|lämna ett (svar|kommentar)|senaste inlägg|relaterade inlägg|arkiv$|kategorier$|dela detta|publicerat i|föregående|nästa inlägg|leave a (reply|comment)|recent posts|related posts|archives$|categories$|välkommen|välkomna|welcome|boka\b|book\b|kontakt|contact|adress|address|hitta hit|find us|telefon|tel\b|e-?post|email|följ oss|follow us|©|\(c\)|copyright|öppettider|opening hours|med reservation|reservation för|vi reserverar|allergi|allergen|fråga (personalen|oss)|om oss|about us|à la carte|a la carte|kvällsmeny|middag|dinner|vinlista|dryckesmeny|drinkar|catering|presentkort|nyhetsbrev|newsletter|integritet|privacy|cookies?\b|vi använder|instagram|facebook|tripadvisor|org\.? ?nr|all rights|swish|betala)/iu;
export const TITLE = /^(veckans|dagens|this week's|today's|weekly)\s+(meny|lunch|lunchmeny|lunchlista|matsedel|menu)(?!\p{L})|^(daily|today's) specials?$/iu;
export const CONTINUATION = /^(med|serveras|samt|och|&|with|served|toppad|garnerad|\+)\s/iu;
export const PRICE_LABEL = /(?<!\p{L})(pris|priset|price|dagar|veckan|anställda|gäster|employees|guests|everyone|for|alternativ|alternativen|bowls|wraps|pizzor|lunchmeny|lunchmenyn|meny|menyn|menu|lunchpris|lunchbuff[ée]|buff[ée]|buffet|lunch|luncher|lunchen|lunchrätter|maträtter|dagens|alla|rätter|rätten|rätt|samtliga|gäller|för|per|portion|kostar|vardagar|all dishes|dishes|all|lunches|meals|from|från|endast|är|ord\.?|ordinarie)(?!\p{L})/giu;
export const PRICE_LABEL_WORD = /(?<!\p{L})(pris|priset|price|lunchpris|lunchbuff[ée]|alla rätter|samtliga rätter|alla alternativ|samtliga alternativ|alla luncher|alla lunchrätter|alla dagar|hela veckan|all dishes|dagens lunch|lunch)(?!\p{L})/iu;
/** Site text rather than a dish: addresses the reader, exclaims, announces, or names a year ('Julbord 2026'). */
export const PROSE = /(?<!\p{L})(vi|ni|du|oss|jag|vår|våra|vårt|välkomn\p{L}*|önskar|hälsar|kommer snart|publiceras|uppdateras|moms|priser|billigare|finns (?:alltid|att|även|också)|erbjuds|kan beställas|rabatt|erbjudande|förbeställ|beställ|we|our|you|your|us|please)(?!\p{L})|[!?]\s*$|(?<![\d/.-])(?:19|20)\d\d(?![\d/.-])/iu;
export const CATEGORY_PRICE_WORDS = /(?<!\p{L})(husman|kött|fisk|veg\p{L}*|vego|grön\p{L}*|soppa|sallad\p{L}*|pasta|pizza|paj|pajer|smörgås|wraps?|bowls?|varmrätt\p{L}*|huvudrätt\p{L}*|förrätt\p{L}*|efterrätt\p{L}*|dessert\p{L}*|veckans \p{L}+|special|take ?away|avhämtning|barn\p{L}*|pensionär\p{L}*|student\p{L}*|halv\p{L}*|liten|stor)(?!\p{L})/iu;
/** Price tiers that are not dishes ('Pensionär 95 kr', 'Take away 99 kr'). */
export const PRICE_TIER = /^(take ?away|avhämtning|barn\p{L}*|pensionär\p{L}*|student\p{L}*|senior\p{L}*)(\s+\p{L}+)?$/iu;
/** A heading over the page's price list: it ends the menu sections. */
export const PRICES_HEADING = /^(priser|prices|prislista|price list|våra priser|lunchpriser)[\s:]*$/iu;

/** 'Alt 1 och 2', 'Alternativ 3', 'Rätt 1 & 2': numbered alternatives named in a price label. */
export const ALTERNATIVES = /(?<!\p{L})(?:alt|alternativ|rätt|nr|dagens)\.?\s*(\d{1,2}(?:\s*(?:och|&|,|\/|-)\s*\d{1,2})*)(?!\d)/iu;

const ALTERNATIVES_ALL = new RegExp(ALTERNATIVES.source, 'giu');
const CATEGORY_PRICE_WORDS_ALL = new RegExp(CATEGORY_PRICE_WORDS.source, 'giu');

export function alternativeKeys(text: string): string[] {
  const m = ALTERNATIVES.exec(text);
  return m ? m[1].split(/\D+/).filter(Boolean).map((n) => `alt ${Number(n)}`) : [];
}

export function isPriceLabel(rest: string): boolean {
  const left = rest.replace(ALTERNATIVES_ALL, ' ').replace(/(?<!\p{L})(under|över|år|upp till|yngre|äldre)(?!\p{L})/giu, ' ').replace(PRICE_LABEL, ' ').replace(/(?<!\p{L})(och|samt|and)(?!\p{L})/giu, ' ').replace(CATEGORY_PRICE_WORDS_ALL, ' ').replace(/[^\p{L}]+/gu, ' ').trim();
  // Option letters ('A 125 kr, B 115 kr') are labels too.
  return (left === '' || /^\p{Lu}$/u.test(left)) && rest.split(/\s+/).length <= 5;
}

export function categoryKey(text: string): string {
  const t = text.toLowerCase();
  if (/^veg|^vego|^grön/.test(t)) return 'veg';
  if (/^veckans/.test(t)) return t;
  return t;
}

export function priceForCategory(category: string | undefined, prices: Map<string, number>): number | undefined {
  if (!category) return undefined;
  const c = category.toLowerCase();
  const alternative = alternativeKeys(c)[0];
  if (alternative && prices.has(alternative)) return prices.get(alternative);
  if (prices.has(c)) return prices.get(c);
  for (const [key, price] of prices) {
    if (key === 'veg' && /veg|grön|vego/.test(c)) return price;
    if (key !== 'veg' && key.length >= 3 && c.includes(key)) return price;
  }
  return undefined;
}

/** 'Soppa på rotfrukter' under 'Hela veckan' with 'Soppa 95 kr' stated: a dish named by a priced category word. */
export function priceForName(name: string, prices: Map<string, number>): number | undefined {
  const first = /^\p{L}+/u.exec(name)?.[0].toLowerCase();
  if (!first || first.length < 4) return undefined;
  for (const [key, price] of prices) {
    if (key.length >= 4 && !key.includes(' ') && first === key) return price;
  }
  return undefined;
}
