import { describe, expect, it } from 'vitest';
import { frameUrl } from '../../../../lib/framed-page';
import { groupMenus, priceText, validityText } from '../menu-groups';

const dish = (id: string, validFrom: string, validTo = validFrom, price = 125) => ({ _id: id, name: `Rätt ${id}`, description: '', price, validFrom, validTo });

describe('comparison menus', () => {
  it('groups the dishes per validity period, by date, named by weekday', () => {
    const groups = groupMenus([dish('b', '2026-03-10'), dish('a', '2026-03-09'), dish('c', '2026-03-09'), dish('w', '2026-03-09', '2026-03-13')]);
    expect(groups.map((g) => [g.name, g.items.map((i) => i._id)])).toEqual([
      ['Måndag', ['a', 'c']],
      ['Veckans meny', ['w']],
      ['Tisdag', ['b']],
    ]);
  });
  it('shows validity with Swedish weekday and date', () => {
    expect(validityText('2026-03-09', '2026-03-09')).toBe('måndag 9 mars');
    expect(validityText('2026-03-09', '2026-03-13')).toBe('måndag 9 mars – fredag 13 mars');
  });
  it('prices in kr', () => {
    expect(priceText(129)).toBe('129 kr');
    expect(priceText(0)).toBe('');
  });
  it('prepends https:// to an update URL without a scheme', () => {
    expect(frameUrl('example.se/lunch')).toBe('https://example.se/lunch');
    expect(frameUrl('http://example.se')).toBe('http://example.se');
    expect(frameUrl('HTTPS://example.se')).toBe('HTTPS://example.se');
    expect(frameUrl('  ')).toBeUndefined();
  });
});
