import { describe, expect, it } from 'vitest';
import {
  capitalise,
  filterTags,
  listFiltersKey,
  patchListSearch,
  pickAllowed,
  readListFilters,
  toggleValue,
} from '../list-filters';

const params = (query: string) => new URLSearchParams(query);

describe('readListFilters', () => {
  it('needs a known city', () => {
    expect(readListFilters(params(''), '2026-11-16')).toBeNull();
    expect(readListFilters(params('city=Atlantis'), '2026-11-16')).toBeNull();
  });

  it('uses the canonical city name and defaults the day to today', () => {
    expect(readListFilters(params('city=malmö'), '2026-11-22')).toEqual({ city: 'Malmö', selectedDay: 'Sunday' });
  });

  it('takes a valid selectedDay from the URL and ignores an invalid one', () => {
    expect(readListFilters(params('city=Lund&selectedDay=Monday'), '2026-11-19')?.selectedDay).toBe('Monday');
    expect(readListFilters(params('city=Lund&selectedDay=Funday'), '2026-11-19')?.selectedDay).toBe('Thursday');
  });

  it('reads search, price and the three lists, canonical and in panel order', () => {
    const filters = readListFilters(
      params('city=Malmö&search=%20pasta%20&price=150&cuisines=svensk,Italiensk,Marsiansk&dietaryOptions=Vegansk&lunchIncludes=KAFFE,bröd,brod'),
      '2026-11-16',
    );
    expect(filters).toEqual({
      city: 'Malmö',
      selectedDay: 'Monday',
      search: 'pasta',
      price: 150,
      cuisines: ['Italiensk', 'Svensk'],
      dietaryOptions: ['Vegansk'],
      lunchIncludes: ['kaffe', 'bröd'],
    });
  });

  it('leaves out empty, zero, negative and non-numeric values and caps the search length', () => {
    const filters = readListFilters(params(`city=Lund&search=%20%20&price=0&cuisines=&dietaryOptions=x`), '2026-11-16');
    expect(filters).toEqual({ city: 'Lund', selectedDay: 'Monday' });
    expect(readListFilters(params('city=Lund&price=-5'), '2026-11-16')?.price).toBeUndefined();
    expect(readListFilters(params('city=Lund&price=abc'), '2026-11-16')?.price).toBeUndefined();
    expect(readListFilters(params(`city=Lund&search=${'a'.repeat(150)}`), '2026-11-16')?.search).toHaveLength(100);
  });
});

describe('patchListSearch', () => {
  it('changes only the patched keys and keeps unknown parameters', () => {
    const next = patchListSearch(params('city=Malm%C3%B6&utm_source=x&selectedDay=Monday'), { price: 150 });
    expect(next).toBe('?city=Malm%C3%B6&utm_source=x&selectedDay=Monday&price=150');
  });

  it('removes a parameter whose value is empty', () => {
    expect(patchListSearch(params('city=Lund&price=150&search=soppa'), { price: null, search: '  ' })).toBe('?city=Lund');
    expect(patchListSearch(params('city=Lund&cuisines=Svensk'), { cuisines: [] })).toBe('?city=Lund');
  });

  it('writes lists comma-joined, readable and in panel order', () => {
    expect(patchListSearch(params('city=Lund'), { cuisines: ['Svensk', 'Indisk'], lunchIncludes: ['soppa', 'kaffe'] })).toBe(
      '?city=Lund&cuisines=Indisk,Svensk&lunchIncludes=kaffe,soppa',
    );
  });

  it('round-trips through readListFilters', () => {
    const search = patchListSearch(params('city=Stockholm'), {
      search: 'köttbullar',
      selectedDay: 'Friday',
      price: 200,
      dietaryOptions: ['Glutenfri', 'Vegansk'],
    });
    expect(readListFilters(params(search.slice(1)), '2026-11-16')).toEqual({
      city: 'Stockholm',
      selectedDay: 'Friday',
      search: 'köttbullar',
      price: 200,
      dietaryOptions: ['Vegansk', 'Glutenfri'],
    });
  });
});

describe('filter tags', () => {
  it('shows price as "Max Pris: N SEK" and one tag per list item, each removing only itself', () => {
    const tags = filterTags({ price: 150, cuisines: ['Italiensk', 'Svensk'], dietaryOptions: ['Vegansk'], lunchIncludes: ['kaffe'] });
    expect(tags.map((t) => t.label)).toEqual(['Max Pris: 150 SEK', 'Italiensk', 'Svensk', 'Vegansk', 'Kaffe']);
    expect(tags[0].remove).toEqual({ price: null });
    expect(tags[1].remove).toEqual({ cuisines: ['Svensk'] });
    expect(tags[4].remove).toEqual({ lunchIncludes: [] });
  });

  it('has no tags without filters', () => {
    expect(filterTags({})).toEqual([]);
  });
});

describe('helpers', () => {
  it('pickAllowed matches ignoring case and accents', () => {
    expect(pickAllowed('THAILANDSK, sushi', ['Thailändsk', 'Sushi', 'Pizza'])).toEqual(['Thailändsk', 'Sushi']);
    expect(pickAllowed(null, ['Pizza'])).toEqual([]);
  });

  it('toggleValue adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('capitalise starts with a capital letter', () => {
    expect(capitalise('öl')).toBe('Öl');
    expect(capitalise('')).toBe('');
  });

  it('listFiltersKey differs exactly when the listed restaurants could differ', () => {
    const base = { city: 'Lund', selectedDay: 'Monday' as const };
    expect(listFiltersKey(base)).toBe(listFiltersKey({ ...base, cuisines: undefined }));
    expect(listFiltersKey(base)).not.toBe(listFiltersKey({ ...base, search: 'x' }));
    expect(listFiltersKey(base)).not.toBe(listFiltersKey({ ...base, lat: 55.7, lng: 13.2 }));
  });
});
