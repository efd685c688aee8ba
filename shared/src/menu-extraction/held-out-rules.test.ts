import { describe, expect, it } from 'vitest';
import { extractMenu } from './extract-menu';
import { isSiteText } from './menu-reader';
import type { MenuExtraction } from './types';

/** Rules added for layouts that held-out corpus pages showed the extractor could not read. */
const today = '2026-11-23'; // Monday of ISO week 48, 2026

function names(result: MenuExtraction, day?: string): string[] {
  return result.dishes.filter((d) => !day || d.day === day).map((d) => d.name);
}

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

describe('held-out batch B rules', () => {
  it('keeps the Swedish line when bilingual dish lines put English first', () => {
    const r = extractMenu(['Vecka 48', 'Monday / Måndag', 'Braised beef cheek with mashed potatoes', 'Bräserad oxkind med potatispuré',
      'Roasted cauliflower with tahini', 'Rostad blomkål med tahini', 'Tuesday / Tisdag', 'Pan-fried cod with dill potatoes 145 kr',
      'Stekt torsk med dillpotatis'].join('\n'), { today });
    expect(rows(r)).toEqual(['Mon Bräserad oxkind med potatispuré null', 'Mon Rostad blomkål med tahini null', 'Tue Stekt torsk med dillpotatis 145']);
  });

  it('keeps an English dish followed by a Swedish one when the page does not pair them throughout', () => {
    const r = extractMenu('Vecka 48\nMåndag\nFish and chips 125 kr\nPannbiff med lök 125 kr\nTisdag\nKalops med rödbetor 125 kr', { today });
    expect(names(r)).toEqual(['Fish and chips', 'Pannbiff med lök', 'Kalops med rödbetor']);
  });

  it("reads 'Soup of the week' as a weekly section and 'All lunches include ...' as includes", () => {
    const r = extractMenu('Week 48\nMonday\nFish and chips — 125 SEK\nSoup of the week\nTomato soup — 89 SEK\nAll lunches include salad and coffee.', { today });
    expect(rows(r)).toEqual(['Mon Fish and chips 125', 'Mon Tomato soup 89', 'Tue Tomato soup 89', 'Wed Tomato soup 89', 'Thu Tomato soup 89', 'Fri Tomato soup 89']);
    expect(r.lunchIncludes).toEqual(['sallad', 'kaffe']);
  });

  it('drops allergen numbers glued to words, listed after the dish or in parentheses', () => {
    const r = extractMenu(['Vecka 48', 'Måndag', 'Köttbullar med lingon1,3,7', 'Ärtsoppa med fläsk9 och pannkakor1,3,7', 'Fisksoppa med aioli 4, 7, 14 | 139 kr',
      'Pasta med tomat (1, 7) 119 kr'].join('\n'), { today });
    expect(names(r)).toEqual(['Köttbullar med lingon', 'Ärtsoppa med fläsk och pannkakor', 'Fisksoppa med aioli', 'Pasta med tomat']);
  });

  it("reads page information sentences one by one ('Alla rätter 128 kr. Allergener ...')", () => {
    const r = extractMenu('Vecka 48\nAlla rätter 128 kr. Allergener anges med siffror.\nMåndag\nKalops', { today });
    expect(rows(r)).toEqual(['Mon Kalops 128']);
    const english = extractMenu('Week 48\nServed Monday–Friday 11:30–14:00. Price 145 SEK incl. salad bar and coffee.\nMonday\nKalops', { today });
    expect(rows(english)).toEqual(['Mon Kalops 145']);
    expect(english.lunchHours).toHaveLength(1);
  });

  it("prices the days under a category heading by that category ('Dagens pizza: 89 kr')", () => {
    const r = extractMenu('Vecka 48\nAlla pizzor nr 1–25: 99 kr\nDagens pizza: 89 kr\nDagens pizza\nMåndag – Hawaii\nTisdag – Vesuvio', { today });
    expect(rows(r)).toEqual(['Mon Hawaii 89', 'Tue Vesuvio 89']);
  });

  it("reads 'Skärtorsdag' and 'Långfredag' as Thursday and Friday, and 'kostar 135 kr och serveras 11-14' as the price", () => {
    const r = extractMenu('Vecka 12\nLunchen kostar 135 kr och serveras 11.30–14.00.\nOnsdag\nKyckling i curry\nSkärtorsdag\nPåskbuffé 195 kr\nLångfredag\nStängt', { today: '2027-03-22' });
    expect(rows(r)).toEqual(['Wed Kyckling i curry 135', 'Thu Påskbuffé 195']);
    expect(r.closedDays).toContain('2027-03-26');
  });

  it("reads price tiers ('Pensionär 95 kr') under a 'Priser' heading as prices, not dishes", () => {
    const r = extractMenu('Vecka 48\nMåndag\nKalops\nHela veckan\nLinsgryta\nPriser\nDagens lunch 109 kr\nPensionär 95 kr\nTake away 99 kr', { today });
    expect(names(r, 'Monday')).toEqual(['Kalops', 'Linsgryta']);
    expect(r.dishes.every((d) => d.price === 109)).toBe(true);
  });
});

