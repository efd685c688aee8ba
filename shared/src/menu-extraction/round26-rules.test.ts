import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { readDiet } from './diet';
import { read, list, doubts, MAINS, VEG, DAYS, today } from './test-support/reading-pages';

/** Reading rules of issue 19, round 26 (developed on batches 01–100): kinds first runs kept missing. */

const EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const ODD = 'Några rätter avviker från sidans övriga rätter';
/** Easter week 2027: Good Friday is 26 March (ISO week 12). */
const EASTER_WEEK = '2027-03-23';
const MARCH = ['22 mars', '23 mars', '24 mars', '25 mars', '26 mars'];

describe("two dishes in one name: 'X eller Y' and '(vegetariskt alternativ: Y)'", () => {
  it.each([
    // Y starts with a capital
    ['Kalvsylta med rödbetor och kokt potatis eller Fiskbullar i dillsås med ris', ['Kalvsylta med rödbetor och kokt potatis', 'Fiskbullar i dillsås med ris']],
    // Y in lower case with sides of its own
    ['Köttbullar med potatismos och lingon eller stekt rödspätta med remouladsås', ['Köttbullar med potatismos och lingon', 'Stekt rödspätta med remouladsås']],
    // Y a variant of X's dish
    ['Ärtsoppa med fläsk eller vegetarisk ärtsoppa', ['Ärtsoppa med fläsk', 'Vegetarisk ärtsoppa']],
    // a labelled alternative in brackets, longer than 'veg:'
    ['Kålpudding med gräddsås och lingon (vegetariskt alternativ: Linsbiffar med gräddsås och lingon)', ['Kålpudding med gräddsås och lingon', 'Linsbiffar med gräddsås och lingon']],
    // controls: a choice of a part stays one dish
    ['Poké bowl med lax eller tofu', ['Poké bowl med lax eller tofu']],
    ['Köttbullar med potatismos eller kokt potatis', ['Köttbullar med potatismos eller kokt potatis']],
    ['Pasta med kyckling eller Quorn', ['Pasta med kyckling eller Quorn']],
  ])('%j', (line, names) => {
    const kind = classifyLine(`${line} 125 kr`, today);
    expect(kind.kind).toBe('dish');
    if (kind.kind !== 'dish') return;
    expect([kind.dish, ...(kind.more ?? [])].map((d) => [d.name, d.price])).toEqual(names.map((n) => [n, 125]));
  });

  it('each day of a page gives both dishes at the day line\'s price, and the reading publishes', () => {
    const r = read(['Veckans lunch v. 48', ...DAYS.map((d, i) => `${d}: ${MAINS[i]} eller ${VEG[i]}`), 'Lunchen kostar 119 kr och då ingår sallad och kaffe.'].join('\n'));
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 119`, `${d} ${VEG[i]} 119`]));
    expect(isPublishable(r)).toBe(true);
  });

  it('two dishes split from one line under one price cell are no name-and-description pair (no doubt)', () => {
    const r = read(['Veckans husman', 'Vecka 48', ...DAYS.map((d, i) => `${d} ${MAINS[i]} eller ${VEG[i]} | 185`)].join('\n'));
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 185`, `${d} ${VEG[i]} 185`]));
    expect(doubts(r)).toBe('');
  });

  it("a name that still holds two capitalised dishes with sides ('… med … och Fiskgratäng med …') is a doubt", () => {
    const names = ['Pannbiff med lök och Fiskgratäng med potatismos', ...MAINS.slice(1)];
    expect(doubts(read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, `${names[i]} 125 kr`])].join('\n')))).toContain(ODD);
  });

  it("control: one dish with its sides ('Pannbiff med lök och potatismos') raises no doubt", () => {
    const names = ['Pannbiff med lök och potatismos', ...MAINS.slice(1)];
    expect(doubts(read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, `${names[i]} 125 kr`])].join('\n')))).toBe('');
  });
});

