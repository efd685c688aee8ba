import { tidy } from './text';

/**
 * Prices in SEK: '129 kr', '129kr', '129:-', '129 :-', '129.-', '129,-', '129 SEK', '129,00 kr',
 * 'Pris 129', 'Pris: 129 kr', 'kr 129', '118 kr/port.', '45 kr styck' (the unit it is counted in goes with it), and a bare number of 2-3 digits closing a dish line or
 * standing alone in a table cell ('Köttbullar ..... 129').
 */
const WITH_UNIT = /(?<![\d.,])(\d{2,4})(?:[.,](?:00|-)(?!\d))?\s*(?:kr\b\.?|kronor\b|sek\b|:-|\.-|,-)(?:\s*(?:\/\s*|per\s+)?(?:port(?:ion)?\b\.?|styck\b|st\b\.?))?/giu;
const UNIT_FIRST = /\b(?:kr|sek)\.?\s*(\d{2,4})(?:[.,]00)?(?!\d)/giu;
const PRIS = /\b(?:pris|price|lunchpris)\s*:?\s*(\d{2,4})(?:[.,](?:00|-)(?!\d))?(?:\s*(?:kr\b\.?|kronor\b|sek\b|:-|\.-|,-)|(?![\d:.]))/giu;
const BARE_END = /(?:^|\s|\.{2,}|\|)(\d{2,3})(?:[.,]00)?\s*$/u;

// '... 129 kr / ½ portion 85 kr': a portion size after the dish's price is not part of its name.
const SIZE_WORDS = /(?:[\s\-–/,]*(?:½|(?<!\p{L})(?:liten|litet|stor|stort|small|large|halv|hel|barn|vuxen|halvportion|helportion|portion)(?!\p{L})))+[\s\-–/,]*$/iu;

/** Where a price was taken out of the text (replaced by a space once the words before it are looked at). */
const PRICE_GONE = '\u0000';
const EACH_BEFORE_PRICE = /\s(?:à|á|@)\s*(?=\u0000)/gu;
const EACH_AT_END = /\s(?:à|á|@)\s*$/u;

const MIN_PRICE = 20;
const MAX_PRICE = 1000;

export interface PriceRead {
  /** The first price in the text, or null. */
  price: number | null;
  /** The text without any price. */
  rest: string;
}

export function readPrice(text: string, { allowBare = true } = {}): PriceRead {
  const { found, rest } = readAll(text, allowBare);
  return { price: found[0]?.value ?? null, rest };
}

/** Every price in the text, in the order written ('129 kr / 119 kr' gives both). */
export function readPrices(text: string): number[] {
  return readAll(text, true).found.map((f) => f.value);
}

function readAll(text: string, allowBare: boolean): { found: Array<{ index: number; value: number }>; rest: string } {
  const found: Array<{ index: number; value: number }> = [];
  let rest = text;
  for (const re of [PRIS, WITH_UNIT, UNIT_FIRST]) {
    rest = rest.replace(re, (match: string, digits: string, offset: number) => {
      const value = Number(digits);
      if (value < MIN_PRICE || value > MAX_PRICE) return match;
      found.push({ index: offset, value });
      return PRICE_GONE;
    });
  }
  // 'Pannbiff med lök à 125:-', '… @ 95 kr': the 'each' before a price belonged to it, not to the name.
  rest = rest.replace(EACH_BEFORE_PRICE, ' ').replaceAll(PRICE_GONE, ' ');
  if (found.length === 0 && allowBare) {
    const bare = BARE_END.exec(rest);
    // A bare number only counts when words precede it (a dish) or it stands alone (a table cell).
    if (bare && Number(bare[1]) >= 40 && Number(bare[1]) <= 500 && !/(?<!\p{L})(nr|no|nummer|rätt|alt|alternativ|vecka|veckan|v|w|week|kl|sida|bord)\.?\s*$/iu.test(rest.slice(0, bare.index)) && !/\d[\s-]*$/.test(rest.slice(0, bare.index))) {
      found.push({ index: bare.index, value: Number(bare[1]) });
      rest = rest.slice(0, bare.index).replace(EACH_AT_END, '');
    }
  }
  found.sort((a, b) => a.index - b.index);
  // 'Caesarsallad - liten 115 kr / stor 135 kr': the size words belonged to the prices.
  if (found.length > 0) rest = rest.replace(SIZE_WORDS, ' ');
  return { found, rest: tidy(rest.replace(/\.{2,}|…+/g, ' ')) };
}

/** True when the text is nothing but a price ('129 kr', '129:-', '129'). */
export function isPriceOnly(text: string): boolean {
  const { price, rest } = readPrice(text);
  return price !== null && !/\p{L}{2}/u.test(rest.replace(/\b(pris|price|kr|sek|styck|st)\b/giu, ''));
}