describe('held-out batch C rules', () => {
  it("prices each week's dishes by the 'Pris 125 kr. Välkomna!' closing that week (newest week first)", () => {
    const r = extractMenu(['Lunch vecka 48', 'Måndag', 'Raggmunk', 'Fredag', 'Oxfilégryta', 'Svampgryta', 'Pris 125 kr. Välkomna!',
      'Lunch vecka 47', 'Måndag', 'Kåldolmar', 'Fredag', 'Schnitzel', 'Pris 119 kr. Välkomna!'].join('\n'), { today });
    expect(rows(r)).toEqual(['Mon Raggmunk 125', 'Fri Oxfilégryta 125', 'Fri Svampgryta 125']);
  });

  it('reads a priced list without day sections, after the week is named, as served all week', () => {
    const r = extractMenu('Lunchmeny\nGäller vecka 48\n1. | Phad Thai med kyckling | 109:-\n2. | Röd curry med biff | 115:-', { today });
    expect(r.classification).toBe('MENU_FOUND');
    expect(r.dishes.filter((d) => d.day === 'Friday').map((d) => `${d.name} ${d.price}`)).toEqual(['Phad Thai med kyckling 109', 'Röd curry med biff 115']);
  });

  it('does not read a priced list as a weekly menu on a page with day sections or without a week', () => {
    expect(extractMenu('Meny\nPizza Margherita 99 kr\nPizza Vesuvio 109 kr', { today }).dishes).toEqual([]);
    const r = extractMenu('Vecka 48\nÀ la carte\nEntrecôte 289 kr\nRödspätta 259 kr\nMåndag\nKalops 125 kr', { today });
    expect(names(r)).toEqual(['Kalops']);
  });

  it("closes a day marked 'Jullov', 'Studiedag' or 'Semesterstängt'", () => {
    const r = extractMenu('Vecka 52\nMåndag 21/12\nKöttbullar\nOnsdag 23/12\nJullov', { today: '2026-12-21' });
    expect(names(r)).toEqual(['Köttbullar']);
    expect(r.closedDays).toContain('2026-12-23');
  });

  it("prices a dish by the first word of its name when a price names it ('Soppa 95 kr')", () => {
    const r = extractMenu('Vecka 48\nMån–Tis: Chili con carne\nHela veckan: Soppa på rotfrukter\nLunch 110 kr · Soppa 95 kr', { today });
    expect(rows(r).slice(0, 2)).toEqual(['Mon Chili con carne 110', 'Mon Soppa på rotfrukter 95']);
  });

  it("reads a row of labelled prices ('Lunch 119:- | Sallad 109:-') and skips street addresses", () => {
    const r = extractMenu('Vecka 48\nMÅN: Kycklingsoppa\nVeckans sallad: Kyckling och mango\nLunch 119:- | Sallad 109:-\nHamngatan 4', { today });
    expect(rows(r).slice(0, 2)).toEqual(['Mon Kycklingsoppa 119', 'Mon Kyckling och mango 109']);
  });

  it("drops a bare day of the month after the day word ('Mån 23 Helstekt fläskkarré')", () => {
    const r = extractMenu('Vecka 48\nMån 23 Helstekt fläskkarré 129 kr\nTis 24 Lammfärsbiffar 129 kr', { today });
    expect(rows(r)).toEqual(['Mon Helstekt fläskkarré 129', 'Tue Lammfärsbiffar 129']);
  });
});

