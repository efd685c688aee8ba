import { ADMIN_LIST_DEFAULT_LIMIT, type AdminFilterableField } from '@lunch/shared';

/** The Restaurants tab's filters (spec section 2), all applied by the server. */
export interface AdminListFilters {
  search: string;
  /** '' is no property filter. */
  property: AdminFilterableField | '';
  propertyState: 'has' | 'missing';
  manualScraping: 'all' | 'true' | 'false';
  city: string;
  scrapingTime: 'all' | 'MORNING' | 'EVENING';
}

export const EMPTY_FILTERS: AdminListFilters = {
  search: '',
  property: '',
  propertyState: 'has',
  manualScraping: 'all',
  city: '',
  scrapingTime: 'all',
};

/** Restaurants per request: one page of GET /api/admin/restaurants. */
export const LIST_PAGE_SIZE = ADMIN_LIST_DEFAULT_LIMIT;

/** Wait after the last key press in the search or city box before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export function hasActiveFilters(filters: AdminListFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof AdminListFilters)[]).some((k) => filters[k] !== EMPTY_FILTERS[k]);
}

/**
 * The query string of one page. Defaults are left out (the server applies the same ones), and the
 * property state only goes with a property; text is trimmed so "  " asks for everything.
 */
export function listQueryParams(filters: AdminListFilters, page: number, limit = LIST_PAGE_SIZE) {
  return {
    search: filters.search.trim() || undefined,
    limit,
    page,
    property: filters.property || undefined,
    propertyState: filters.property ? filters.propertyState : undefined,
    manualScraping: filters.manualScraping === 'all' ? undefined : filters.manualScraping,
    city: filters.city.trim() || undefined,
    scrapingTime: filters.scrapingTime === 'all' ? undefined : filters.scrapingTime,
  };
}

/** The filters as the server reads them: two filter states that send the same request share a cache entry. */
export function normalisedFilters(filters: AdminListFilters): AdminListFilters {
  return {
    search: filters.search.trim(),
    property: filters.property,
    propertyState: filters.property ? filters.propertyState : 'has',
    manualScraping: filters.manualScraping,
    city: filters.city.trim(),
    scrapingTime: filters.scrapingTime,
  };
}
