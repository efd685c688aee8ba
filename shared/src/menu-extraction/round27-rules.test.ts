import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { parseDishLine } from './dish-lines';
import { read, list, DAYS, MAINS, VEG, today } from './test-support/reading-pages';

/** Reading rules of issue 19, round 27 (developed on batches 01–108, kinds seen in 101–108). */

const EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const FRIDAY = '2026-11-27'; // Friday of ISO week 48, 2026
const post = (week: number, published: string, mains: string[], priceLine = 'Lunch 119 kr, serveras 11-14.') =>
  [`Lunch vecka ${week}`, published, priceLine, ...DAYS.map((d, i) => `${d} ${mains[i]}`)];

describe("a news post's publication date under its week heading is no day of the menu", () => {
  it("next week's post (published this Friday) above this week's: this week's dishes", () => {
    const r = read(['Bruksmatsalen', ...post(49, 'fredag 27 november 2026', VEG), ...post(48, 'fredag 20 november 2026', MAINS)].join('\n'), FRIDAY);
    expect(list(r)).toEqual(EN.map((d, i) => `${d} ${MAINS[i]} 119`));
    expect(r.week).toEqual({ year: 2026, week: 48 });
  });

  it('control: a dated day heading of the stated week is the day', () => {
    const r = read(['Lunch vecka 48', 'Lunch 119 kr', 'Måndag 23 november', MAINS[0], 'Tisdag 24 november', MAINS[1]].join('\n'));
    expect(list(r)).toEqual([`Mon ${MAINS[0]} 119`, `Tue ${MAINS[1]} 119`]);
  });
});

describe("each week's post states its own price below its dishes", () => {
  const page = (top: number, bottom: number) => [
    'Restaurang Tallbacken', 'Nyheter',
    `Lunch vecka ${top}`, ...DAYS.map((d, i) => `${d}: ${MAINS[i]}`), 'Pris 128 kr inkl. salladsbuffé och kaffe.',
    `Lunch vecka ${bottom}`, ...DAYS.map((d, i) => `${d}: ${VEG[i]}`), 'Pris 125 kr inkl. salladsbuffé och kaffe.',
  ].join('\n');

  it("this week's post on top: its dishes at its own price", () => {
    expect(read(page(48, 47)).dishes.map((d) => d.price)).toEqual([128, 128, 128, 128, 128]);
  });

  it("control (right before too): this week's post below takes its own price", () => {
    const r = read(page(49, 48));
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual(VEG.map((v) => `${v} 125`));
  });

  it('control: one price stated once for the page prices every dish', () => {
    const r = read(['Lunch vecka 48', 'Pris 128 kr inkl. salladsbuffé och kaffe.', ...DAYS.map((d, i) => `${d}: ${MAINS[i]}`)].join('\n'));
    expect(r.dishes.map((d) => d.price)).toEqual([128, 128, 128, 128, 128]);
  });
});


describe("a dish priced for two kinds of guest ('95/115 kr') costs the visitor the dearer price", () => {
  it.each([
    ['Husman: Köttbullar med gräddsås, potatis och lingon 95/115 kr', 'Köttbullar med gräddsås, potatis och lingon', 115],
    ['Kycklingspett med jordnötssås och nudlar 135/95 kr', 'Kycklingspett med jordnötssås och nudlar', 135],
    ['Soppa: Blomkålssoppa 65/80 kr', 'Blomkålssoppa', 80],
    ['Pannbiff med lök 125 kr', 'Pannbiff med lök', 125], // control: one price
    ['Elk burger with fries - €12.41 / 139 kr', 'Elk burger with fries', 139], // a euro price beside the kronor price
    ['Pea soup with pancakes 10,63 € | 119 kr', 'Pea soup with pancakes', 119],
  ])('%j', (line, name, price) => {
    const dish = parseDishLine(line);
    expect(dish && `${dish.name} ${dish.price}`).toBe(`${name} ${price}`);
  });

  it('on a page under a staff/visitor legend', () => {
    const r = read(['Meny vecka 48', 'Priser anges personal/besökare.', ...DAYS.flatMap((d, i) => [d, `Husman: ${MAINS[i]} 95/115 kr`])].join('\n'));
    expect(list(r)).toEqual(EN.map((d, i) => `${d} ${MAINS[i]} 115`));
  });
});

