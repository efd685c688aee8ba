import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { read, list, week, MAINS, VEG } from './test-support/reading-pages';

/** Reading rules of issue 19, round 29 (a kind batch 117–120 published wrong): what the lunch includes, and a café's price list. */

describe("'Allt inkluderar … för 119 kr' says what the lunch includes and its price", () => {
  it('is read as includes with the price for all, not as a dish', () => {
    expect(classifyLine('Allt inkluderar salladsbuffé, dryck, bröd, kaffe och kaka för 119kr', '2026-11-23')).toEqual(
      { kind: 'includes', words: ['sallad', 'bröd', 'kaffe', 'dryck', 'kakor'], price: 119 });
  });

  it("control: 'I priset ingår … för 119 kr' reads the same way", () => {
    expect(classifyLine('I priset ingår salladsbuffé, bröd och kaffe för 119 kr', '2026-11-23')).toMatchObject({ kind: 'includes', price: 119 });
  });
});

describe("a café's items priced one by one beside what is included ('Kanelbulle 35 kr · Kaffe 30 kr · Påtår ingår') state no lunch price", () => {
  const page = (fika: string) => ['Veckans lunch (vecka 48)', 'I priset ingår salladsbuffé, bröd och kaffe för 119 kr',
    week((_, i) => [MAINS[i], VEG[i]]), 'Fika', fika].join('\n');

  it('the dishes keep the lunch price', () => {
    expect(new Set(read(page('Kanelbulle 35kr · Kaffe 30kr · Påtår ingår')).dishes.map((d) => d.price))).toEqual(new Set([119]));
  });

  it('control: a lunch price with what is included still prices the dishes', () => {
    const r = read(['Lunch vecka 48', week((_, i) => [MAINS[i]]), 'Pris 119 kr inkl. kaffe'].join('\n'));
    expect(list(r)[0]).toBe(`Mon ${MAINS[0]} 119`);
  });
});
