import { describe, expect, it } from 'vitest';
import { isCaptionCell } from './assemble';
import { classifyLine, readStatedPrices } from './classify-line';
import { confidenceOf, doubtsOf, isPublishable, PUBLISH_THRESHOLD } from './confidence';
import { extractMenu } from './extract-menu';
import { looksLikeHeading } from './heading-like';
import { readPrice } from './prices';
import type { ExtractedDish, ReadingEvidence } from './types';

/**
 * What the extractor publishes (issue 19): headings, labels, notes, venue names and captions are not
 * dishes, and a reading with any sign of being wrong stays under PUBLISH_THRESHOLD with a Swedish doubt.
 */
const TODAY = '2026-11-23';
const days = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const namesOf = (text: string) => extractMenu(text, { today: TODAY }).dishes.map((d) => `${d.day} ${d.name} ${d.price}`);

describe('classifier: lexicon rules', () => {
  it.each<[string, string]>([
    ['Påsklunch', 'title'],
    ['Julbord', 'title'],
    ['Jullunch!', 'title'],
    ['Första advent', 'title'],
    ['Går att få glutenfri', 'note'],
    ['Nytt recept från köket', 'note'],
    ['Kan fås laktosfri', 'note'],
    ['Lammstek med potatisgratäng', 'dish'],
    ['Julbord 395 kr', 'dish'],
  ])('%s -> %s', (line, kind) => expect(classifyLine(line, TODAY).kind).toBe(kind));

  it.each<[string, unknown]>([
    ['Fredagslunch 135 kr', [{ price: 135, kind: 'category', category: 'friday' }]],
    ['Fredagspris 129 kr', [{ price: 129, kind: 'category', category: 'friday' }]],
    ['Barn under 12 år 65 kr', [{ price: 65, kind: 'tier' }]],
    ['Barn 4-12 år 55 kr', [{ price: 55, kind: 'tier' }]],
  ])('states %s', (line, prices) => expect(readStatedPrices(line)).toEqual(prices));

  it('drops a portion size after the price from the name', () => {
    expect(readPrice('Kalvfärsbiff med gräddsås 129 kr / ½ portion 85 kr')).toEqual({ price: 129, rest: 'Kalvfärsbiff med gräddsås' });
  });
});

describe('looksLikeHeading: new heading shapes', () => {
  const plain = { ownPrice: false, pageWritesCapitals: false };
  it.each<[string, boolean, boolean]>([
    ['Påsklunch', false, true],
    ['Julbord', false, true],
    ['Julbord', true, false],
    ['Sopplunch', false, true],
    ['Påskmeny', false, true],
    ['Tacobuffé', false, false],
    ['Dagens', false, true],
    ['Går att få', false, true],
    ['Barn under 12 år', false, true],
    ['Pensionärer', false, true],
    ['Stor sallad med kyckling', false, false],
    ['Barnens favoritpannkakor med sylt', false, false],
  ])('%s (own price %s) -> %s', (name, ownPrice, heading) => expect(looksLikeHeading(name, { ...plain, ownPrice })).toBe(heading));
});

