import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { classifyLine, readStatedPrices } from './classify-line';
import { readDiet } from './diet';
import { read, list, week, today, DAYS, MAINS, VEG } from './test-support/reading-pages';

const DAYS_WITH = (lines: (i: number) => string[]): string[] => DAYS.flatMap((d, i) => [d, ...lines(i)]);

/**
 * Issue 19, rounds 35–36. Round 35: what held back or misread the ordinary pages of batches 145–160 after round 34, by kind. Each row
 * is a shape real lunch pages use; none names a page.
 */

describe('title, description and price cards: the line under a name describes it', () => {
  const TITLES = [['Lasagne al forno', 'Risotto ai funghi'], ['Pollo alla cacciatora', 'Penne arrabbiata'], ['Saltimbocca', 'Gnocchi al pesto'],
    ['Ossobuco', 'Minestrone'], ['Branzino al forno', 'Pizza margherita']];
  const DESCRIPTIONS = ['Långkokt ragù, béchamel och parmesan', 'Kalv, salvia och citronpotatis'];
  const cards = week((_, i) => TITLES[i].flatMap((title, j) => [title, DESCRIPTIONS[j], `${125 - 10 * j} kr`]));

  it('two priced cards a day: each dish is its title, at its own price, published', () => {
    const r = read(`Lunch vecka 48\n${cards}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Lasagne al forno 125', 'Mon Risotto ai funghi 115']);
    expect(r.dishes).toHaveLength(10);
    expect(r.dishes[0].description).toBe(DESCRIPTIONS[0]);
    expect(isPublishable(r)).toBe(true);
  });

  it('control: one price under two dishes a day is the day’s price for both dishes', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [TITLES[i][0], TITLES[i][1], '119 kr'])}`);
    expect(r.dishes).toHaveLength(10);
    expect(list(r).slice(0, 2)).toEqual(['Mon Lasagne al forno 119', 'Mon Risotto ai funghi 119']);
  });
});

