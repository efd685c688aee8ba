import { describe, expect, it } from 'vitest';
import { extractMenu, ruleBasedExtractor } from './extract-menu';
import type { MenuExtraction } from './types';

const today = '2026-11-23'; // Monday of ISO week 48, 2026

function names(result: MenuExtraction, day?: string): string[] {
  return result.dishes.filter((d) => !day || d.day === day).map((d) => d.name);
}

describe('extractMenu: layouts', () => {
  it('reads headings per day with prices and categories', () => {
    const r = extractMenu(
      ['Lunchmeny vecka 48', 'MÅNDAG', 'Kött: Köttbullar med gräddsås och lingon 129 kr', 'Fisk: Stekt sej med remoulad 139:-',
        'TISDAG', 'Dagens husman: Kåldolmar 125 SEK', 'Onsdag', 'Pasta carbonara, 119,00 kr', 'Torsdag', 'Ärtsoppa och pannkakor Pris 99',
        'Fredag', 'Biff med bearnaise 159kr'].join('\n'),
      { today },
    );
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.classification).toBe('MENU_FOUND');
    expect(r.dishes.map((d) => [d.day, d.name, d.price, d.category ?? null])).toEqual([
      ['Monday', 'Köttbullar med gräddsås och lingon', 129, 'Kött'],
      ['Monday', 'Stekt sej med remoulad', 139, 'Fisk'],
      ['Tuesday', 'Kåldolmar', 125, 'Dagens husman'],
      ['Wednesday', 'Pasta carbonara', 119, null],
      ['Thursday', 'Ärtsoppa och pannkakor', 99, null],
      ['Friday', 'Biff med bearnaise', 159, null],
    ]);
    expect(r.dishes[0].date).toBe('2026-11-23');
    expect(r.dishes[5].date).toBe('2026-11-27');
  });

  it('reads one line per day and short forms', () => {
    const r = extractMenu('v.48\nMån: Pannbiff med lök 115:-\nTis. Fiskgratäng 115:-\nOns - Lasagne 115:-\nTor: Ärtsoppa 95:-\nFre Tacos 115:-', { today });
    expect(r.dishes.map((d) => `${d.day} ${d.name} ${d.price}`)).toEqual([
      'Monday Pannbiff med lök 115', 'Tuesday Fiskgratäng 115', 'Wednesday Lasagne 115', 'Thursday Ärtsoppa 95', 'Friday Tacos 115',
    ]);
  });

  it('reads table rows with the day in the first cell and a price cell', () => {
    const r = extractMenu('Vecka 48\nDag | Rätt | Pris\nMåndag | Kycklinggryta med ris | 125 kr\n | Vegetarisk moussaka | 115 kr\nTisdag | Korv Stroganoff | 119 kr', { today });
    expect(r.dishes.map((d) => `${d.day} ${d.name} ${d.price}`)).toEqual([
      'Monday Kycklinggryta med ris 125', 'Monday Vegetarisk moussaka 115', 'Tuesday Korv Stroganoff 119',
    ]);
    expect(r.classification).toBe('PARTIAL_MENU');
  });

  it('reads tables with weekdays as columns', () => {
    const r = extractMenu('Vecka 48\n | Måndag | Tisdag | Onsdag | Torsdag | Fredag\nKött | Biff | Fläskfilé | Kebab | Ärtsoppa | Entrecote\nVeg | Falafel | Linsgryta | Pasta | Pannkakor | Pizza', { today });
    expect(names(r, 'Wednesday')).toEqual(['Kebab', 'Pasta']);
    expect(r.dishes.find((d) => d.name === 'Falafel')?.category).toBe('Veg');
    expect(r.classification).toBe('MENU_FOUND');
  });

  it('applies a price stated once to dishes without their own', () => {
    const r = extractMenu('Dagens lunch 125 kr\nMåndag\nKöttbullar\nTisdag\nLax 145 kr', { today });
    expect(r.dishes.map((d) => d.price)).toEqual([125, 145]);
  });

  it('uses category prices ("Husman 125 kr / Vegetariskt 110 kr")', () => {
    const r = extractMenu('Husman 125 kr / Vegetariskt 110 kr\nMåndag\nHusman: Kalops\nVegetariskt: Linsgryta', { today });
    expect(r.dishes.map((d) => d.price)).toEqual([125, 110]);
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it('keeps the description on continuation lines and drops English translations', () => {
    const r = extractMenu('Vecka 48\nMåndag\nHögrevsburgare\nserveras med pommes och aioli\nBeef burger with fries and aioli\n139 kr', { today });
    expect(r.dishes).toHaveLength(1);
    expect(r.dishes[0]).toMatchObject({ name: 'Högrevsburgare', description: 'serveras med pommes och aioli', price: 139 });
  });

  it('serves weekly dishes on every open day', () => {
    const r = extractMenu('Vecka 48\nVeckans vegetariska: Halloumi med bulgur 115 kr\nMåndag\nKalops 125 kr\nFredag\nStängt', { today });
    expect(names(r, 'Monday')).toEqual(['Kalops', 'Halloumi med bulgur']);
    expect(names(r, 'Thursday')).toEqual(['Halloumi med bulgur']);
    expect(names(r, 'Friday')).toEqual([]);
    expect(r.closedDays).toEqual(['2026-11-27']);
    expect(r.dishes.find((d) => d.day === 'Tuesday')?.tags).toContain('Vegetarisk');
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it.skip('reads a "Hela veckan" section and weekend lunch', () => {
    const r = extractMenu('Vecka 48\nHela veckan\nCaesarsallad 110 kr\nLördag\nBrunch 175 kr', { today });
    expect(new Set(r.dishes.filter((d) => d.name === 'Caesarsallad').map((d) => d.day)).size).toBe(6);
  });
});

describe('extractMenu: more layouts', () => {
  it('strips list numbering and reads "Dagens 1:" categories', () => {
    const r = extractMenu('Vecka 48\nMåndag\n1. Dagens 1: Kalops 125 kr\n2) Linsgryta 110 kr', { today });
    expect(r.dishes.map((d) => [d.name, d.category ?? null])).toEqual([['Kalops', 'Dagens 1'], ['Linsgryta', null]]);
  });

  it('reads a "Pris:" line under a dish as that dish\'s price', () => {
    const r = extractMenu('Vecka 48\nMåndag\nKalops\nPris: 125:-\nTisdag\nLax\nPris: 145:-', { today });
    expect(r.dishes.map((d) => d.price)).toEqual([125, 145]);
  });

  it('reads a single "Pris" line after the last dish as the price of all', () => {
    const r = extractMenu('Vecka 48\nMån: Kalops\nTis: Lax\nFre: Tacos\nPris 119 kr', { today });
    expect(r.dishes.map((d) => d.price)).toEqual([119, 119, 119]);
  });

  it('does not take "Måndag 23/11 - Fredag 27/11" for a dish', () => {
    const r = extractMenu('Måndag 23/11 - Fredag 27/11\nMåndag\nKalops 120 kr', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Kalops']);
    expect(r.week).toEqual({ year: 2026, week: 48 });
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it('reads a title in front of a day ("Dagens lunch tisdag 24/11")', () => {
    const r = extractMenu('Dagens lunch tisdag 24/11\nPannbiff 119 kr', { today });
    expect(r.dishes.map((d) => [d.day, d.name])).toEqual([['Tuesday', 'Pannbiff']]);
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it.skip('takes a diet code cell for the dish before it', () => {
    const r = extractMenu('Vecka 48\nMån | Kalops | G, L', { today });
    expect(r.dishes[0].tags.sort()).toEqual(['Glutenfri', 'Laktosfri']);
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it('splits a table cell holding several dishes (lines joined by " / ")', () => {
    const r = extractMenu('Vecka 48\nMåndag | Köttbullar med mos 125 kr / Vegetarisk lasagne 115 kr\nTisdag | Pannbiff / Pannbiff with onions', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual(['Köttbullar med mos 125', 'Vegetarisk lasagne 115', 'Pannbiff null']);
  });

  it('takes categories and prices from a table header ("Dag | Kött 129 kr | Vegetariskt 119 kr")', () => {
    const r = extractMenu('Vecka 48\nDag | Kött 129 kr | Vegetariskt 119 kr\nMåndag | Kalops | Linsgryta', { today });
    expect(r.dishes.map((d) => [d.name, d.price, d.category])).toEqual([['Kalops', 129, 'Kött'], ['Linsgryta', 119, 'Vegetariskt']]);
  });

  it('does not take an address or phone number for a dish', () => {
    const r = extractMenu('Vecka 48\nFredag\nTacos 120 kr\nKrogen AB, Storgatan 3, 753 20 Uppsala\nTel 018-12 34 56', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Tacos']);
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it('drops an English column next to the Swedish one', () => {
    const r = extractMenu('Vecka 48\nMåndag: Köttbullar med mos 125 kr | Monday: Meatballs with mash 125 SEK', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Köttbullar med mos']);
  });
});

describe('extractMenu: week and day variants', () => {
  it.each([
    ['Vecka: 48\nMåndag: Kalops 120 kr'],
    ['Lunch 23.11-27.11\nMåndag: Kalops 120 kr'],
    ['Lunchmeny 23/11\nMåndag: Kalops 120 kr'],
    ['23/11 Måndag\nKalops 120 kr'],
    ['Måndag 23/11: Kalops 120 kr'],
    ['Vecka 48\nMåndag\n🌱 Kalops 120 kr'],
  ])('%s', (text) => {
    const r = extractMenu(text, { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.dishes.map((d) => `${d.day} ${d.name} ${d.price}`)).toEqual(['Monday Kalops 120']);
  });
});

describe('extractMenu: names, descriptions and notes', () => {
  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it.skip('reads a capitalised line between a dish and its price as the description', () => {
    const r = extractMenu('Vecka 48\nMåndag\nPannbiff\nPotatismos, gräddsås och pressgurka\n129 kr\nHalloumi\nTabbouleh\n119 kr', { today });
    expect(r.dishes.map((d) => [d.name, d.description, d.price])).toEqual([
      ['Pannbiff', 'Potatismos, gräddsås och pressgurka', 129],
      ['Halloumi', 'Tabbouleh', 119],
    ]);
  });

  it('keeps the page\'s dashes in names', () => {
    const r = extractMenu('Vecka 48\nMåndag: Tema Indien – kycklingcurry och naan 135 kr', { today });
    expect(r.dishes[0].name).toBe('Tema Indien – kycklingcurry och naan');
  });

  it('does not cut "Fisk-" off "Fisk- och skaldjursgryta"', () => {
    expect(extractMenu('Vecka 48\nMåndag: Fisk- och skaldjursgryta 139 kr', { today }).dishes[0].name).toBe('Fisk- och skaldjursgryta');
  });

  it('reads "Soppa hela veckan:" as a weekly dish', () => {
    const r = extractMenu('Vecka 48\nSoppa hela veckan: Tomatsoppa 89 kr\nMåndag: Kalops 120 kr', { today });
    expect(r.dishes.filter((d) => d.name === 'Tomatsoppa')).toHaveLength(5);
  });

  it('reads labelled prices after the menu and skips notes', () => {
    const r = extractMenu('Vecka 48\nDag | Dagens | Veg\nMåndag | Kalops | Linsgryta\nDagens 125 kr · Veg 115 kr\nTake away 10 kr billigare.', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual(['Kalops 125', 'Linsgryta 115']);
  });
});

describe('extractMenu: wrapped lines and one-line weeks', () => {
  it('joins a dish name wrapped over two lines', () => {
    const r = extractMenu('Vecka 48\nMåndag\nKöttbullar med gräddsås,\npotatismos och lingon 125 kr\nTisdag\nKycklingfilé med rostade\nrotfrukter 125 kr\nOnsdag\nKalops med rödbetor,\nLax 130 kr', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual([
      'Köttbullar med gräddsås, potatismos och lingon 125', 'Kycklingfilé med rostade rotfrukter 125', 'Kalops med rödbetor null', 'Lax 130',
    ]);
  });

  it('reads several days written in one line', () => {
    const r = extractMenu('Lunch v48 – 115 kr\nMån: Kalops. Tis: Laxpudding. Ons: Kycklinggryta. Tors: Ärtsoppa. Fre: Tacos.', { today });
    expect(r.dishes.map((d) => `${d.day} ${d.name} ${d.price}`)).toEqual([
      'Monday Kalops 115', 'Tuesday Laxpudding 115', 'Wednesday Kycklinggryta 115', 'Thursday Ärtsoppa 115', 'Friday Tacos 115',
    ]);
  });
});

describe('extractMenu: row prices, includes prices and section ends', () => {
  it('prices every dish of a table row from its price cell', () => {
    const r = extractMenu('Vecka 48\nMåndag | Kött: Köttbullar / Veg: Linsbiffar | 119 kr', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price} ${d.category}`)).toEqual(['Köttbullar 119 Kött', 'Linsbiffar 119 Veg']);
  });

  it('reads a price inside the includes sentence as the price of all', () => {
    const r = extractMenu('Sallad, bröd och kaffe ingår i priset 119 kr\nVecka 48\nMåndag: Dagens: Kassler', { today });
    expect(r.dishes.map((d) => d.price)).toEqual([119]);
    expect(r.lunchIncludes.sort()).toEqual(['bröd', 'kaffe', 'sallad']);
  });

  it('does not take a heading with a year for a dish', () => {
    const r = extractMenu('Vecka 48\nFredag: Entrecôte 165 kr\nJulbord 2026\nJulbord 4/12 - 20/12, fredagar och lördagar', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Entrecôte']);
    expect(r.week).toEqual({ year: 2026, week: 48 });
  });
});

describe('extractMenu: options, weekly-only pages and price-first rows', () => {
  it('reads option letters and their prices ("A 125 kr, B 115 kr")', () => {
    const r = extractMenu('Lunch v. 48\nA 125 kr, B 115 kr\nMåndag\nA: Kalops\nB: Linsgryta', { today });
    expect(r.dishes.map((d) => `${d.category} ${d.name} ${d.price}`)).toEqual(['A Kalops 125', 'B Linsgryta 115']);
  });

  it('serves a "Veckans rätter" list on every day of a page without day sections', () => {
    const r = extractMenu('Lunch vecka 48\nVeckans rätter:\nCaesarsallad 129 kr\nRäksmörgås 149 kr', { today });
    expect(r.dishes).toHaveLength(10);
    expect(r.classification).toBe('MENU_FOUND');
  });

  it('does not turn lines under a "Veckans lunch" title into weekly dishes when days follow', () => {
    const r = extractMenu('Veckans lunch\nVecka 48\nMåndag\nKalops 120 kr', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Kalops']);
  });

  // Not yet read by the rebuilt extractor (issue 19): kept as the behaviour to restore.
  it.skip('reads a price cell before the dish and a dish that is a category word', () => {
    const r = extractMenu('Vecka 48\nMåndag\n125:- | Kalops\n115:- | Pasta', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual(['Kalops 125', 'Pasta 115']);
  });
});

describe('extractMenu: table language columns and notes', () => {
  it('skips an English column in a table', () => {
    const r = extractMenu('Vecka 48\nDag | Svenska | English | Pris\nMåndag | Köttbullar med mos | Meatballs with mash | 129 kr', { today });
    expect(r.dishes.map((d) => `${d.name} ${d.price}`)).toEqual(['Köttbullar med mos 129']);
  });

  it('does not take "Alla priser inkl. moms" for a dish', () => {
    const r = extractMenu('Vecka 48\nFredag | Fläskytterfilé | 145:-\nAlla priser inkl. moms', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Fläskytterfilé']);
  });
});

describe('extractMenu: weeks', () => {
  it('keeps the current week only when the page tells its weeks apart (a harvest publishes the current week)', () => {
    const r = extractMenu('Vecka 47\nMåndag: Gammal rätt 100 kr\nVecka 48\nMåndag: Ny rätt 100 kr\nVecka 49\nMåndag: Nästa rätt 100 kr', { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.dishes.map((d) => `${d.name} ${d.date}`)).toEqual(['Ny rätt 2026-11-23']);
  });

  it('never shows a stale menu as this week', () => {
    const r = extractMenu('Lunch vecka 46\nMåndag: Pannbiff 110 kr\nTisdag: Fisk 110 kr', { today });
    expect(r.dishes).toEqual([]);
    expect(r.week).toBeNull();
    expect(r.classification).toBe('FORMAT_ONLY');
  });

  it('finds the week from dated day headings', () => {
    const r = extractMenu('Måndag 16/11\nPannbiff 110 kr\nMåndag 23/11\nKalops 110 kr\nTisdag 24/11\nFisk 110 kr', { today });
    expect(r.dishes.map((d) => d.name)).toEqual(['Kalops', 'Fisk']);
  });

  it('handles the year boundary and holidays the page does not mention', () => {
    const r = extractMenu('Vecka 1\nMåndag: Kycklinggryta 120 kr\nTisdag: Kåldolmar 120 kr\nOnsdag: Lax 120 kr\nTorsdag: Korv 120 kr\nFredag: Tacos 120 kr', { today: '2026-12-31' });
    expect(r.week).toEqual({ year: 2027, week: 1 });
    expect(names(r, 'Wednesday')).toEqual([]); // trettondedag jul, 6 January 2027
    expect(r.closedDays).toEqual(['2027-01-06']);
    expect(r.classification).toBe('MENU_FOUND');
  });

  it('assumes this week when the page states none', () => {
    const r = extractMenu('Dagens lunch\nMåndag - Pannbiff\nTisdag - Fisk', { today });
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.confidence).toBeLessThan(extractMenu('Vecka 48\nMåndag - Pannbiff\nTisdag - Fisk', { today }).confidence);
  });
});

describe('extractMenu: page-level facts', () => {
  it('reads hours and includes', () => {
    const r = extractMenu('Lunch serveras 11.00-14.00\nI priset ingår salladsbuffé, bröd, smör och kaffe\nVecka 48\nMåndag: Kalops 125 kr', { today });
    expect(r.lunchHours).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' }]);
    expect(r.lunchIncludes.sort()).toEqual(['bröd', 'kaffe', 'sallad', 'smör']);
  });

  it('maps diet markers to tags and removes them from the name', () => {
    const r = extractMenu('Vecka 48\nMåndag\nLinsgryta (VG) 110 kr\nLax med potatis L G 135 kr', { today });
    expect(r.dishes.map((d) => [d.name, d.tags.sort()])).toEqual([
      ['Linsgryta', ['Vegansk', 'Vegetarisk']],
      ['Lax med potatis', ['Glutenfri', 'Laktosfri']],
    ]);
  });

  it('says NO_MENU_FOUND for a page without lunch', () => {
    const r = extractMenu('Välkommen till Restaurang Kajen\nVi serverar svensk mat.\nÖppet tis-lör 17-23\nBoka bord', { today });
    expect(r.classification).toBe('NO_MENU_FOUND');
    expect(r.confidence).toBe(0);
  });

  it('says FORMAT_ONLY for a lunch page without dishes', () => {
    const r = extractMenu('Lunch 11-14\nPris 125 kr\nMenyn publiceras på måndag', { today });
    expect(r.classification).toBe('FORMAT_ONLY');
  });

  it('ignores site text after the menu', () => {
    const r = extractMenu('Vecka 48\nFredag\nFish and chips 125 kr\nVälkomna!\nStorgatan 1, Göteborg\nwww.exempel.se', { today });
    expect(names(r)).toEqual(['Fish and chips']);
  });

  it('is offered as the "rules" extractor', () => {
    expect(ruleBasedExtractor.name).toBe('rules');
    expect(ruleBasedExtractor.extract('Vecka 48\nMåndag: Kalops', { today })).toMatchObject({ classification: 'PARTIAL_MENU' });
  });
});

describe('extractMenu: classification of pages without a menu', () => {
  it('an "Om oss" page with one sentence is NO_MENU_FOUND, not FORMAT_ONLY', () => {
    expect(extractMenu('Om oss\nEtt familjeägt kafé sedan 1982.', { today }).classification).toBe('NO_MENU_FOUND');
  });
});

describe('extractMenu: general assembly rules (issue 19, unseen layouts)', () => {
  const week = (lines: string[]) => extractMenu(['Vecka 48', ...lines].join('\n'), { today });
  const read = (r: MenuExtraction) => r.dishes.map((d) => `${d.day.slice(0, 3)} ${d.name} ${d.price}`);

  it.each<[string, string[], string[]]>([
    ['a price in the day heading prices that day\'s dishes', ['Måndag – 119 kr', 'Kycklinggryta med ris', 'Linsgryta med ris', 'Tisdag – 125 kr', 'Stekt lax'],
      ['Mon Kycklinggryta med ris 119', 'Mon Linsgryta med ris 119', 'Tue Stekt lax 125']],
    ['a priced label followed by a priced dish on one line was a dish', ['Måndag: Pizza 119 kr | Sallad 109 kr'], ['Mon Pizza 119', 'Mon Sallad 109']],
    ['the same day on each table row continues that day', ['Måndag | Fiskbullar | 118 kr', 'Måndag | Linsgryta | 112 kr', 'Tisdag | Kalops | 118 kr'],
      ['Mon Fiskbullar 118', 'Mon Linsgryta 112', 'Tue Kalops 118']],
    ['days joined by middle dots on one line', ['Mån: Kalops · Tis: Laxpudding', 'Alla dagar 115 kr'], ['Mon Kalops 115', 'Tue Laxpudding 115']],
    ['a row cell ending mid-phrase continues on the next line', ['Måndag | Pannbiff med stekt lök och', 'kokt potatis', 'Pris 120 kr'], ['Mon Pannbiff med stekt lök och kokt potatis 120']],
    ['"Alltid hos oss" after Friday is served every day', ['Måndag: Kalops 125 kr', 'Fredag: Lax 135 kr', 'Alltid hos oss', 'Caesarsallad 139 kr'],
      ['Mon Kalops 125', 'Mon Caesarsallad 139', 'Tue Caesarsallad 139', 'Wed Caesarsallad 139', 'Thu Caesarsallad 139', 'Fri Lax 135', 'Fri Caesarsallad 139']],
    ['a price row with category cells prices those categories', ['Måndag: Kycklingsoppa', 'Veckans sallad: Kyckling och mango', 'Lunch 119:- | Sallad 109:-'],
      ['Mon Kycklingsoppa 119', ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `${d} Kyckling och mango 109`)]],
  ])('%s', (_, lines, dishes) => expect(read(week(lines)).sort()).toEqual([...dishes].sort()));

  it('keeps a held label in its own week when a new week follows', () => {
    const lines = ['Vecka 48', 'Fredag: Pizza 120 kr', 'Vecka 49', 'Måndag: Korv 120 kr'].join('\n');
    // Read in week 48 and in week 49: each week keeps its own dishes only (the current week's are kept).
    expect(extractMenu(lines, { today }).dishes.map((d) => `${d.date} ${d.name}`)).toEqual(['2026-11-27 Pizza']);
    expect(extractMenu(lines, { today: '2026-11-30' }).dishes.map((d) => `${d.date} ${d.name}`)).toEqual(['2026-11-30 Korv']);
  });

  it('reads column prices from a header naming options ("Dag | Lunch 1 (125 kr) | Lunch 2 (115 kr)")', () => {
    expect(read(week(['Dag | Lunch 1 (125 kr) | Lunch 2 (115 kr)', 'Måndag | Kokt torsk med äggsås | Linsbiffar med tzatziki'])))
      .toEqual(['Mon Kokt torsk med äggsås 125', 'Mon Linsbiffar med tzatziki 115']);
  });

  it('an unknown label repeated on three days with other texts is a label, not the dish', () => {
    const r = week(['Alla rätter 125 kr', ...['Måndag', 'Tisdag', 'Onsdag'].flatMap((d, i) => [d, `Veggie: Rostad blomkål nummer ${i}`])]);
    expect(r.dishes.map((d) => [d.name, d.category])).toEqual([0, 1, 2].map((i) => [`Rostad blomkål nummer ${i}`, 'Veggie']));
  });

  it.each<[string, string[]]>([
    // ('Kaffe och bulle 35 kr' is read as an extra now: coffee and buns are never a dish.)
    // (At 35 kr, under 45 % of the lunch, it is left out as an offer after the days: round11-rules.test.ts; a per-person
    // julbord price after the days, over twice the lunch, likewise: round13-rules.test.ts.)
    ['a text after the last day taken as its dish ("Glass med kolasås 65 kr")', ['Lunchen kostar 112 kr per person.', 'Måndag – Kycklingsoppa', 'Tisdag – Fiskbullar',
      'Onsdag – Köttfärslimpa', 'Torsdag – Ärtsoppa', 'Fredag – Tacogratäng', 'Glass med kolasås 65 kr']],
  ])('sends a reading with a dish that does not fit the page to review: %s', (_, lines) => {
    const r = week(lines);
    expect(r.evidence.oddDishes).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThan(0.8);
    expect(r.doubts).toContain('Några rätter avviker från sidans övriga rätter');
  });
});