describe('held-out batch D rules', () => {
  it('prices each day column by a price row under a table with weekdays as columns', () => {
    const r = extractMenu('Vecka 48\n | Måndag | Tisdag\nKött | Fläskfilé | Kycklingspett\nVeg | Linsbiffar | Tofuspett\nPris | 125 kr | 119 kr', { today });
    expect(rows(r)).toEqual(['Mon Fläskfilé 125', 'Mon Linsbiffar 125', 'Tue Kycklingspett 119', 'Tue Tofuspett 119']);
  });

  it("prices 'Dagens varmrätt' by its price, ignoring a combination price ('Soppa + varmrätt 149 kr')", () => {
    const r = extractMenu('Vecka 48\nDagens soppa 85 kr · Dagens varmrätt 115 kr · Soppa + varmrätt 149 kr\nMåndag\nDagens soppa: Tomatsoppa\nDagens varmrätt: Kycklingfilé', { today });
    expect(rows(r)).toEqual(['Mon Tomatsoppa 85', 'Mon Kycklingfilé 115']);
  });

  it("reads a date on its own line under the day heading as the date, not a dish; 'Vegetarisk ...' is Swedish", () => {
    const r = extractMenu('LUNCHMENY\nMÅNDAG\n23 november\nViltskav med lingon\nVegetarisk shepherd\'s pie\nPris 119:-', { today });
    expect(names(r)).toEqual(['Viltskav med lingon', "Vegetarisk shepherd's pie"]);
    expect(r.week).toEqual({ year: 2026, week: 48 });
  });

  it("splits two labelled dishes joined by a bullet in a day line and prices unlabelled dishes by the one non-veg category", () => {
    const r = extractMenu('Lunch vecka 48\nMåndag: Köttbullar • Veg: Linsbiffar\nTisdag: Kebabtallrik • Veg: Falafeltallrik\nKött/fisk 115 kr • Veg 105 kr', { today });
    expect(rows(r)).toEqual(['Mon Köttbullar 115', 'Mon Linsbiffar 105', 'Tue Kebabtallrik 115', 'Tue Falafeltallrik 105']);
  });

  it("does not read 'Please tell us about allergies' as a dish", () => {
    const r = extractMenu('Week 48\nFRI 27.11\nCheeseburger with fries\nPlease tell us about allergies when ordering.', { today });
    expect(names(r)).toEqual(['Cheeseburger with fries']);
  });
});

