import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { splitBulletDishes } from './lines';
import { read, list, doubts, MAINS, VEG } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 15 (developed on batches 13–64): two dishes on a day's line with a bullet between
 * them; a short list under no day read as the week's only when the page says so; a page that shows next week alone
 * is not published in the week before.
 */

describe('a bullet between two dishes on a line', () => {
  it.each<[string, string[]]>([
    ['Mån Fläskkarré med rotfrukter • Rotfruktsgratäng', ['Mån Fläskkarré med rotfrukter', 'Rotfruktsgratäng']],
    ['Kalops med rödbetor • Linsgryta med ris • Fiskgratäng', ['Kalops med rödbetor', 'Linsgryta med ris', 'Fiskgratäng']],
    ['Lunch 11–14 • Sallad och kaffe ingår', ['Lunch 11–14 • Sallad och kaffe ingår']],
    ['Köttbullar med potatismos • Veg: Linsbiffar', ['Köttbullar med potatismos • Veg: Linsbiffar']],
  ])('%s', (line, parts) => expect(splitBulletDishes(line)).toEqual(parts));

  it("a lunch guide's card: each day's two dishes read apart and priced by the card", () => {
    const days = ['Mån', 'Tis', 'Ons', 'Tor', 'Fre'];
    const r = read(`Restaurang Linnéa\nDagens lunch 115 kr\nVeckans lunch v.48\n${days.map((d, i) => `${d} ${MAINS[i]} • ${VEG[i]}`).join('\n')}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 115', 'Mon Linsgryta med ris 115']);
    expect(r.dishes).toHaveLength(10);
  });
});

describe('a short list under no day', () => {
  it("'Dagens lunch' over two dishes: today's or every day's? Held for a person", () => {
    const r = read(`Grill 22\nDagens lunch\nVecka 48\n${MAINS[0]}\n128 kr\n${VEG[0]}\n118 kr`);
    expect(r.dishes.length).toBeGreaterThan(0);
    expect(isPublishable(r)).toBe(false);
    expect(doubts(r)).toContain('Sidan nämner ingen dag: rätterna lästes som hela veckans');
  });

  it.each([
    ['Veckans lunch vecka 48'],
    ['Lunch vecka 48\nServeras måndag–fredag 11–14'],
  ])("'%s' says the list is the week's: published", (heading) => {
    const r = read(`${heading}\n${MAINS[0]} 128 kr\n${VEG[0]} 118 kr`);
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a page that shows next week alone', () => {
  const nextWeek = ['Måndag 30/11', 'Tisdag 1/12', 'Onsdag 2/12', 'Torsdag 3/12', 'Fredag 4/12'];
  const page = `Lunch vecka 49\n${nextWeek.map((d, i) => `${d}\n${MAINS[i]} 122 kr`).join('\n')}`;

  it('is not published on the Friday before; it is in its own week', () => {
    const before = read(page, '2026-11-27');
    expect(before.week).toEqual({ year: 2026, week: 49 });
    expect(isPublishable(before)).toBe(false);
    const during = read(page, '2026-11-30');
    expect(during.dishes).toHaveLength(5);
    expect(isPublishable(during)).toBe(true);
  });
});
