import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasActiveFilters, listQueryParams, normalisedFilters } from '../list-filters';
import { pagesForRows, rowLocation, visibleRows } from '../list-window';

describe('list windowing', () => {
  it('renders only the visible rows plus a few either side', () => {
    expect(visibleRows(0, 480, 56, 10_000, 8)).toEqual({ first: 0, last: 16 });
    expect(visibleRows(56 * 5000, 480, 56, 10_000, 8)).toEqual({ first: 4992, last: 5016 });
    expect(visibleRows(56 * 9990, 480, 56, 10_000, 8)).toEqual({ first: 9982, last: 9999 });
    expect(visibleRows(0, 480, 56, 3, 8)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(0, 480, 56, 0)).toEqual({ first: 0, last: -1 });
  });

  it('asks for the server pages holding those rows', () => {
    expect(pagesForRows({ first: 0, last: 16 }, 50)).toEqual([1]);
    expect(pagesForRows({ first: 45, last: 60 }, 50)).toEqual([1, 2]);
    expect(pagesForRows({ first: 4992, last: 5016 }, 50)).toEqual([100, 101]);
    expect(pagesForRows({ first: 0, last: -1 }, 50)).toEqual([]);
    expect(rowLocation(4999, 50)).toEqual({ page: 100, offset: 49 });
    expect(rowLocation(5000, 50)).toEqual({ page: 101, offset: 0 });
  });
});

describe('list filters', () => {
  it('sends only what differs from the server defaults', () => {
    expect(listQueryParams(EMPTY_FILTERS, 1)).toEqual({ search: undefined, limit: 50, page: 1, property: undefined, propertyState: undefined, manualScraping: undefined, city: undefined, scrapingTime: undefined });
    expect(listQueryParams({ ...EMPTY_FILTERS, search: ' pizza ', property: 'tags', propertyState: 'missing', manualScraping: 'true', city: 'gäv', scrapingTime: 'EVENING' }, 3)).toEqual({
      search: 'pizza', limit: 50, page: 3, property: 'tags', propertyState: 'missing', manualScraping: 'true', city: 'gäv', scrapingTime: 'EVENING',
    });
    // A property state without a property asks for nothing.
    expect(listQueryParams({ ...EMPTY_FILTERS, propertyState: 'missing' }, 1).propertyState).toBeUndefined();
  });

  it('filters that send the same request share a cache key', () => {
    expect(normalisedFilters({ ...EMPTY_FILTERS, search: '  ', propertyState: 'missing' })).toEqual(EMPTY_FILTERS);
  });

  it('knows when there is something to clear', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, scrapingTime: 'MORNING' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, city: 'x' })).toBe(true);
  });
});