describe('held-out batch E rules', () => {
  it("reads 'Alt 3 (veg):' labels and prices for numbered alternatives ('Alt 1 och 2: 119 kr. Alt 3 (veg): 109 kr.')", () => {
    const r = extractMenu('Vecka 48\nAlt 1 och 2: 119 kr. Alt 3 (veg): 109 kr.\nFredag\nAlt 1: Rostbiff\nAlt 2: Fish and chips\nAlt 3 (veg): Halloumi', { today });
    expect(rows(r)).toEqual(['Fri Rostbiff 119', 'Fri Fish and chips 119', 'Fri Halloumi 109']);
  });

  it("reads price-list rows ('Lunch | 120 kr', 'Barn under 12 | 65 kr') and ends sections at blog furniture", () => {
    const r = extractMenu('Lunch vecka 48\nMåndag\nStekt fläsk\nHela veckan\nGrönsaksbiffar\nLunch | 120 kr\nBarn under 12 | 65 kr\nLämna ett svar\nSenaste inläggen', { today });
    expect(rows(r).slice(0, 2)).toEqual(['Mon Stekt fläsk 120', 'Mon Grönsaksbiffar 120']);
    expect(r.dishes).toHaveLength(6);
  });

  it("reads the week from an hours line, 'L1.' numbered dishes as the week's list, and a weekend buffet as its own offer", () => {
    const r = extractMenu('LUNCH\nMåndag - Fredag 11.00 - 15.00 v.48\nAlla lunchrätter 99 kr\nL1. Kung Pao kyckling\nL2. Sötsur fläskfilé\nLunchbuffé lördag-söndag 12-16: 139 kr', { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.dishes.map((d) => d.day)).not.toContain('Saturday');
    expect(rows(r).slice(0, 2)).toEqual(['Mon Kung Pao kyckling 99', 'Mon Sötsur fläskfilé 99']);
  });

  it("splits sentences after a time ('... 11.30–13.30. Måndagar stängt.')", () => {
    const r = extractMenu('Lunch v.48\nLunch serveras tisdag–fredag 11.30–13.30. Måndagar stängt.\nTisdag Pumpasoppa 110 kr', { today });
    expect(r.closedDays).toContain('2026-11-23');
  });

  it('continues each weekday column with a row of lower-case cells (names wrapped in narrow PDF columns)', () => {
    const r = extractMenu('Lunchmeny vecka 48 - alla rätter 125 kr\nMåndag | Tisdag\nKycklinggryta med | Fiskgratäng med\nris och sallad | potatismos', { today });
    expect(rows(r)).toEqual(['Mon Kycklinggryta med ris och sallad 125', 'Tue Fiskgratäng med potatismos 125']);
  });
});

describe('held-out batch F rules', () => {
  it("reads two-letter day forms before a date ('Må 23.11.') and not elsewhere", () => {
    const r = extractMenu('Lunch vecka 48\nMå 23.11. Köttbullar och potatismos\nTi 24.11. Laxsoppa\nTo go: Wraps', { today });
    expect(rows(r)).toEqual(['Mon Köttbullar och potatismos null', 'Tue Laxsoppa null', 'Tue Wraps null']);
  });

  it("reads a price in the day heading ('Måndag – 119 kr') as that day's price", () => {
    const r = extractMenu('Vecka 48\nMåndag – 119 kr\nKycklinggryta\nLinsgryta\nTisdag – 125 kr\nLax', { today });
    expect(rows(r)).toEqual(['Mon Kycklinggryta 119', 'Mon Linsgryta 119', 'Tue Lax 125']);
  });

  it("reads '2026-11-23 Måndag: dish' as a dated day, and a label ending 'alla dagar:' as weekly", () => {
    const r = extractMenu('Lunch, pris 122 kr\n2026-11-23 Måndag: Fläskkotlett\n2026-11-24 Tisdag: Kycklingsoppa\nVegetariskt alternativ finns alla dagar: Falafel', { today });
    expect(rows(r)).toEqual(['Mon Fläskkotlett 122', 'Mon Falafel 122', 'Tue Kycklingsoppa 122', 'Tue Falafel 122', 'Wed Falafel 122', 'Thu Falafel 122', 'Fri Falafel 122']);
  });

  it("reads an 'Every day' section as weekly and a 'Daily specials' title as no dish", () => {
    const r = extractMenu('Lunch week 48\nEvery day\nCaesar salad – 125 SEK\nDaily specials\nMonday special: Beef stew – 135 SEK', { today });
    expect(rows(r).filter((x) => x.startsWith('Mon'))).toEqual(['Mon Beef stew 135', 'Mon Caesar salad 125']);
    expect(r.dishes).toHaveLength(6);
  });
});

describe('held-out batch G rules', () => {
  it("reads bare numbers after category words in a price list ('Kött 129 | Fisk 139 | Veg 119')", () => {
    const r = extractMenu('Vecka 48\nMåndag\nKött – Oxbringa\nVeg – Rödbetsbiffar\nKött 129 | Fisk 139 | Veg 119', { today });
    expect(rows(r)).toEqual(['Mon Oxbringa 129', 'Mon Rödbetsbiffar 119']);
  });

  it("reads a week column in front of the day ('Vecka 48 | Måndag | Pannbiff | 119 kr')", () => {
    const r = extractMenu('Vecka 48 | Måndag | Pannbiff | 119 kr\nVecka 49 | Måndag | Korv stroganoff | 119 kr\nVecka 47 | Måndag | Kalops | 119 kr', { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.dishes.map((d) => `${d.date} ${d.name}`)).toEqual(['2026-11-23 Pannbiff', '2026-11-30 Korv stroganoff']);
  });

  it("reads 'Måndag | Monday' as one day heading and the English cell after the dish as its translation", () => {
    const r = extractMenu('Vecka 48\nMåndag | Monday\nPannbiff med lök och potatis | Beef patty with onions and potatoes', { today });
    expect(names(r)).toEqual(['Pannbiff med lök och potatis']);
  });

  it("reads genitive day names ('Måndagens lunch: ...')", () => {
    const r = extractMenu('Vecka 48\nMåndagens lunch: Stuvade makaroner\nFredagens lunch: Räkmacka\nPris 109 kr, fredag 139 kr.', { today });
    expect(rows(r)).toEqual(['Mon Stuvade makaroner 109', 'Fri Räkmacka 139']);
  });
});

describe('held-out batch H rules', () => {
  it('reads a closing sentence of category prices inside a section, and a price note as no dish', () => {
    const r = extractMenu(['Vecka 48', 'Fredag', 'Dagens kött: Oxfilé', 'Dagens vegetariska: Tofu',
      'Dagens kött 125 kr, Dagens vegetariska 115 kr. Fredagar 20 kr extra för oxfilé.'].join('\n'), { today });
    expect(rows(r)).toEqual(['Fri Oxfilé 125', 'Fri Tofu 115']);
  });

  it("gives each dish of a table row its own price from a '129/119 kr' cell", () => {
    const r = extractMenu('Vecka 48\nDag | Husman | Gröna | Pris\nMåndag | Raggmunk med fläsk | Raggmunk med svamp | 129/119 kr', { today });
    expect(rows(r)).toEqual(['Mon Raggmunk med fläsk 129', 'Mon Raggmunk med svamp 119']);
  });

  it("reads 'Paj 105 kr' as a category price and '— alltid med bröd och kaffe' as includes", () => {
    const r = extractMenu('Lunch vecka 48\nSoppa 95 kr · Paj 105 kr · Sallad 115 kr — alltid med hembakat bröd och kaffe.\nDagens soppa\nMåndag: Tomatsoppa\nVeckans paj\nBroccolipaj', { today });
    expect(rows(r).slice(0, 2)).toEqual(['Mon Tomatsoppa 95', 'Mon Broccolipaj 105']);
    expect(r.lunchIncludes).toEqual(['bröd', 'kaffe']);
  });

  it('drops flag emoji and keeps the Swedish line of a flagged pair', () => {
    const r = extractMenu('Lunch v.48 – 129 kr\nMåndag\n🇸🇪 Köttbullar med potatismos\n🇬🇧 Meatballs with mashed potatoes', { today });
    expect(rows(r)).toEqual(['Mon Köttbullar med potatismos 129']);
  });

  it("splits capitalised Swedish dishes joined by ' / ' in a day line", () => {
    const r = extractMenu('LUNCH VECKA 48\nMÅNDAG: Kalops med rödbetor / Linsgryta med ris\nTISDAG: Fiskgratäng / Grönsaksgratäng\nPris 120 kr', { today });
    expect(rows(r)).toEqual(['Mon Kalops med rödbetor 120', 'Mon Linsgryta med ris 120', 'Tue Fiskgratäng 120', 'Tue Grönsaksgratäng 120']);
  });

  it("keeps a dish named by category words in a two-cell row ('Vegetarisk paj | 115 kr')", () => {
    const r = extractMenu('Lunch vecka 48\nOnsdag | Kassler | 125 kr\nVegetarisk paj | 115 kr', { today });
    expect(rows(r)).toEqual(['Wed Kassler 125', 'Wed Vegetarisk paj 115']);
  });
});

describe('held-out batch I rules', () => {
  it("keeps the Swedish half of 'English / Svenska 125 kr' on one line", () => {
    const r = extractMenu('Week 48\nMonday / Måndag\nMeatballs with mashed potatoes / Köttbullar med potatismos 125 kr', { today });
    expect(rows(r)).toEqual(['Mon Köttbullar med potatismos 125']);
  });

  it("reads 'Till all mat serveras ...' as includes, not a dish", () => {
    const r = extractMenu('Vecka 48\nFredag\nDagens rätt: Tacos\nTill all mat serveras salladsbuffé, mjölk och knäckebröd.', { today });
    expect(names(r)).toEqual(['Tacos']);
    expect(r.lunchIncludes).toContain('sallad');
  });

  it("opens a section at a priced heading ('Veckans lunchpizzor – 95 kr', 'Dagens pasta – 105 kr')", () => {
    const r = extractMenu('Lunch v. 48\nVeckans lunchpizzor – 95 kr\nMargherita\nDagens pasta – 105 kr\nMåndag: Pasta bolognese\nFredag: Lasagne', { today });
    expect(rows(r).filter((x) => x.startsWith('Mon') || x.startsWith('Fri'))).toEqual(['Mon Pasta bolognese 105', 'Mon Margherita 95', 'Fri Lasagne 105', 'Fri Margherita 95']);
  });

  it("does not take 'Dagens pris 119:- Pensionärspris 99:-' for a heading", () => {
    const r = extractMenu('Vecka 48\nMÅNDAG\nViltskav\nShepherd\'s pie\nFREDAG\nOxbringa\nDagens pris 119:- Pensionärspris 99:-', { today });
    expect(rows(r)).toEqual(['Mon Viltskav 119', "Mon Shepherd's pie 119", 'Fri Oxbringa 119']);
  });
});

describe('held-out batch J rules', () => {
  it("splits '1) ... 2) ... 3) ...' options on a day line and reads 'Alla alternativ 115 kr' as the price for all", () => {
    const r = extractMenu('Lunch 23 nov – 27 nov\nMån: 1) Kalops 2) Fiskgratäng 3) Linsgryta\nFre: 1) Schnitzel 2) Stekt lax\nAlla alternativ 115 kr', { today });
    expect(rows(r)).toEqual(['Mon Kalops 115', 'Mon Fiskgratäng 115', 'Mon Linsgryta 115', 'Fri Schnitzel 115', 'Fri Stekt lax 115']);
  });

  it("prices category columns by a 'Pris' row under the header", () => {
    const r = extractMenu('Vecka 48\nDag | Kött | Vegetariskt\nMåndag | Kassler | Linsbiffar\nPris | 125:- | 115:-', { today });
    expect(rows(r)).toEqual(['Mon Kassler 125', 'Mon Linsbiffar 115']);
  });

  it("reads \"Monday's bowl:\" as Monday", () => {
    const r = extractMenu("Week 48\nAll bowls 129 SEK, served 11–14.\nMonday's bowl: Teriyaki chicken with rice", { today });
    expect(rows(r)).toEqual(['Mon Teriyaki chicken with rice 129']);
  });

  it("closes a day whose line ends 'lunchen inställd'", () => {
    const r = extractMenu('Vecka 48\nTorsdag 26/11\nÄrtsoppa\nFredag 27/11\nPersonalfest – lunchen inställd', { today });
    expect(names(r)).toEqual(['Ärtsoppa']);
    expect(r.closedDays).toContain('2026-11-27');
  });
});

describe('held-out batch K rules', () => {
  it('reads a row of prices under the header as the columns\' prices, not as prices for all', () => {
    const r = extractMenu('Vecka 48\n| Lunch 1 | Sallad\n| 125 kr | 110 kr\nMåndag | Biff med lök | Kycklingsallad', { today });
    expect(rows(r)).toEqual(['Mon Biff med lök 125', 'Mon Kycklingsallad 110']);
  });

  it('keeps only the lunch rows of a table with a meal column', () => {
    const r = extractMenu('Vecka 48\nDag | Måltid | Rätt\nMåndag | Lunch | Köttbullar\n | Middag | Smörgås med ost\nTisdag | Lunch | Fiskgratäng', { today });
    expect(names(r)).toEqual(['Köttbullar', 'Fiskgratäng']);
  });

  it("reads '23-27/11' as the week and 'Pris 118 kr - sallad och kaffe ingår' as price and includes", () => {
    const r = extractMenu('Lunchmeny 23-27/11\nMåndag:\nKycklingfilé\nFredag:\nBiff\nPris 118 kr - sallad och kaffe ingår', { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(rows(r)).toEqual(['Mon Kycklingfilé 118', 'Fri Biff 118']);
    expect(r.lunchIncludes).toEqual(['sallad', 'kaffe']);
  });

  it("reads bare prices after labels ('Dagens 125 / Pasta 115 / Sallad 115')", () => {
    const r = extractMenu('Lunch v 48\nDagens 125 / Pasta 115 / Sallad 115\nDagens\nMån: Kalvschnitzel\nVeckans pasta\nRigatoni', { today });
    expect(rows(r).slice(0, 2)).toEqual(['Mon Kalvschnitzel 125', 'Mon Rigatoni 115']);
  });
});

describe('held-out batch L rules', () => {
  it("reads 'Weekly Lunch Menu' as a title, not a weekly dish", () => {
    const r = extractMenu('Weekly Lunch Menu\nLunch 135 SEK\nMonday 23rd November\nRoast chicken', { today });
    expect(rows(r)).toEqual(['Mon Roast chicken 135']);
  });

  it("ends the lunch at a 'Helgmeny' or 'Desserter' section", () => {
    const r = extractMenu('Lunch vecka 48\nFredag: Tacos 119 kr\nHelgmeny\nOxfilé 289 kr\nDesserter\nChokladfondant 95 kr', { today });
    expect(names(r)).toEqual(['Tacos']);
  });
});

describe('held-out batch M rules', () => {
  it("reads 'kr 119 – dish' after a priced dish as a new dish, not a description", () => {
    const r = extractMenu('Lunch vecka 48\nMåndag\nkr 129 – Patatas bravas med chorizo\nkr 119 – Patatas bravas med svamp', { today });
    expect(rows(r)).toEqual(['Mon Patatas bravas med chorizo 129', 'Mon Patatas bravas med svamp 119']);
  });

  it("reads 'Lunchbuffé med dagens varmrätt, salladsbar och kaffe: 139 kr' as the price and a 'finns alltid' note as no dish", () => {
    const r = extractMenu('Vecka 48. Lunchbuffé med dagens varmrätt, salladsbar och kaffe: 139 kr.\nMåndag | Fläskkarré\nFredag | Rostbiff\nVegetariskt alternativ finns alltid.', { today });
    expect(rows(r)).toEqual(['Mon Fläskkarré 139', 'Fri Rostbiff 139']);
    expect(r.lunchIncludes).toEqual(['sallad', 'kaffe']);
  });

  it('reads a priced cell of a table row as a dish, not a section heading', () => {
    const r = extractMenu('Lunch v.48\nFredag: Pizza 125:-\nHela veckan: Caesarsallad 119:- | Dagens soppa 95:-', { today });
    expect(rows(r).filter((x) => x.startsWith('Fri'))).toEqual(['Fri Pizza 125', 'Fri Dagens soppa 95', 'Fri Caesarsallad 119']);
  });
});

describe('held-out batch N rules', () => {
  it("reads '(veg: ...)' after a dish as the day's vegetarian dish", () => {
    const r = extractMenu('Lunch vecka 48 – 120 kr\nMåndag Kassler med ris (veg: tofu med ris)', { today });
    expect(rows(r)).toEqual(['Mon Kassler med ris 120', 'Mon tofu med ris 120']);
    expect(r.dishes[1].tags).toContain('Vegetarisk');
  });

  it('takes a lone price after the last dish as the price for all when the other dishes have none', () => {
    const r = extractMenu('LUNCH v.48\nMÅNDAG 23.11.\nFläskfilé\nTISDAG 24.11.\nTorskrygg\nFREDAG 27.11.\nBiff Rydberg\n125:-', { today });
    expect(rows(r)).toEqual(['Mon Fläskfilé 125', 'Tue Torskrygg 125', 'Fri Biff Rydberg 125']);
  });

  it("reads 'Alla dagar 115 kr' and 'Price: 99 SEK for employees and guests.' as prices for all", () => {
    const sv = extractMenu('23–27 november\nMån: Kalops · Tis: Laxpudding · Fre: Tacos\nAlla dagar 115 kr', { today });
    expect(rows(sv)).toEqual(['Mon Kalops 115', 'Tue Laxpudding 115', 'Fri Tacos 115']);
    const en = extractMenu('Week 48\nDay | Main\nMonday | Beef tacos\nFriday | Burger and fries\nPrice: 99 SEK for employees and guests.', { today });
    expect(rows(en)).toEqual(['Mon Beef tacos 99', 'Fri Burger and fries 99']);
  });
});

describe('held-out batch O rules', () => {
  it("drops nutrition figures ('(G, L) · 620 kcal') from dish names", () => {
    const r = extractMenu('Veckans lunch v48\nAlla rätter 125 kr\nMåndag\nKycklingbowl med quinoa (G, L) · 620 kcal\nTofubowl (VE) · 540 kcal', { today });
    expect(rows(r)).toEqual(['Mon Kycklingbowl med quinoa 125', 'Mon Tofubowl 125']);
  });
});
