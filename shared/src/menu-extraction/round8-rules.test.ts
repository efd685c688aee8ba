import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { splitPriceSentences, toLines } from './lines';
import { today, read, list, DAYS } from './test-support/reading-pages';

/**
 * Reading rules for layouts not seen before (issue 19, round 8): each rule a lexicon entry or one classifier /
 * assembler rule, with a table of small made-up lines or pages.
 */
const kind = (line: string) => classifyLine(line, today);

describe('another meal labelled before a colon is no lunch dish', () => {
  it.each(['Mellanmål: Yoghurt med müsli', 'Eftermiddagsmål: Knäckebröd och frukt', 'Frukost: Havregrynsgröt'])('%s', (line) =>
    expect(kind(line)).toMatchObject({ kind: 'title' }));
  it('a lunch label still names the lunch dish', () => expect(kind('Lunch: Fiskgratäng med potatismos')).toMatchObject({ kind: 'dish', dish: { name: 'Fiskgratäng med potatismos' } }));
});

describe('a placeholder where a dish would stand names no dish', () => {
  it.each(['Kökets val', 'Kockens val!', "Chef's choice", 'Meddelas senare'])('%s', (line) => expect(kind(line)).toMatchObject({ kind: 'note' }));
  it('a dish that contains the words is still a dish', () => expect(kind('Kockens val av fisk med smörsås')).toMatchObject({ kind: 'dish' }));
});

describe('a lower-case list of categories and sides after a label says what is served', () => {
  it.each(['Dagens: soppa, vegetariska samt sallad', 'Dagens: soppa och sallad'])('%s', (line) => expect(kind(line)).toMatchObject({ kind: 'note' }));
  it.each(['Dagens: Kycklinggryta med ris och sallad', 'Dagens: kycklinggryta med ris'])('%s stays a dish', (line) => expect(kind(line)).toMatchObject({ kind: 'dish' }));
});

describe('a price for a whole group of other dishes', () => {
  it('Alla pizzor 99 kr is a tier, never a dish', () => expect(kind('Alla pizzor 99 kr vid lunch.')).toMatchObject({ kind: 'price', prices: [{ price: 99, kind: 'tier' }] }));
  it('Alla rätter 92 kr is still every dish\'s price', () => expect(kind('Alla rätter 92 kr')).toMatchObject({ kind: 'price', prices: [{ price: 92, kind: 'all' }] }));
});

describe('a sentence stating a price, then another sentence: two lines', () => {
  it.each<[string, string[]]>([
    ['Lunch 135 kr inkl. salladsbuffé och kaffe. Torsdag 14 maj stängt.', ['Lunch 135 kr inkl. salladsbuffé och kaffe.', 'Torsdag 14 maj stängt.']],
    ['Tisdag–fredag 11–14, 99 kr inkl. dricka. Måndagar stängt.', ['Tisdag–fredag 11–14, 99 kr inkl. dricka.', 'Måndagar stängt.']],
    // A dish's own sentence stays whole: the first sentence is a dish, not a price statement.
    ['Köttbullar med mos 109 kr. Serveras med lingon.', ['Köttbullar med mos 109 kr. Serveras med lingon.']],
    ['Pannbiff med lök. Pris 109 kr', ['Pannbiff med lök. Pris 109 kr']],
    // The whole line is already one price statement: what the price includes stays with it.
    ['Dagens rätt 129 kr. Dagens soppa ingår.', ['Dagens rätt 129 kr. Dagens soppa ingår.']],
  ])('%s', (line, parts) => expect(splitPriceSentences(line)).toEqual(parts));

  it('the intro price prices the days\' dishes and the pizza price is nobody\'s', () => {
    const r = read(['Dagens lunch v. 48', 'Dagens 109 kr. Alla pizzor 99 kr vid lunch.', ...DAYS.flatMap((d, i) => [d, `Pannbiff nr ${i + 1} med lök`])].join('\n'));
    expect(list(r)).toEqual(DAYS.map((d, i) => `${d === 'Måndag' ? 'Mon' : d === 'Tisdag' ? 'Tue' : d === 'Onsdag' ? 'Wed' : d === 'Torsdag' ? 'Thu' : 'Fri'} Pannbiff nr ${i + 1} med lök 109`));
    expect(r.evidence.invariants).toBeUndefined();
  });
});