describe('a discount and its condition is a note, never a dish', () => {
  it.each(['Studentrabatt 10 % mot giltig legitimation.', 'Pensionärsrabatt 10 kr på dagens lunch', '10 % discount for students'])('%j', (line) => {
    expect(classifyLine(line, today).kind).toBe('note');
  });

  it('under an always-served list, it is no dish', () => {
    const r = read(['Veckans lunch v.48', 'Dagens wok 119 kr - inkl. misosoppa, sallad och te.', ...DAYS.map((d, i) => `${d} - ${MAINS[i]}`),
      'Alltid på lunchen', 'Sushi 10 bitar - 129 kr', 'Studentrabatt 10 % mot giltig legitimation.'].join('\n'));
    expect(r.dishes.filter((d) => /rabatt/i.test(d.name))).toEqual([]);
  });

  it.each(['Rabarberpaj med vaniljsås', 'Pannbiff med lök 125 kr'])('control: %j is a dish', (line) => {
    expect(classifyLine(line, today).kind).toBe('dish');
  });
});

describe("'Lunchpizza 99 kr · Lunchpasta 109 kr' prices the dishes labelled 'Pizza:' and 'Pasta:'", () => {
  it.each([
    ['Lunchpizza 99 kr · Lunchpasta 109 kr - inkl. sallad, bröd och lättdryck', ['lunchpizza 99', 'lunchpasta 109']],
    ['Lunchpizza 99 kr · Lunchpasta 109 kr', ['lunchpizza 99', 'lunchpasta 109']],
  ])('%j states category prices', (line, prices) => {
    const kind = classifyLine(line, today);
    const stated = kind.kind === 'includes' || kind.kind === 'price' ? kind.prices ?? [] : [];
    expect(stated.map((p) => `${p.category} ${p.price}`)).toEqual(prices);
  });

  it('each part of a day line takes its own label\'s price', () => {
    const r = read(['Lunch vecka 48', 'Lunchpizza 99 kr · Lunchpasta 109 kr - inkl. sallad, bröd och lättdryck',
      ...DAYS.map((d, i) => `${d} - Pizza: Capricciosa nr ${i + 1} · Pasta: ${MAINS[i]}`)].join('\n'));
    expect(r.dishes.filter((d) => d.day === 'Monday').map((d) => `${d.name} ${d.price}`)).toEqual(['Capricciosa nr 1 99', `${MAINS[0]} 109`]);
  });

  it.each(['Lunchbuffé 125 kr', 'Lunchmeny 115 kr'])('control: %j is the price for all', (line) => {
    const kind = classifyLine(line, today);
    expect(kind.kind === 'price' && kind.prices.map((p) => p.kind)).toEqual(['all']);
  });
});

describe('a lower-case list of sides under a name with sides continues the name', () => {
  const page = (under: string) => read(['Veckans lunch v. 48', 'Soppa 95 kr · Varmrätt 125 kr.', 'Måndag 23 november', 'Varmrätt: Pannbiff med stekt lök', under].join('\n'));
  it.each([
    ['gräddsås och kokt potatis', 'Pannbiff med stekt lök, gräddsås och kokt potatis'],
    ['vitkål, purjolök och potatis', 'Pannbiff med stekt lök, vitkål, purjolök och potatis'],
  ])('%j', (under, name) => {
    expect(page(under).dishes.map((d) => d.name)).toEqual([name]);
  });

  it.each([
    ['och kokt potatis', 'Pannbiff med stekt lök och kokt potatis'], // as before: a line opening with 'och'
    ['serveras med potatis och sallad', 'Pannbiff med stekt lök'], // a serving sentence is a description
  ])('control: %j', (under, name) => {
    expect(page(under).dishes.map((d) => d.name)).toEqual([name]);
  });
});

