import {
  CUISINES,
  DIETARY_OPTIONS,
  findCity,
  foldForSearch,
  isWeekday,
  LUNCH_INCLUDES,
  MAX_SEARCH_LENGTH,
  todayIn,
  weekdayOf,
  type Weekday,
} from '@lunch/shared';

/**
 * What the lunch list is filtered by, as sent to GET /api/restaurants (lists are comma-joined by
 * the API client). Everything except lat/lng comes from the page's URL; lat/lng come from the
 * visitor's "Nära mig" choice and are never written to the URL (a shared link carries no location).
 */
export interface RestaurantListFilters {
  city: string;
  selectedDay: Weekday;
  search?: string;
  price?: number;
  cuisines?: string[];
  dietaryOptions?: string[];
  lunchIncludes?: string[];
  lat?: number;
  lng?: number;
  /** 'distance' with "Nära mig": nearest first. */
  sort?: 'distance';
}

/** The filters a visitor changes on the page; each maps to one URL parameter of the same name. */
export interface ListFilterPatch {
  search?: string;
  price?: number | null;
  cuisines?: readonly string[];
  dietaryOptions?: readonly string[];
  lunchIncludes?: readonly string[];
  selectedDay?: Weekday;
  city?: string;
}

/** The URL parameters the lunch list owns, in the order they are written. */
export const LIST_URL_KEYS = ['city', 'search', 'selectedDay', 'price', 'cuisines', 'dietaryOptions', 'lunchIncludes'] as const;

const MAX_PRICE = 100_000;

/** Items of a comma list that are among `allowed` (ignoring case and accents), canonical and in `allowed` order. */
export function pickAllowed(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((v) => foldForSearch(v)).filter(Boolean));
  return allowed.filter((option) => wanted.has(foldForSearch(option)));
}

function readPrice(value: string | null): number | undefined {
  if (!value) return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price > 0 && price <= MAX_PRICE ? price : undefined;
}

function readSearch(value: string | null): string | undefined {
  const text = value?.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return text || undefined;
}

/**
 * Reads the list filters from the page's query string. Returns null when the city is missing or not
 * one of the service's cities. The day defaults to today in Sweden (Sunday stays Sunday). Unknown
 * cuisines, diets and includes are dropped (the API would refuse them), lists come back in the
 * order the filter panels show them, so one view has one cache key whatever the URL's order.
 */
export function readListFilters(searchParams: URLSearchParams, today = todayIn()): RestaurantListFilters | null {
  const city = findCity(searchParams.get('city') ?? '');
  if (!city) return null;
  const day = searchParams.get('selectedDay');
  const selectedDay = isWeekday(day) ? day : weekdayOf(today);
  const filters: RestaurantListFilters = { city: city.name, selectedDay };
  const search = readSearch(searchParams.get('search'));
  if (search) filters.search = search;
  const price = readPrice(searchParams.get('price'));
  if (price !== undefined) filters.price = price;
  const cuisines = pickAllowed(searchParams.get('cuisines'), CUISINES);
  if (cuisines.length) filters.cuisines = cuisines;
  const dietaryOptions = pickAllowed(searchParams.get('dietaryOptions'), DIETARY_OPTIONS);
  if (dietaryOptions.length) filters.dietaryOptions = dietaryOptions;
  const lunchIncludes = pickAllowed(searchParams.get('lunchIncludes'), LUNCH_INCLUDES);
  if (lunchIncludes.length) filters.lunchIncludes = lunchIncludes;
  return filters;
}

function canonicalList(values: readonly string[], allowed: readonly string[]): string {
  return pickAllowed(values.join(','), allowed).join(',');
}

/**
 * The query string after a visitor's change: only the keys in `patch` change, every other parameter
 * (including ones this page does not know) is kept. Empty values remove their parameter. Commas in
 * lists stay readable ("cuisines=Italiensk,Svensk").
 */
export function patchListSearch(current: URLSearchParams, patch: ListFilterPatch): string {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if ('city' in patch) set('city', patch.city);
  if ('search' in patch) set('search', readSearch(patch.search ?? null));
  if ('selectedDay' in patch) set('selectedDay', patch.selectedDay);
  if ('price' in patch) set('price', patch.price ? String(patch.price) : undefined);
  if ('cuisines' in patch) set('cuisines', canonicalList(patch.cuisines ?? [], CUISINES));
  if ('dietaryOptions' in patch) set('dietaryOptions', canonicalList(patch.dietaryOptions ?? [], DIETARY_OPTIONS));
  if ('lunchIncludes' in patch) set('lunchIncludes', canonicalList(patch.lunchIncludes ?? [], LUNCH_INCLUDES));
  return toQueryString(next);
}

/** "?a=1&b=x,y": like URLSearchParams#toString but commas are left as they are. */
export function toQueryString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** A stable identity of everything that decides which restaurants are listed (and in which order). */
export function listFiltersKey(filters: RestaurantListFilters): string {
  return JSON.stringify([
    filters.city,
    filters.selectedDay,
    filters.search ?? '',
    filters.price ?? 0,
    filters.cuisines ?? [],
    filters.dietaryOptions ?? [],
    filters.lunchIncludes ?? [],
    filters.lat ?? null,
    filters.lng ?? null,
    filters.sort ?? 'rank',
  ]);
}

/** Adds a value to a list or takes it out. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** "kaffe" -> "Kaffe" (include values are stored lower case; labels start with a capital). */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1) : text;
}

/** One removable tag per applied filter, in the order of the filter bar. */
export interface FilterTag {
  key: string;
  label: string;
  /** The change that removes this tag. */
  remove: ListFilterPatch;
}

export function filterTags(filters: Pick<RestaurantListFilters, 'price' | 'cuisines' | 'dietaryOptions' | 'lunchIncludes'>): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filters.price) tags.push({ key: 'price', label: `Max Pris: ${filters.price} SEK`, remove: { price: null } });
  const cuisines = filters.cuisines ?? [];
  for (const c of cuisines) tags.push({ key: `cuisine:${c}`, label: c, remove: { cuisines: cuisines.filter((v) => v !== c) } });
  const diets = filters.dietaryOptions ?? [];
  for (const d of diets) tags.push({ key: `diet:${d}`, label: d, remove: { dietaryOptions: diets.filter((v) => v !== d) } });
  const includes = filters.lunchIncludes ?? [];
  for (const i of includes) {
    tags.push({ key: `include:${i}`, label: capitalise(i), remove: { lunchIncludes: includes.filter((v) => v !== i) } });
  }
  return tags;
}

/** The patch that removes every filter of the bar (search, city and day stay). */
export const CLEAR_ALL_FILTERS: ListFilterPatch = { price: null, cuisines: [], dietaryOptions: [], lunchIncludes: [] };
