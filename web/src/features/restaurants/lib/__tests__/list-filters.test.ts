import { describe, expect, it } from 'vitest';
import { readListFilters } from '../list-filters';

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
});