describe("a food hall's vendor names and their one-line descriptions are no dishes", () => {
  it('two vendors, each name and tagline above a weekly heading', () => {
    const r = read(['Food Hall Kranen', 'Lunch vecka 48', 'Måndag-fredag 11.00-14.00. ALLA RÄTTER 105 KR.',
      'Dumpling Dojo', 'Pan-asiatiskt street food', 'Veckans lunch', 'Bao med glaserad fläsksida och koriander', 'Bao med friterad tofu och kimchi',
      'Korvkiosken Deluxe', 'Gourmetkorv från egna rökeriet', 'Veckans lunch', 'Rökt bratwurst med surkål och senap'].join('\n'));
    expect([...new Set(r.dishes.map((d) => d.name))]).toEqual(['Bao med glaserad fläsksida och koriander', 'Bao med friterad tofu och kimchi', 'Rökt bratwurst med surkål och senap']);
  });

  it("a vendor above its labelled dish, and 'Övriga pizzor enligt menyn från 125 kr.' is no dish", () => {
    const r = read(['Lunch vecka 48', 'Hela veckan:', 'Kyckling teriyaki med ris - 115 kr', 'Pizzabaren', 'Surdegspizza från stenugn',
      'Veckans lunchpizza: Pizza med salsiccia, svamp och ruccola - 109 kr', 'Övriga pizzor enligt menyn från 125 kr.',
      'Husmanskök Tyra', 'Dagens husman 125 kr inkl. sallad och kaffe', ...DAYS.map((d, i) => `${d}: ${MAINS[i]}`)].join('\n'));
    expect(r.dishes.filter((d) => d.day === 'Monday').map((d) => `${d.name} ${d.price}`))
      .toEqual([`${MAINS[0]} 125`, 'Kyckling teriyaki med ris 115', 'Pizza med salsiccia, svamp och ruccola 109']);
  });

  it('control: short all-week dishes above the day list stay dishes', () => {
    const r = read(['Lunch vecka 48', 'Hela veckan:', 'Caesarsallad med kyckling', 'Pasta carbonara', 'Lasagne', 'Dagens lunch 119 kr', ...DAYS.map((d, i) => `${d}: ${MAINS[i]}`)].join('\n'));
    expect(r.dishes.filter((d) => d.day === 'Monday').map((d) => d.name)).toEqual(expect.arrayContaining(['Caesarsallad med kyckling', 'Pasta carbonara', 'Lasagne', MAINS[0]]));
  });
});