describe('assembler: caption cells', () => {
  it.each<[string, string, boolean]>([
    ['Världens', 'Kycklingcurry med basmatiris', true],
    ['Från grillen', 'Grillad entrecôte med örtsmör och pommes', true],
    ['Sjömansbiff', 'Rotfruktsgryta', false],
    ['Pannbiff med lök', 'Linsbiff med lök och potatis', false],
    ['Raggmunk, fläsk', 'Raggmunk med svamp och lingon', false],
    ['Alt 2', 'Kycklinggryta med ris och sallad', false],
  ])('%s | %s -> caption %s', (caption, dish, expected) => expect(isCaptionCell(caption, dish)).toBe(expected));

  it('reads an unknown caption before the dish as its label, not as a dish, and doubts a caption seen on few rows', () => {
    const rows = [
      ['Husman | Stekt falukorv med stuvade makaroner | 109 kr', 'Vegetariskt | Morotsbiffar med kall örtsås | 99 kr'],
      ['Husman | Kålpudding med gräddsås och lingon | 109 kr', 'Världens | Lammgryta med aprikoser och couscous | 119 kr'],
      ['Husman | Fläskfilé med pepparsås och klyftpotatis | 109 kr', 'Vegetariskt | Svamp- och spenatpaj | 99 kr'],
      ['Husman | Ärtsoppa med fläsk och pannkakor | 109 kr', 'Världens | Kycklingsaté med jordnötssås och ris | 119 kr'],
      ['Husman | Panerad rödspätta med kall sås | 109 kr', 'Grillen | Grillad entrecôte med örtsmör | 149 kr'],
    ];
    const text = ['Meny vecka 48', ...days.flatMap((d, i) => [d, ...rows[i]])].join('\n');
    const reading = extractMenu(text, { today: TODAY });
    expect(reading.dishes.map((d) => d.name)).not.toContain('Världens');
    expect(reading.dishes.map((d) => d.name)).not.toContain('Grillen');
    expect(reading.dishes.find((d) => d.name.startsWith('Lammgryta'))).toMatchObject({ day: 'Tuesday', price: 119, category: 'Världens' });
    expect(reading.evidence.thinCaptions).toBe(2);
    expect(isPublishable(reading)).toBe(false);
    expect(reading.doubts).toContain('Några rader har en rubrikcell före rätten');
  });
});

describe('extractMenu: headings, labels and notes are not dishes', () => {
  it('does not read a special-day heading under a day, nor a closing "Dagens 119 kr." as a dish', () => {
    const text = ['Veckans meny – vecka 48', 'Måndag 23/11', 'Kassler med ananas och currysås', 'Torsdag 26/11', 'Jullunch', 'Revbensspjäll med rödkål och potatis',
      'Fredag 27/11', 'Julbord', 'Stora julbordet med sill och dessert 295 kr', 'Dagens 119 kr.'].join('\n');
    expect(namesOf(text)).toEqual([
      'Monday Kassler med ananas och currysås 119', 'Thursday Revbensspjäll med rödkål och potatis 119', 'Friday Stora julbordet med sill och dessert 295',
    ]);
  });

  it('gives a day its own stated price ("Fredagslunch 135 kr") and reads notes between dishes as a doubt', () => {
    const text = ['Lunch v 48', ...days.flatMap((d) => [d, `Pannbiff ${d}`, 'Går att få glutenfri', `Fiskgratäng ${d}`]), 'Priser', 'Lunch 119 kr', 'Fredagslunch 135 kr', 'Barn under 12 år 65 kr'].join('\n');
    const reading = extractMenu(text, { today: TODAY });
    expect(reading.dishes.map((d) => `${d.day} ${d.name} ${d.price}`)).toEqual(days.flatMap((d, i) => {
      const day = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][i];
      const price = i === 4 ? 135 : 119;
      return [`${day} Pannbiff ${d} ${price}`, `${day} Fiskgratäng ${d} ${price}`];
    }));
    expect(reading.evidence.unexplainedBetweenDishes).toBe(5);
    expect(isPublishable(reading)).toBe(false);
    expect(reading.doubts).toContain('Rader mellan rätterna kunde inte tolkas');
  });

  it('drops venue headings that head a dish on every day and says the page lists several venues', () => {
    const dishes = [['Pannbiff med lök och potatis', 'Kyckling med cashewnötter', 'Tomatsoppa med bröd'], ['Korv Stroganoff med ris', 'Biff med bambuskott', 'Blomkålssoppa med bröd'],
      ['Stekt lax med dillsås', 'Räkor i sötsur sås', 'Linssoppa med koriander'], ['Ärtsoppa med pannkakor', 'Nudlar med tofu och sesam', 'Potatis- och purjolökssoppa'],
      ['Kalvschnitzel med kapris', 'Kyckling med röd curry', 'Fisksoppa med aioli']];
    const venues = ['Kantin Syd', 'Wokstationen', 'Soppköket'];
    const text = ['Lunch i Matgallerian vecka 48', ...days.flatMap((d, i) => [d, ...venues.flatMap((v, j) => [v, dishes[i][j]])]), 'Pris 112 kr.'].join('\n');
    const reading = extractMenu(text, { today: TODAY });
    expect(reading.dishes.map((d) => d.name)).toEqual(dishes.flat());
    expect(reading.evidence.severalVenues).toBe(true);
    expect(isPublishable(reading)).toBe(false);
  });

  it('doubts a page whose days start over without a week marker (another week the page does not name)', () => {
    const first = ['Köttfärssås med spagetti', 'Fiskgratäng med potatismos', 'Kycklinggryta med ris', 'Pannkakor med sylt', 'Korvstroganoff med ris'];
    const second = ['Pasta med skinksås', 'Fiskpinnar med potatis', 'Tacobuffé', 'Potatisbullar med lingon', 'Köttbullar med potatismos'];
    const text = ['Skolmatsedel', 'Vecka 48', ...days.map((d, i) => `${d}: ${first[i]}`), ...days.map((d, i) => `${d}: ${second[i]}`)].join('\n');
    const reading = extractMenu(text, { today: TODAY });
    expect(reading.dishes.map((d) => d.name)).toEqual(first);
    expect(reading.evidence.repeatedDaySequences).toBe(1);
    expect(isPublishable(reading)).toBe(false);
    expect(reading.doubts).toContain('Dagarna upprepas utan veckonummer: sidan kan visa flera veckor');
  });

  it('treats a second day-column header row without a week as another week, not more dishes of this one', () => {
    const header = `| ${days.join(' | ')}`;
    const text = ['Matsedel vecka 48', header, `Lunch | ${days.map((d) => `Gryta ${d} med ris`).join(' | ')}`, header, `Lunch | ${days.map((d) => `Soppa ${d} med bröd`).join(' | ')}`].join('\n');
    const reading = extractMenu(text, { today: TODAY });
    expect(reading.dishes.map((d) => d.name)).toEqual(days.map((d) => `Gryta ${d} med ris`));
    expect(isPublishable(reading)).toBe(false);
  });
});

