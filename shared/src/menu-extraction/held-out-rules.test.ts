import { describe, expect, it } from 'vitest';
import { extractMenu } from './extract-menu';
import { isSiteText } from './menu-reader';
import type { MenuExtraction } from './types';

/** Rules added for layouts that held-out corpus pages showed the extractor could not read. */
const today = '2026-11-23'; // Monday of ISO week 48, 2026

function rows(result: MenuExtraction): string[] {
  return result.dishes.map((d) => `${d.day.slice(0, 3)} ${d.name} ${d.price}${d.description ? ` (${d.description})` : ''}`);
}

describe('held-out batch A rules', () => {
  it('reads a capitalised line under each priced dish as its description (page-builder price lists)', () => {
    const r = extractMenu(['Vecka 48', 'MÅNDAG', 'Pannbiff 135 kr', 'Potatismos, gräddsås', 'Rödbetsbiff 125 kr', 'Fetaost och potatis',
      'TISDAG', 'Falafel 125 kr', 'Bulgur och hummus'].join('\n'), { today });
    expect(rows(r)).toEqual([
      'Mon Pannbiff 135 (Potatismos, gräddsås)', 'Mon Rödbetsbiff 125 (Fetaost och potatis)', 'Tue Falafel 125 (Bulgur och hummus)',
    ]);
  });

  it('keeps unpriced lines as dishes when the page states a price they take', () => {
    const r = extractMenu(['Vecka 48', 'Alla rätter 119 kr', 'Måndag', 'Kalops 129 kr', 'Pannkakor', 'Tisdag', 'Lax 139 kr', 'Linsgryta'].join('\n'), { today });
    expect(rows(r)).toEqual(['Mon Kalops 129', 'Mon Pannkakor 119', 'Tue Lax 139', 'Tue Linsgryta 119']);
  });

  it("reads 'med ...' after a name ending like an adjective ('Kycklinggryta') as a description", () => {
    const r = extractMenu('Vecka 48\nMåndag\nKycklinggryta\nmed ris och koriander\n135', { today });
    expect(rows(r)).toEqual(['Mon Kycklinggryta 135 (med ris och koriander)']);
  });

  it("takes '125 kr inkl. sallad' after a weekly dish as the price for all", () => {
    const r = extractMenu('Vecka 48\nMåndag: Raggmunk\nTisdag: Kycklingwok\nVeckans vego: Halloumigryta\n125 kr inkl. sallad, bröd & kaffe', { today });
    expect(r.dishes.every((d) => d.price === 125)).toBe(true);
    expect(r.lunchIncludes).toEqual(['sallad', 'bröd', 'kaffe']);
  });

  it("reads a weekday in a price list as that day's price ('Dagens 119 kr · Fredag 139 kr')", () => {
    const r = extractMenu(['Vecka 48', 'Mån – Pannbiff', 'Fre – Entrecôte', 'Veckans sallad: Chèvresallad',
      'Dagens 119 kr · Fredag 139 kr · Veckans sallad 109 kr'].join('\n'), { today });
    expect(rows(r)).toEqual([
      'Mon Pannbiff 119', 'Mon Chèvresallad 109', 'Tue Chèvresallad 109', 'Wed Chèvresallad 109', 'Thu Chèvresallad 109',
      'Fri Entrecôte 139', 'Fri Chèvresallad 109',
    ]);
  });

  it('does not read legends, hashtags, social-media furniture or trailing site sentences as dishes', () => {
    expect(isSiteText('(V) = vegetarisk. Alla rätter kan göras glutenfria')).toBe(true);
    expect(isSiteText('#lunch #uppsala #dagenslunch')).toBe(true);
    expect(isSiteText('4712 kommentarer3 delningar')).toBe(true);
    expect(isSiteText('GillaKommenteraDela')).toBe(true);
    expect(isSiteText('Pint till lunchen 59 kr. Fråga personalen om allergener.')).toBe(true);
    expect(isSiteText('Fish & chips med remouladsås')).toBe(false);
    expect(isSiteText('Kalops. Serveras med rödbetor')).toBe(false);
  });
});