describe('a public holiday the page itself heads with its date and gives dishes of its own is open', () => {
  const easterPage = (heading: (d: string, i: number) => string, extra: string[] = []) =>
    ['Lunch vecka 12', ...extra, ...DAYS.flatMap((d, i) => [heading(d, i), `${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])].join('\n');

  it("dated day headings ('Fredag 26 mars' with two dishes in Easter week)", () => {
    const r = read(easterPage((d, i) => `${d} ${MARCH[i]}`), EASTER_WEEK);
    expect(list(r).filter((l) => l.startsWith('Fri'))).toEqual([`Fri ${MAINS[4]} 125`, `Fri ${VEG[4]} 115`]);
    expect(r.closedDays).toEqual([]);
  });

  it("the page's own date range covering the holiday ('22–26 mars') with undated day headings", () => {
    const r = read(easterPage((d) => d, ['22–26 mars']), EASTER_WEEK);
    expect(list(r).filter((l) => l.startsWith('Fri'))).toEqual([`Fri ${MAINS[4]} 125`, `Fri ${VEG[4]} 115`]);
  });

  it('control: undated headings and no dates leave the holiday closed', () => {
    const r = read(easterPage((d) => d), EASTER_WEEK);
    expect(list(r).some((l) => l.startsWith('Fri'))).toBe(false);
    expect(r.closedDays).toEqual(['2027-03-26']);
  });

  it("control: 'Långfredag stängt' under the dated heading stays closed", () => {
    const page = ['Lunch vecka 12', ...DAYS.slice(0, 4).flatMap((d, i) => [`${d} ${MARCH[i]}`, `${MAINS[i]} 125 kr`]), 'Fredag 26 mars', 'Långfredag stängt'].join('\n');
    expect(read(page, EASTER_WEEK).closedDays).toEqual(['2027-03-26']);
  });

  it("control: a lone notice under the dated holiday ('Trettondedag jul – ingen servering') is no menu of the day", () => {
    const dates = ['4/1', '5/1', '6/1', '7/1', '8/1'];
    const page = ['Matsedel vecka 1', ...DAYS.flatMap((d, i) => [`${d} ${dates[i]}`, ...(i === 2 ? ['Trettondedag jul – ingen servering'] : [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])])].join('\n');
    const r = read(page, '2027-01-05');
    expect(list(r).some((l) => l.startsWith('Wed'))).toBe(false);
    expect(r.closedDays).toEqual(['2027-01-06']);
  });
});

describe('a diet word inside a name belongs to it; a marker the page puts on its dishes is a code', () => {
  it.each([
    ['Ärtsoppa (vegansk) och pannkakor', 'Ärtsoppa (vegansk) och pannkakor', ['Vegansk', 'Vegetarisk']],
    ['Yellow pea soup (vegan) with pancakes and jam', 'Yellow pea soup (vegan) with pancakes and jam', ['Vegansk', 'Vegetarisk']],
    // controls: a marker at the end, and a code inside the name, are taken out
    ['Linsgryta med ris (vegansk)', 'Linsgryta med ris', ['Vegansk', 'Vegetarisk']],
    ['Linsgryta (V) med ris', 'Linsgryta med ris', ['Vegetarisk']],
  ])('%j', (text, name, tags) => {
    const diet = readDiet(text);
    expect(diet.text).toBe(name);
    expect(diet.tags).toEqual(tags);
  });

  it("a closing diet word only one dish of the page carries ('Gulaschsoppa med bönor, vegansk') stays in its name", () => {
    const veg = ['Linsgryta med ris', 'Halloumibiffar med bulgur', 'Svampstroganoff med ris', 'Gulaschsoppa med bönor, vegansk', 'Spenatpaj med sallad'];
    const r = read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`, `${veg[i]} 115 kr`])].join('\n'));
    expect(r.dishes.find((d) => d.day === 'Thursday' && d.price === 115)?.name).toBe('Gulaschsoppa med bönor, vegansk');
  });

  it("control: the same closing word on every veg dish is the page's code and stays out", () => {
    const r = read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`, `${VEG[i]}, vegansk 115 kr`])].join('\n'));
    expect(r.dishes.filter((d) => d.price === 115).map((d) => d.name)).toEqual(VEG);
  });
});

describe("a venue's closed notice closes that venue only", () => {
  const twoVenues = (notice: string[]) =>
    ['Lunch vecka 48', 'Restaurang Norra', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} - 132 kr`, `Veg: ${VEG[i]} - 122 kr`]), ...notice].join('\n');

  it("'Café Södra' / 'Stängt hela vecka 48 …' after Friday's dishes leaves Friday open", () => {
    const r = read(twoVenues(['Café Södra', 'Stängt hela vecka 48 p.g.a. renovering - välkomna åter måndag!']));
    expect(list(r).filter((l) => l.startsWith('Fri'))).toEqual([`Fri ${MAINS[4]} 132`, `Fri ${VEG[4]} 122`]);
    expect(r.closedDays).toEqual([]);
  });

  it("control: the closed venue's own list under its notice is none of Friday's dishes", () => {
    const r = read(twoVenues(['Bistro Kajen', 'Stängt vecka 47-49 för renovering.', 'Ur vår ordinarie meny', 'Caesarsallad med kyckling 145 kr', 'Toast Skagen 165 kr']));
    expect(list(r).filter((l) => l.startsWith('Fri'))).toEqual([`Fri ${MAINS[4]} 132`, `Fri ${VEG[4]} 122`]);
  });

  it("control: 'Stängt' right under the day heading closes the day", () => {
    const page = ['Lunch vecka 48', ...DAYS.slice(0, 4).flatMap((d, i) => [d, `${MAINS[i]} 125 kr`]), 'Fredag', 'Stängt'].join('\n');
    expect(read(page).closedDays).toEqual(['2026-11-27']);
  });
});