describe('confidence: every sign of a wrong dish or price keeps the reading under the threshold', () => {
  const SURE: ReadingEvidence = {
    weekSource: 'marker', weekCurrent: true, unchangedSinceEarlierWeek: false, dayCoverage: 1, openDays: 5, dishShape: 1, priceCertainty: 1, unexplainedShare: 0,
  };
  const five = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day): ExtractedDish => ({ day, date: TODAY, name: `${day} dish`, description: '', price: 120, tags: [] }));
  it.each<[string, Partial<ReadingEvidence>, string]>([
    ['lines between dishes', { unexplainedBetweenDishes: 1 }, 'Rader mellan rätterna kunde inte tolkas'],
    ['days repeated without a week', { repeatedDaySequences: 1 }, 'Dagarna upprepas utan veckonummer: sidan kan visa flera veckor'],
    ['a caption on few rows', { thinCaptions: 1 }, 'Några rader har en rubrikcell före rätten'],
    ['a stated price no dish took', { unsurePriceScope: 1 }, 'Osäkert vilket pris som gäller för vilka rätter'],
    ['a heading-like dish', { headingLikeDishes: 1 }, 'Några rätter ser ut som rubriker'],
  ])('%s', (_, over, doubt) => {
    const evidence = { ...SURE, ...over };
    expect(confidenceOf(SURE)).toBeGreaterThanOrEqual(PUBLISH_THRESHOLD);
    expect(confidenceOf(evidence)).toBeLessThan(PUBLISH_THRESHOLD);
    expect(doubtsOf(evidence, { dishes: five, classification: 'MENU_FOUND' })).toEqual([doubt]);
  });
});