describe('a footer after the last day is recognised by its place and shape', () => {
  const page = (footer: string) => ['Lunch vecka 48', 'Pris 119:- (inkl. sallad, bröd, kaffe)',
    ...DAYS.flatMap((d, i) => [`${d.toUpperCase()}: Raggmunk nr ${i + 1} med fläsk`, `Alt: Potatisbullar nr ${i + 1} med lingon`]), footer].join('\n');
  it.each(['Kristinehamns Golfkrog', 'Café Norra Hamnen'])('%s after Friday is not Friday\'s dish', (footer) => {
    const r = read(page(footer));
    expect(r.dishes.filter((d) => d.day === 'Friday').map((d) => d.name)).toEqual(['Raggmunk nr 5 med fläsk', 'Potatisbullar nr 5 med lingon']);
  });
  // A heading in capitals after Friday ('SOUP OF THE DAY') is kept for the heading-like doubt: assemble.test.ts.
  it('a dish in sentence case after Friday is kept (it is not shaped like a name)', () => {
    expect(read(page('Kanelbullar med vaniljkräm')).dishes.filter((d) => d.day === 'Friday')).toHaveLength(3);
  });
});

describe('a category word glued before the dish on several days is a label', () => {
  const page = (lines: string[]) => ['LUNCH VECKA 48', ...DAYS.flatMap((d, i) => [d, ...lines.map((l) => l.replace('#', String(i + 1)))])].join('\n');
  it('Kött / Fisk before every day\'s dishes become their categories', () => {
    const r = read(page(['Kött Grillad entrecôte nr # med rödvinssås 135', 'Fisk Rökt lax nr # med färskpotatis 139']));
    expect(list(r).slice(0, 2)).toEqual(['Mon Grillad entrecôte nr 1 med rödvinssås 135', 'Mon Rökt lax nr 1 med färskpotatis 139']);
    expect(r.dishes[0].category).toBe('Kött');
  });
  it('once on the page, the word is part of the dish\'s name', () => {
    const r = read(['LUNCH VECKA 48', 'Måndag', 'Fisk Bombay med ris 135', 'Tisdag', 'Kalops med rödbetor 135'].join('\n'));
    expect(list(r)[0]).toBe('Mon Fisk Bombay med ris 135');
  });
});

describe('category prices stated after the week', () => {
  it('Lunch vecka 48 – Dagens 117 kr, Veg 107 kr prices each row by its caption', () => {
    const r = read(['Lunch vecka 48 – Dagens 117 kr, Veg 107 kr', '| Måndag | Tisdag', 'Dagens | Köttfärslimpa med gräddsås | Kycklingben med ris', 'Veg | Linsfärslimpa med gräddsås | Tofu med ris'].join('\n'));
    expect(list(r)).toEqual(['Mon Köttfärslimpa med gräddsås 117', 'Mon Linsfärslimpa med gräddsås 107', 'Tue Kycklingben med ris 117', 'Tue Tofu med ris 107']);
  });
  it('a single price after the week stays the price for all', () => expect(kind('Lunch v48 – 115 kr')).toMatchObject({ kind: 'week', price: 115 }));
});

describe('table cells the PDF text glued are split apart', () => {
  it.each<[string, string[]]>([
    ['Onsdag | Kycklinglår med dragonsås | Fiskgryta med saffran och aioliRödbetsbiffar med pepparrotskräm',
      ['Onsdag', 'Kycklinglår med dragonsås', 'Fiskgryta med saffran och aioli', 'Rödbetsbiffar med pepparrotskräm']],
    ['Fredag | Högrevsburgare med coleslawPanerad rödspätta', ['Fredag', 'Högrevsburgare med coleslaw', 'Panerad rödspätta']],
    // Not a table row, or no lower-case run before the capital: left alone.
    ['Köttbullar med potatismosLingon', ['Köttbullar med potatismosLingon']],
    ['Måndag | McDonalds-burgare med pommes', ['Måndag', 'McDonalds-burgare med pommes']],
  ])('%s', (line, cells) => expect(toLines(line)[0].cells).toEqual(cells));
});

describe('one word and a semicolon before a capitalised name is a label', () => {
  it.each<[string, string]>([
    ['Lunchsoppa; Morotssoppa med ingefära', 'Lunchsoppa: Morotssoppa med ingefära'],
    ['Kalops med rödbetor; kokt potatis', 'Kalops med rödbetor; kokt potatis'],
    ['Pytt; stekt ägg', 'Pytt; stekt ägg'],
  ])('%s', (line, text) => expect(toLines(line)[0].text).toBe(text));
  it('the label repeated under every day is the dishes\' category', () => {
    const r = read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, `Lunchsoppa; Soppa nr ${i + 1} med bröd`, `Pannbiff nr ${i + 1} med lök`])].join('\n'));
    expect(list(r).slice(0, 2)).toEqual(['Mon Soppa nr 1 med bröd -', 'Mon Pannbiff nr 1 med lök -']);
  });
});