describe('weekend: weekly dishes, weekend prices and a weekday-dependent price in a sentence', () => {
  it("a weekly dish on a Monday–Friday page stays off the weekend its hours name ('Öppet tisdag–söndag')", () => {
    const page = ['Lunch vecka 48', 'Dagens soppa 95 kr', ...DAYS.map((d, i) => `${d} - ${VEG[i]}`), 'Veckans macka: Rostbiff med remoulad - 89 kr', 'Öppet tisdag-söndag 10-17, måndag 11-14.'].join('\n');
    const r = read(page);
    expect(r.dishes.some((d) => d.day === 'Saturday' || d.day === 'Sunday')).toBe(false);
    expect(r.dishes.filter((d) => d.name === 'Rostbiff med remoulad').length).toBe(5);
  });

  it("control: a page giving the weekend dishes of its own still serves its weekly dish then", () => {
    const page = ['Lunch vecka 48', ...DAYS.map((d, i) => `${d} - ${MAINS[i]} 95 kr`), 'Lördag - Kalops 95 kr', 'Söndag - Stek 95 kr', 'Veckans macka: Rostbiff med remoulad - 89 kr', 'Öppet alla dagar 11-14.'].join('\n');
    expect(read(page).dishes.filter((d) => d.name === 'Rostbiff med remoulad').map((d) => d.day.slice(0, 3))).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it.each([
    ['Lunch för gäster kostar 95 kr på vardagar och 110 kr på lördagar och söndagar. Salladsbuffé ingår.', 95, [['saturday', 110], ['sunday', 110]]],
    ['Lunchen kostar 119 kr måndag till torsdag och 139 kr på fredagar, då bjuder vi på något extra. Sallad och kaffe ingår.', 119, [['friday', 139]]],
    ['Lunchen kostar 119 kr, helger 139 kr. Kaffe ingår.', 119, [['saturday', 139], ['sunday', 139]]],
    ['Lunch 119 kr, helger 139 kr', 119, [['saturday', 139], ['sunday', 139]]],
  ])('%j prices those days beside the price for all', (line, all, days) => {
    const kind = classifyLine(line, today);
    const prices = kind.kind === 'includes' ? [kind.price, kind.prices] : kind.kind === 'price' ? [kind.prices.find((p) => p.kind === 'all')?.price, kind.prices.filter((p) => p.kind === 'category')] : [];
    expect(prices[0]).toBe(all);
    expect((prices[1] as Array<{ category?: string; price: number }> | undefined)?.map((p) => [p.category, p.price])).toEqual(days);
  });

  it('the weekend dishes of a care home take the weekend price', () => {
    const weekend = ['Lördag 28/11', 'Fläskkotlett med sås och potatis', 'Söndag 29/11', 'Kyckling i citronsås med potatis'];
    const page = ['Lunch för gäster kostar 95 kr på vardagar och 110 kr på lördagar och söndagar. Salladsbuffé ingår.', 'Vecka 48', ...DAYS.flatMap((d, i) => [`${d} ${23 + i}/11`, MAINS[i]]), ...weekend].join('\n');
    expect(list(read(page)).slice(-2)).toEqual(['Sat Fläskkotlett med sås och potatis 110', 'Sun Kyckling i citronsås med potatis 110']);
  });

  it("Friday's dishes take the Friday price of the sentence", () => {
    const page = ['Veckans lunch v.48', 'Lunchen kostar 119 kr måndag till torsdag och 139 kr på fredagar. Sallad och kaffe ingår.', ...DAYS.flatMap((d, i) => [d, MAINS[i], VEG[i]])].join('\n');
    expect(list(read(page)).filter((l) => l.startsWith('Fri') || l.startsWith('Thu'))).toEqual([`Thu ${MAINS[3]} 119`, `Thu ${VEG[3]} 119`, `Fri ${MAINS[4]} 139`, `Fri ${VEG[4]} 139`]);
  });

  it("control: 'Lunchen kostar 119 kr måndag till fredag' is the price for all, no day's", () => {
    const kind = classifyLine('Lunchen kostar 119 kr måndag till fredag. Sallad och kaffe ingår.', today);
    expect(kind.kind === 'includes' && kind.prices).toBeFalsy();
  });
});

describe('ordinary pages no longer held back by a doubt that was wrong', () => {
  const UNTAKEN = 'Ett pris på sidan gavs inte till någon rätt';
  // The offer stands between the week and the days, inside the region whose prices the invariant checks.
  const priced = (offer: string[]) => ['Lunch vecka 48', 'Lunchen kostar 125 kr. Sallad och kaffe ingår.', ...offer, ...DAYS.flatMap((d, i) => [d, MAINS[i], VEG[i]])].join('\n');

  it.each([
    'Sunday roast served 13–18, 189 kr.',
    'Julbord fredag–lördag: 545 kr per person. Glögg ingår.',
    'Ta gärna med en bulle till kaffet för 30 kr.',
    'All bowls come with bread · add soup of the day for + 25 kr',
    'Kuponghäfte 10 luncher 1 020 kr.',
  ])('a price of another offer (%j) is no untaken dish price', (line) => {
    const r = read(priced([line]));
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 125`, `${d} ${VEG[i]} 125`]));
    expect(doubts(r)).toBe('');
  });

  it("control: a weekend price on a page that serves the weekend is still a price no dish took", () => {
    const page = ['Lunch vecka 48', 'Lunchen kostar 125 kr. Sallad och kaffe ingår.', ...DAYS.flatMap((d, i) => [d, MAINS[i]]), 'Lördag', 'Kalops med rödbetor', 'Söndag', 'Stekt sej med dillsås', 'Sunday roast served 13–18, 189 kr.'].join('\n');
    expect(doubts(read(page))).toContain(UNTAKEN);
  });

  it('two lines that each name a dish with its sides over one bare price are two dishes (no doubt)', () => {
    const r = read(['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, MAINS[i], VEG[i].replace(/^(\S+)$/u, '$1 med ris'), '119 kr'])].join('\n'));
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 119`, `${d} ${VEG[i]} 119`]));
    expect(doubts(r)).toBe('');
  });

  it("control: a name and a line of sides over one price ('Pannbiff' / 'Potatismos, gräddsås' / '129 kr') stay a doubt", () => {
    const names = ['Pannbiff', 'Kalops', 'Fiskgratäng', 'Kåldolmar', 'Köttbullar'];
    const page = ['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, names[i], 'Potatismos, gräddsås och lingon', '129 kr'])].join('\n');
    expect(doubts(read(page))).toContain(ODD);
  });

  it("a category price read on one day only ('Vegetariskt 125 kr' for the one dish named so) is a doubt", () => {
    const veg = ['Rödbetsbiffar med pepparrotskräm', 'Vegetarisk julkorv med rödkål', 'Kålpudding på vegofärs', 'Linsgryta med ris', 'Svamprisotto med parmesan'];
    const r = read(['Lunch vecka 48', 'Dagens lunch 135 kr · Vegetariskt 125 kr', ...DAYS.flatMap((d, i) => [d, MAINS[i], veg[i]])].join('\n'));
    expect(r.dishes.filter((d) => d.price === 125).length).toBe(1);
    expect(doubts(r)).toContain(ODD);
  });

  it('control: every day\'s second dish at the vegetarian price raises no doubt', () => {
    const r = read(['Lunch vecka 48', 'Dagens lunch 135 kr · Vegetariskt 125 kr', ...DAYS.flatMap((d, i) => [d, MAINS[i], `Vegetarisk ${VEG[i].toLowerCase()}`])].join('\n'));
    expect(r.dishes.filter((d) => d.price === 125).length).toBe(5);
    expect(doubts(r)).toBe('');
  });
});