describe("an opening-hours footer closing a weekend day ('… lör 10-14, sön stängt') closes no lunch day", () => {
  it.each([['', 'Öppet mån-fre 8-16, lör 10-14, sön stängt'], ['control (right before too): ', 'Öppettider: vardagar 7-17, helger stängt']])('%s%j is no closed day', (_, line) => {
    expect(classifyLine(line, today).kind).not.toBe('closed');
    const r = read(['Vecka 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`]), 'Alla luncher serveras med sallad, bröd och kaffe.', line].join('\n'));
    expect(r.closedDays).toEqual([]);
    expect(list(r)).toContain(`Fri ${MAINS[4]} 125`);
  });

  it.each(['Fredag: stängt', 'Fredag stängt'])('control: %j closes Friday', (line) => {
    const r = read(['Vecka 48', ...DAYS.slice(0, 4).flatMap((d, i) => [d, `${MAINS[i]} 125 kr`]), line].join('\n'));
    expect(r.closedDays).toEqual(['2026-11-27']);
  });
});

describe("'VEGO HELA VECKAN:' and 'Månadens sallad – …' are served every day", () => {
  it.each([
    [['VEGO HELA VECKAN:', 'Rödbetsbiffar med fetaost och bulgur'], 'Rödbetsbiffar med fetaost och bulgur 125'],
    [['Månadens sallad - Kycklingsallad med mango och cashewnötter'], 'Kycklingsallad med mango och cashewnötter 128'],
  ])('%j', (lines, dish) => {
    expectAllWeek(lines, dish);
  });

  it('control (right before too): the label and the dish on one line', () => {
    expectAllWeek(['Vego hela veckan: Rödbetsbiffar med fetaost och bulgur'], 'Rödbetsbiffar med fetaost och bulgur 125');
  });

  function expectAllWeek(lines: string[], dish: string) {
    const r = read(['Lunchmeny vecka 48', 'Dagens lunch 125 kr · Månadens sallad 128 kr', ...lines, ...DAYS.flatMap((d, i) => [d, MAINS[i]])].join('\n'));
    expect(list(r).filter((l) => l.endsWith(dish))).toEqual(EN.map((d) => `${d} ${dish}`));
  }
});

describe("a hotel's other offers below its lunch are notes", () => {
  it.each(['Mer på hotellet', 'Rooms from 1 095 SEK.', 'Breakfast for non-residents SEK 165.', 'Konferens heldag från 595 kr/person inkl. lunch och två fikor.'])('%j', (line) => {
    expect(classifyLine(line, today).kind).toBe('note');
  });

  it.each(['Rumpstek med bearnaise och pommes', 'Spättafilé med remouladsås'])('control: %j is a dish', (line) => {
    expect(classifyLine(line, today).kind).toBe('dish');
  });
});

describe("a school holiday named with a price ('Sportlov? Barn … äter halva priset') closes no day", () => {
  it.each(['Sportlov? Barn under 12 år äter halva priset hela veckan.', 'Höstlov: barn äter gratis'])('%j', (line) => {
    expect(classifyLine(line, today).kind).toBe('note');
    const r = read(['Vecka 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`]), line].join('\n'));
    expect(r.closedDays).toEqual([]);
  });

  it.each(['Sportlov - ingen lunch', 'Sportlov'])('control: %j is a closed day', (line) => {
    expect(classifyLine(line, today).kind).toBe('closed');
  });
});

describe("a holiday named alone where a day heading stands ('Valborgsmässoafton') heads that day", () => {
  const VALBORG_WEEK = '2026-04-27'; // Monday of ISO week 18, 2026: Thursday 30 April, Friday 1 May
  it('Valborg week: Thursday under its holiday name, Friday closed', () => {
    const r = read(['Lunch vecka 18', ...DAYS.slice(0, 3).flatMap((d, i) => [d, `${MAINS[i]} 129 kr`]),
      'Valborgsmässoafton', 'Valborgstallrik med sill och färskpotatis 155 kr', 'Vi stänger kl. 14 - glad valborg!', 'Första maj', 'Stängt. Vi ses måndag!'].join('\n'), VALBORG_WEEK);
    expect(list(r)).toEqual([...EN.slice(0, 3).map((d, i) => `${d} ${MAINS[i]} 129`), 'Thu Valborgstallrik med sill och färskpotatis 155']);
    expect(r.closedDays).toEqual(['2026-05-01']);
  });

  it.each([['Julafton', '2026-11-23'], ['Påsklunch', VALBORG_WEEK]])('control: %j outside its week stays a title', (line, on) => {
    expect(classifyLine(line, on).kind).toBe('title');
  });
});

describe("'Veckans vegetariska Grönsakslasagne': the label and a capitalised name on one line is the week's dish", () => {
  it('read as the weekly dish, not as a heading', () => {
    const kind = classifyLine('Veckans vegetariska Grönsakslasagne', today);
    expect(kind.kind === 'dish' && `${kind.dish.category}: ${kind.dish.name}`).toBe('Veckans vegetariska: Grönsakslasagne');
    const r = read(['Lunch vecka 48', 'Lunch 119 kr', ...DAYS.map((d, i) => `${d} ${MAINS[i]}`), 'Veckans vegetariska Grönsakslasagne'].join('\n'));
    expect(list(r).filter((l) => l.includes('Grönsakslasagne'))).toEqual(EN.map((d) => `${d} Grönsakslasagne 119`));
  });

  it.each(['Veckans vegetariska', 'VECKANS VEGETARISKA', 'Veckans fisk lax'])('control: %j stays a heading', (line) => {
    expect(classifyLine(line, today).kind).toBe('section');
  });
});

describe("a venue's tab title repeated above its panel is no dish", () => {
  it('the second tab panel opens with its title', () => {
    const r = read(['Kvarteret Smedjan', 'Lunch vecka 48', 'Restaurang Smedjan', 'Kafé Städet', 'Restaurang Smedjan',
      'Dagens lunch 135 kr - salladsbuffé, bröd och kaffe ingår.', ...DAYS.flatMap((d, i) => [d, MAINS[i]]), 'Kafé Städet', 'Dagens soppa 89 kr med nybakat bröd.'].join('\n'));
    expect(list(r).filter((l) => /Kafé|Restaurang/.test(l))).toEqual([]);
    expect(list(r)).toContain(`Fri ${MAINS[4]} 135`);
  });

  it('control: a dish named once above the days and again below stays a dish when no row of titles stands above', () => {
    const r = read(['Lunch vecka 48', 'Dagens lunch 135 kr', 'Pasta carbonara', ...DAYS.flatMap((d, i) => [d, MAINS[i]]), 'Pasta carbonara'].join('\n'));
    expect(list(r)).toContain('Fri Pasta carbonara 135');
  });
});

describe("a weekly label with its serving days in brackets ('Veckans vegetariska (mån-fre): …') labels the week's dish", () => {
  it('is served every day at its price', () => {
    const kind = classifyLine('Veckans vegetariska (mån-fre): Rödbetsbiffar med fetaostkräm och bulgur | 109 kr', today);
    expect(kind.kind === 'dish' && [kind.dish.name, kind.dish.price, kind.dish.weekly]).toEqual(['Rödbetsbiffar med fetaostkräm och bulgur', 109, true]);
  });

  it('control: a dish of some days only (mån-ons) is not served all week', () => {
    const r = read(['Veckans lunch v.48', 'Veckans soppa (mån-ons): Rotfruktssoppa med surdegsbröd 95 kr', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`])].join('\n'));
    expect(list(r).filter((l) => /^(Thu|Fri) Rotfruktssoppa/.test(l))).toEqual([]);
  });

  it('control: a bracket that is no serving days stays out of the label', () => {
    const kind = classifyLine('Alt 3 (veg): Linsbolognese', today);
    expect(kind.kind === 'dish' && [kind.dish.name, kind.dish.category]).toEqual(['Linsbolognese', 'Alt 3 (veg)']);
  });
});

describe('a link to the menu as a file is no dish', () => {
  it.each(['Hela veckans meny (PDF)', 'Ladda ner menyn som pdf'])('%j', (line) => {
    expect(classifyLine(line, today).kind).toBe('furniture');
  });
});

describe('capital headings over the week\'s dishes priced by a bare price below them are headings', () => {
  it("'THE FARM' / dish / 'THE SEA' / dish / '195 SEK'", () => {
    const r = read(['LUNCH OF THE WEEK', 'Week 48', 'MONDAY - FRIDAY', 'THE FARM', 'Slow-roasted pork belly - celeriac purée - baked apple', 'THE SEA',
      'Butter-poached cod - brown shrimp - dill potatoes', 'THE GARDEN', 'Charred cabbage - white bean purée - hazelnuts', '195 SEK'].join('\n'));
    expect(r.dishes.filter((d) => d.day === 'Monday').map((d) => `${d.category}: ${d.price}`)).toEqual(['The farm: 195', 'The sea: 195', 'The garden: 195']);
  });

  it('control: a capital dish with its own price stays a dish', () => {
    const r = read(['Lunch vecka 48', 'Hela veckan:', 'PASTA CARBONARA 125 kr', 'Kycklinggryta med ris 125 kr', 'Linsgryta med ris 115 kr'].join('\n'));
    expect(list(r)).toContain('Mon PASTA CARBONARA 125');
  });
});

describe("the unpriced line right under an extra's price ('…add dessert for 75 SEK') names the extra, not a dish", () => {
  const page = (between: string[]) =>
    ['Lunch of the week', 'Week 48', 'MONDAY - FRIDAY', 'Braised beef cheek - parsnip purée', 'Baked pollock - brown butter', '215 SEK', ...between, 'SATURDAY - SUNDAY', 'BRUNCH 365 SEK'].join('\n');

  it('the dessert named under the extra is not served as a lunch dish', () => {
    const r = read(page(['…add dessert for 75 SEK', 'Cloudberry parfait - almond crumble']));
    expect(new Set(r.dishes.map((d) => d.name))).toEqual(new Set(['Braised beef cheek - parsnip purée', 'Baked pollock - brown butter']));
  });

  it('control: without the extra line the dishes are read the same', () => {
    const r = read(page([]));
    expect(new Set(r.dishes.map((d) => d.name))).toEqual(new Set(['Braised beef cheek - parsnip purée', 'Baked pollock - brown butter']));
  });
});
