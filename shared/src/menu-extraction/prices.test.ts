import { describe, expect, it } from 'vitest';
import { isPriceOnly, readPrice } from './prices';

describe('readPrice', () => {
  it.each([
    ['Köttbullar 129 kr', 129], ['Köttbullar 129:-', 129], ['Köttbullar 129 SEK', 129], ['Köttbullar 129kr', 129],
    ['Pris 129', 129], ['Pris: 129 kr', 129], ['Köttbullar 129,00 kr', 129], ['Köttbullar 129.-', 129],
    ['Köttbullar, 129 :-', 129], ['Köttbullar ........ 129', 129], ['kr 129 Köttbullar', 129], ['Köttbullar – 129 kronor', 129],
  ])('%s -> %i', (text, price) => {
    const read = readPrice(text);
    expect(read.price).toBe(price);
    expect(read.rest).toMatch(/^(Köttbullar|)$/);
  });

  it('drops size words that belonged to the prices', () => {
    expect(readPrice('Caesarsallad – liten 115 kr / stor 135 kr')).toEqual({ price: 115, rest: 'Caesarsallad' });
  });

  it('takes the first price when a line has several', () => {
    expect(readPrice('Köttbullar 129 kr (take away 110 kr)').price).toBe(129);
  });

  it('leaves numbers that are not prices', () => {
    expect(readPrice('Lunch serveras 11.00-14.00', { allowBare: false }).price).toBeNull();
    expect(readPrice('Pizza nr 12').price).toBeNull();
    expect(readPrice('Vecka 48').price).toBeNull();
    expect(readPrice('Ärtsoppa').price).toBeNull();
  });

  it('recognises a line that is only a price', () => {
    expect(isPriceOnly('129 kr')).toBe(true);
    expect(isPriceOnly('129:-')).toBe(true);
    expect(isPriceOnly('Pris 129')).toBe(true);
    expect(isPriceOnly('Köttbullar 129 kr')).toBe(false);
  });
});
