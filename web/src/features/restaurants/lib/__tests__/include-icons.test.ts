import { describe, expect, it } from 'vitest';
import { includeIcons, includesDisplay } from '../include-icons';

describe('includeIcons', () => {
  it.each([
    ['Kaffe', ['coffee']],
    ['coffee', ['coffee']],
    ['Nybryggt kaffe', ['coffee']],
    ['Kaffe/te', ['coffee']],
    ['Dryck', ['drinks']],
    ['Måltidsdryck', ['drinks']],
    ['Läsk', ['drinks']],
    ['Drinks', ['drinks']],
    ['Öl', ['beer']],
    ['Lättöl', ['beer']],
    ['Beer', ['beer']],
    ['Soppa', ['soup']],
    ['Dagens soppa', ['soup']],
    ['Soup', ['soup']],
    ['Sallad', ['salad']],
    ['Salladsbuffé', ['salad']],
    ['SALADS', ['salad']],
    ['Buffé', ['buffet']],
    ['buffet', ['buffet']],
    ['Bröd', ['bread']],
    ['Hembakat bröd', ['bread']],
    ['Brödbuffé', ['bread']],
    ['Bread', ['bread']],
    ['Pommes', ['fries']],
    ['Pommes frites', ['fries']],
    ['Fries', ['fries']],
    ['Ris', ['rice']],
    ['Jasminris', ['rice']],
    ['Rice', ['rice']],
    ['Nudlar', ['noodles']],
    ['Noodles', ['noodles']],
    ['Kakor', ['cookies']],
    ['Kaka', ['cookies']],
    ['Småkakor', ['cookies']],
    ['Cookies', ['cookies']],
    ['Smör', ['butter']],
    ['Vitlökssmör', ['butter']],
    ['Butter', ['butter']],
    ['Vatten', ['water']],
    ['Kranvatten', ['water']],
    ['Water', ['water']],
  ])('%s -> %j', (text, icons) => {
    expect(includeIcons(text)).toEqual(icons);
  });

  it('is case- and accent-insensitive', () => {
    expect(includeIcons('BRÖD')).toEqual(['bread']);
    expect(includeIcons('brod')).toEqual(['bread']);
    expect(includeIcons('Buffe')).toEqual(['buffet']);
    expect(includeIcons('SMÖR')).toEqual(['butter']);
  });

  it('gives one icon per word named, in order and without repeats', () => {
    expect(includeIcons('Kaffe & kaka')).toEqual(['coffee', 'cookies']);
    expect(includeIcons('Bröd och smör')).toEqual(['bread', 'butter']);
    expect(includeIcons('Kaffe eller te')).toEqual(['coffee']);
  });

  it('does not read other words as keywords', () => {
    expect(includeIcons('Dagens dessert')).toEqual([]);
    expect(includeIcons('Alkoholfritt')).toEqual([]); // not "öl"
    expect(includeIcons('Pris')).toEqual([]); // not "ris"
    expect(includeIcons('Smörgås')).toEqual([]); // not butter
    expect(includeIcons('Varm kakao')).toEqual([]); // not cookies
    expect(includeIcons('Mustig gryta')).toEqual([]); // not "must"
    expect(includeIcons('Vattenmelon')).toEqual([]);
    expect(includeIcons('Price')).toEqual([]); // not rice
  });
});

describe('includesDisplay', () => {
  it('splits icons from text chips, dropping blanks and repeats', () => {
    expect(includesDisplay(['Sallad', ' ', 'Dagens dessert', 'sallad', 'Bröd', 'Frukt'])).toEqual({
      iconItems: [
        { icons: ['salad'], label: 'Sallad' },
        { icons: ['bread'], label: 'Bröd' },
      ],
      others: ['Dagens dessert', 'Frukt'],
    });
  });

  it('shows one icon for includes with the same icons and names them all', () => {
    expect(includesDisplay(['Kaffe', 'Nybryggt kaffe']).iconItems).toEqual([{ icons: ['coffee'], label: 'Kaffe, Nybryggt kaffe' }]);
  });

  it('copes with missing or odd data', () => {
    expect(includesDisplay(undefined)).toEqual({ iconItems: [], others: [] });
    expect(includesDisplay([null, 3, 'Vatten'] as unknown[])).toEqual({ iconItems: [{ icons: ['water'], label: 'Vatten' }], others: [] });
  });
});