describe('lines that are no dish: a link, a newsletter, a badge legend, a footer, drinks', () => {
  it.each([
    'Se hela pizzamenyn här »',
    'Till veckans meny →',
    'Få veckans meny i inkorgen',
    'Get the lunch menu in your inbox',
    'Klimatsmart = rätten har låg klimatpåverkan enligt regionens beräkning.',
    'Sidansvarig: Måltidsservice',
    'Senast uppdaterad: 5 mars 2027',
  ])('%s is furniture', (line) => expect(classifyLine(line, today).kind).toBe('furniture'));

  it.each<[string, number]>([
    ['Läsk 20 kr · Vatten 15 kr', 20],
    ['Kaffe 15 kr · Kaka 20 kr', 20],
  ])('%s is a list of extras', (line, price) => expect(readStatedPrices(line)).toEqual([{ price, kind: 'extra' }]));

  it.each([
    // Controls: a dish stays a dish, whatever ends its line.
    'Köttbullar med gräddsås och lingon 125 kr',
    'Pasta med räkor och vitlök',
  ])('still a dish: %s', (line) => expect(classifyLine(line, today).kind).toBe('dish'));

  it('a page whose last lines are such furniture is published with its dishes only', () => {
    const r = read(['Lunch vecka 48', 'Alla luncher 119 kr', week((_, i) => [MAINS[i]]), 'Veckans vegetariska', VEG[0], 'Få veckans meny i inkorgen', 'Se hela menyn här »'].join('\n'));
    expect(r.dishes.map((d) => d.name)).not.toContain('Få veckans meny i inkorgen');
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('prices on other terms and price-table rows', () => {
  it.each<[string, Array<[number, string]>]>([
    ['Med matkort för personal 85 kr', [[85, 'tier']]],
    ['Pensionär | 95 kr', [[95, 'tier']]],
    ['Barn under 12 år | 55 kr', [[55, 'tier']]],
    ['Lunch | 105 kr', [[105, 'all']]],
  ])('%s', (line, expected) => expect(readStatedPrices(line)?.map((p) => [p.price, p.kind])).toEqual(expected));

  it('control: a dish with its sides that names a guest is no condition', () => expect(readStatedPrices('Köttbullar med mos för barn 65 kr')).toBeNull());

  it('a price table with the pensioner’s and child’s rows: every dish at the lunch price, published', () => {
    const r = read(['Matsedel vecka 48', 'Lunch | 105 kr', 'Pensionär | 95 kr', 'Barn under 12 år | 55 kr', week((_, i) => [`Dagens rätt: ${MAINS[i]}`, `Vegetarisk: ${VEG[i]}`])].join('\n'));
    expect(new Set(r.dishes.map((d) => d.price))).toEqual(new Set([105]));
    expect(isPublishable(r)).toBe(true);
  });

  it("a category's price under the last day is that label's price, not Friday's dish", () => {
    const r = read(['Lunchmeny vecka 48', week((_, i) => [`Husman: ${MAINS[i]}`, `Vegetarisk: ${VEG[i]}`]), 'Husman 132 kr', 'Vegetarisk 122 kr', 'Salladsbuffé och kaffe ingår.'].join('\n'));
    expect(r.dishes).toHaveLength(10);
    expect(list(r).slice(-2)).toEqual([`Fri ${MAINS[4]} 132`, `Fri ${VEG[4]} 122`]);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('labels and headings', () => {
  it("'Alltid på lunchmenyn: …' is served every lunch day", () => {
    const r = read(['LUNCH V.48', ...['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((d, i) => `${d}: ${MAINS[i]} 109:-`), 'Alltid på lunchmenyn: Pubburgare med cheddar och pommes 139:-'].join('\n'));
    expect(r.dishes.filter((d) => d.name === 'Pubburgare med cheddar och pommes' && d.price === 139)).toHaveLength(5);
    expect(isPublishable(r)).toBe(true);
  });

  it("'Lunch of the week – Week 48' is the week, not a dish", () => {
    expect(classifyLine('Lunch of the week – Week 48', today)).toMatchObject({ kind: 'week', week: { year: 2026, week: 48 } });
    // Control: another post's title in a blog's list of posts is no week marker of this page.
    expect(classifyLine('Our weekday lunches – week 47', today).kind).not.toBe('week');
  });

  it("English allergen letters in brackets ('(G, E, F)') are no part of the name", () => {
    expect(readDiet('Fish and chips with remoulade (G, E, F)').text).toBe('Fish and chips with remoulade');
    expect(readDiet('Pork schnitzel with lemon (G, E)').text).toBe('Pork schnitzel with lemon');
  });

  it("a day heading naming that day's public holiday closes the day", () => {
    // Thursday 14 May 2026 is Kristi himmelsfärdsdag.
    const r = read(['Veckans schema – vecka 20', 'Måndag 11/5', `Dagens: ${MAINS[0]} – 129 kr`, 'Torsdag 14/5 · Kristi himmelsfärd', 'Röd dag – vagnen står still.',
      'Fredag 15/5', `Dagens: ${MAINS[4]} – 129 kr`].join('\n'), '2026-05-12');
    expect(r.dishes.map((d) => d.day)).toEqual(['Monday', 'Friday']);
    expect(r.closedDays).toContain('2026-05-14');
  });
});

/**
 * Round 36: what 161–176's first run published wrong, by kind (after that first run was recorded): PDF dish names
 * wrapped inside a phrase and joined with a comma, and a table's allergen column run into the dish's cell.
 */
describe('a PDF name wrapped inside a phrase goes on with the next line', () => {
  const page = (first: string, second: string) => read(['Lunch vecka 48', 'Alla luncher 125 kr', ...DAYS_WITH((i) => (i === 1 ? [first, second] : [MAINS[i]]))].join('\n'));
  it.each<[string, string, string]>([
    ['Stekt strömming med potatismos, skirat', 'smör och rårörda lingon ', 'Stekt strömming med potatismos, skirat smör och rårörda lingon'],
    ['Rödbetsbiffar med getost, honungsrostade', 'morötter och örtkräm', 'Rödbetsbiffar med getost, honungsrostade morötter och örtkräm'],
    ['Dragonstekt blomkål med pressad', 'potatis och gröna bönor', 'Dragonstekt blomkål med pressad potatis och gröna bönor'],
    // Controls: a side list goes on as a side list; a food noun with an adjective's ending is a side of its own.
    ['Köttsoppa med rotfrukter', 'vitkål, purjolök och potatis', 'Köttsoppa med rotfrukter, vitkål, purjolök och potatis'],
    ['Kycklingfilé med ris, sallad', 'gurka och tomat', 'Kycklingfilé med ris, sallad, gurka och tomat'],
  ])('%s / %s', (first, second, name) => expect(page(first, second).dishes.find((d) => d.day === 'Tuesday')?.name).toBe(name));
});

describe("a table's allergen letters run into the dish's cell", () => {
  it.each<[string, string]>([
    ['Raggmunk med stekt fläsk och lingonG, L, Ä', 'Raggmunk med stekt fläsk och lingon'],
    ['Krämig svampsoppa med brödG', 'Krämig svampsoppa med bröd'],
    // Control: capitals that are no allergen letters stay.
    ['Fish and chips med remoulad och MSC', 'Fish and chips med remoulad och MSC'],
  ])('%s', (text, name) => expect(readDiet(text).text).toBe(name));
});
