/**
 * '… lingon 95/115 kr', '… nudlar 135/95 kr': two prices for one dish, each for another guest (staff/visitor,
 * adult/child, eat in/take away). The dearer is the ordinary price a visitor pays; the cheaper is a discount.
 */
const PAIR_AT_END = /\s*[–—-]?\s*(?<![\d.,€$£])(\d{2,3})(?:[.,]00)?\s*\/\s*(\d{2,3})(?:[.,]00)?\s*(?:kr\b\.?|kronor\b|sek\b|:-|,-|\.-)\s*$/iu;

export function pricePairAtEnd(text: string): { price: number; rest: string } | null {
  const m = PAIR_AT_END.exec(text);
  if (!m || m.index === 0) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (Math.min(a, b) < 20 || Math.max(a, b) > 1000) return null;
  return { price: Math.max(a, b), rest: text.slice(0, m.index) };
}

/** '129 / 115 kr' alone on its line (under the dish it prices): the same pair, the dearer price. A day/month date never has both numbers over 19. */
const BARE_PAIR = /^(\d{2,3})\s*\/\s*(\d{2,3})\s*(?:kr\.?|kronor|sek|:-)?$/iu;

export function barePricePair(text: string): number | null {
  const m = BARE_PAIR.exec(text);
  return m && Math.min(+m[1], +m[2]) >= 20 ? Math.max(+m[1], +m[2]) : null;
}

/** '… with fries - €12.41 / 139 kr': a euro price beside the kronor price is the same price for tourists, no part of the name. */
const EURO_BESIDE_KR = /\s*[–—-]?\s*(?:€\s*\d{1,3}(?:[.,]\d{1,2})?|\d{1,3}(?:[.,]\d{1,2})?\s*(?:€|eur\b|euro\b))\s*(?:\/|\||·)?\s*(?=\d{2,4}\s*(?:kr\b|:-|sek\b))/iu;

export function withoutEuroPrice(text: string): string {
  return text.includes('€') || /\beur/iu.test(text) ? text.replace(EURO_BESIDE_KR, ' ') : text;
}