describe("a rotating menu named by the weeks it is served ('Menyvecka A (v. 9, 11, 13)')", () => {
  const rotating = ['Lunch 119 kr inkl. sallad och kaffe.', 'Menyvecka A (v. 9, 11, 13)', ...DAYS.flatMap((d, i) => [d, MAINS[i]]), 'Menyvecka B (v. 10, 12, 14)', ...DAYS.flatMap((d, i) => [d, VEG[i]])].join('\n');

  it.each([
    ['2026-03-17', VEG], // week 12: the B list
    ['2026-03-10', MAINS], // week 11: the A list
  ])('read on %s, the list naming this week is the one kept', (on, names) => {
    const r = read(rotating, on);
    expect(r.dishes.map((d) => d.name)).toEqual(names);
    expect(isPublishable(r)).toBe(true);
  });

  it.each([
    ['Lunch vecka 12, 11.30-14.00', 12],
    ['Vecka 12, 2026', 12],
  ])('control: %j is one week, not a list', (line, week) => {
    const kind = classifyLine(line, '2026-03-10');
    expect(kind.kind === 'week' && kind.week.week).toBe(week);
  });
});

describe("a category label before a dish whose first word is a category word too ('Dagens vegetariska Vegetarisk paella')", () => {
  it.each([
    ['Dagens vegetariska Vegetarisk paella med saffran', 'Dagens vegetariska', 'Vegetarisk paella med saffran'],
    ['Dagens vegetariska Pasta med gorgonzolasås och päron', 'Dagens vegetariska', 'Pasta med gorgonzolasås och päron'],
    ['Dagens vegetariska Vegetarisk pizza med kronärtskocka', 'Dagens vegetariska', 'Vegetarisk pizza med kronärtskocka'],
    // controls: the label before a dish in sentence case, read before the rule too
    ['Dagens vegetariska Linsbiffar med myntyoghurt', 'Dagens vegetariska', 'Linsbiffar med myntyoghurt'],
    ['Dagens soppa Kantarellsoppa', 'Dagens soppa', 'Kantarellsoppa'],
  ])('%j', (line, category, name) => {
    const kind = classifyLine(`${line} 115 kr`, today);
    expect(kind.kind === 'dish' && [kind.dish.category, kind.dish.name]).toEqual([category, name]);
  });
});
