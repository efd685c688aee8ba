import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { read, list, MAINS, VEG, DAYS, today } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 20 (developed on batches 13–80): a week's dishes are served on the days the page
 * serves; a day's own price beside the price for all ('Tisdagar: all lunch 99 kr!').
 */

describe('a page serving Tuesday to Friday', () => {
  it('gives its weekly dish to those days only, not to Monday', () => {
    const days = DAYS.slice(1).flatMap((d, i) => [d, `Kött: ${MAINS[i + 1]} 135 kr`]);
    const r = read(`Lunch vecka 48 · tisdag–fredag\n${days.join('\n')}\nVeckans vegetariska\n${VEG[0]} 125 kr`);
    expect(list(r).filter((d) => d.startsWith('Mon'))).toEqual([]);
    expect(list(r).filter((d) => d.includes(VEG[0]))).toEqual(['Tue', 'Wed', 'Thu', 'Fri'].map((d) => `${d} ${VEG[0]} 125`));
  });

  it('a Monday-to-Friday page still gets it every day (control)', () => {
    const days = DAYS.flatMap((d, i) => [d, `Kött: ${MAINS[i]} 135 kr`]);
    const r = read(`Lunch vecka 48\n${days.join('\n')}\nVeckans vegetariska\n${VEG[0]} 125 kr`);
    expect(list(r).filter((d) => d.includes(VEG[0]))).toHaveLength(5);
  });
});

describe("a day's own price beside the price for all", () => {
  it("'Alla luncher 129 kr · Tisdagar: all lunch 99 kr!' prices Tuesday's dishes at 99", () => {
    expect(classifyLine('Alla luncher 129 kr · Tisdagar: all lunch 99 kr!', today)).toMatchObject({
      kind: 'price', prices: [{ price: 129, kind: 'all' }, { price: 99, kind: 'category', category: 'tuesday' }],
    });
    const r = read(`Alla luncher 129 kr · Tisdagar: all lunch 99 kr!\nVeckans lunch v.48\n${DAYS.flatMap((d, i) => [d, MAINS[i]]).join('\n')}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 129', 'Tue Stekt sej med dillsås 99']);
    expect(isPublishable(r)).toBe(true);
  });
});
