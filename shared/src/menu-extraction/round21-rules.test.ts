import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { read, list, MAINS, DAYS, today } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 21 (developed on batches 13–84): a campaign's price with the ordinary price in
 * brackets; the menu's other dishes at a lunch price are no price of the day's dishes.
 */

const page = (head: string, foot = '') => `${head}\nLunch vecka 48\n${DAYS.flatMap((d, i) => [d, MAINS[i]]).join('\n')}${foot ? `\n${foot}` : ''}`;

describe("a campaign's price", () => {
  it.each([
    'KAMPANJ hela vecka 48: all lunch 99 kr (ord. pris 125 kr)',
    'Erbjudande: all lunch 99 kr (ordinarie pris 125 kr)',
    'All lunch 99 kr (ord. 125:-)',
  ])('%s', (line) => {
    expect(classifyLine(line, today)).toEqual({ kind: 'price', prices: [{ price: 99, kind: 'all' }] });
    const r = read(page(line));
    expect(list(r)[0]).toBe('Mon Kalops med rödbetor 99');
    expect(isPublishable(r)).toBe(true);
  });

  it("an offer's heading before a dish stays the dish's label (control)", () => {
    expect(classifyLine('Kampanj: Köttbullar med mos 99 kr', today).kind).toBe('dish');
  });
});

describe("the menu's other dishes at a lunch price", () => {
  it("'Pizzor från menyn 115 kr under lunchtid' after what is included prices no dish of the day", () => {
    const foot = 'Lunchen serveras med sallad, bröd och dricka. Pizzor från menyn 115 kr under lunchtid.';
    expect(classifyLine(foot, today)).toMatchObject({ kind: 'includes', price: null });
    const r = read(page('Pizzeria Napoli', foot));
    expect(list(r)[0]).toBe('Mon Kalops med rödbetor -');
    expect(isPublishable(r)).toBe(false);
  });

  it("'Lunchen kostar 109 kr och serveras med sallad' is still the lunch's price (control)", () => {
    expect(classifyLine('Lunchen kostar 109 kr och serveras med sallad och kaffe.', today)).toMatchObject({ kind: 'includes', price: 109 });
  });
});
