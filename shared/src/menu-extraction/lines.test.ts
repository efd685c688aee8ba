import { describe, expect, it } from 'vitest';
import { splitGlued, toLines } from './lines';

describe('splitGlued', () => {
  it.each([
    ['MondayFish soup', ['Monday Fish soup']],
    ['MÅNDAGKöttbullar med mos', ['MÅNDAG Köttbullar med mos']],
    ['Dagens rättKöttbullar.Dagens vegetariskaLinsbiff', ['Dagens rätt: Köttbullar.', 'Dagens vegetariska: Linsbiff']],
    ['Köttbullar med potatisTisdag', ['Köttbullar med potatis', 'Tisdag']],
    ['Köttbullar med potatismos', ['Köttbullar med potatismos']],
    ['McDonalds-burgare', ['McDonalds-burgare']],
    ['Pulled pork-macka', ['Pulled pork-macka']],
  ])('%s', (line, parts) => expect(splitGlued(line)).toEqual(parts));
});

describe('toLines', () => {
  it.each([
    ['Måndag | Köttbullar | 125 kr', [['Måndag', 'Köttbullar', '125 kr']]],
    ['| Måndag | Köttbullar |', [['Måndag', 'Köttbullar']]],
    ['Mån: Kalops. Tis: Laxpudding.', [['Mån: Kalops.'], ['Tis: Laxpudding.']]],
    ['Kött: Köttbullar / Veg: Linsbiffar', [['Kött: Köttbullar', 'Veg: Linsbiffar']]],
    ['Köttbullar med potatismos • Veg: Linsbiffar', [['Köttbullar med potatismos', 'Veg: Linsbiffar']]],
    ['  \n\t\nPannbiff  med  lök', [['Pannbiff med lök']]],
  ])('%j', (text, cells) => expect(toLines(text).map((l) => l.cells)).toEqual(cells));

  it('keeps the page dashes for display and unifies them for matching', () => {
    const [line] = toLines('Kalops – rödbetor');
    expect(line.display).toBe('Kalops – rödbetor');
    expect(line.text).toBe('Kalops - rödbetor');
  });
});
