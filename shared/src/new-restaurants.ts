import { AI_RESPONSES } from './options';
import type { Restaurant } from './types';

/** The New-restaurants tab's filters (spec section 2) and which option each restaurant falls under. */
export const LUNCH_LINK_FILTERS = ['all', 'has', 'missing', 'social', 'proper'] as const;
export const LUNCH_WORD_FILTERS = ['all', 'has-lunch', 'no-lunch'] as const;
export const VALIDATION_FILTERS = ['all', 'has-menu', 'no-menu', 'not-checked'] as const;
export const AI_RESPONSE_FILTERS = ['all', 'null', ...AI_RESPONSES] as const;

export type LunchLinkFilter = (typeof LUNCH_LINK_FILTERS)[number];
export type LunchWordFilter = (typeof LUNCH_WORD_FILTERS)[number];
export type ValidationFilter = (typeof VALIDATION_FILTERS)[number];
export type AiResponseFilter = (typeof AI_RESPONSE_FILTERS)[number];

export interface NewRestaurantFilters {
  city: string;
  lunchLink: LunchLinkFilter;
  lunchWord: LunchWordFilter;
  validation: ValidationFilter;
  aiResponse: AiResponseFilter;
}

export const NO_NEW_RESTAURANT_FILTERS: NewRestaurantFilters = { city: 'all', lunchLink: 'all', lunchWord: 'all', validation: 'all', aiResponse: 'all' };

/** Hosts of social networks: a lunch link there is a page about the restaurant, not its own menu page. */
const SOCIAL_HOSTS = ['facebook.com', 'fb.com', 'instagram.com', 'tiktok.com', 'twitter.com', 'x.com', 'linkedin.com', 'tripadvisor.com', 'tripadvisor.se', 'google.com', 'goo.gl'];

export function isSocialLink(link: string): boolean {
  try {
    const host = new URL(link).hostname.toLowerCase().replace(/^www\./, '');
    return SOCIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

type Facetable = Pick<Restaurant, 'city' | 'lunch_link' | 'checkedformenu' | 'AIResponse'> & { aiResponse?: Restaurant['AIResponse'] };

/** The option of each filter that one restaurant matches (besides 'all'). */
export function newRestaurantFacets(r: Facetable) {
  const link = r.lunch_link?.trim() ?? '';
  const ai = r.AIResponse ?? r.aiResponse ?? null;
  return {
    city: r.city,
    lunchLink: (link ? (isSocialLink(link) ? 'social' : 'proper') : 'missing') as 'social' | 'proper' | 'missing',
    lunchWord: (/lunch/i.test(link) ? 'has-lunch' : 'no-lunch') as 'has-lunch' | 'no-lunch',
    validation: (r.checkedformenu === true ? 'has-menu' : r.checkedformenu === false ? 'no-menu' : 'not-checked') as 'has-menu' | 'no-menu' | 'not-checked',
    aiResponse: (ai && (AI_RESPONSES as readonly string[]).includes(ai) ? ai : 'null') as AiResponseFilter,
  };
}

export function matchesNewRestaurantFilters(r: Facetable, filters: NewRestaurantFilters): boolean {
  const f = newRestaurantFacets(r);
  return (
    (filters.city === 'all' || f.city === filters.city) &&
    (filters.lunchLink === 'all' || (filters.lunchLink === 'has' ? f.lunchLink !== 'missing' : f.lunchLink === filters.lunchLink)) &&
    (filters.lunchWord === 'all' || f.lunchWord === filters.lunchWord) &&
    (filters.validation === 'all' || f.validation === filters.validation) &&
    (filters.aiResponse === 'all' || f.aiResponse === filters.aiResponse)
  );
}

export interface NewRestaurantCounts {
  total: number;
  city: Record<string, number>;
  lunchLink: Record<LunchLinkFilter, number>;
  lunchWord: Record<LunchWordFilter, number>;
  validation: Record<ValidationFilter, number>;
  aiResponse: Record<AiResponseFilter, number>;
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** How many restaurants each filter option shows (every option counted over all new restaurants). */
export function countNewRestaurantFacets(restaurants: Facetable[]): NewRestaurantCounts {
  const counts: NewRestaurantCounts = {
    total: restaurants.length,
    city: Object.create(null) as Record<string, number>,
    lunchLink: zeroes(LUNCH_LINK_FILTERS),
    lunchWord: zeroes(LUNCH_WORD_FILTERS),
    validation: zeroes(VALIDATION_FILTERS),
    aiResponse: zeroes(AI_RESPONSE_FILTERS),
  };
  for (const r of restaurants) {
    const f = newRestaurantFacets(r);
    counts.city[f.city] = (counts.city[f.city] ?? 0) + 1;
    counts.lunchLink[f.lunchLink]++;
    if (f.lunchLink !== 'missing') counts.lunchLink.has++;
    counts.lunchWord[f.lunchWord]++;
    counts.validation[f.validation]++;
    counts.aiResponse[f.aiResponse]++;
  }
  counts.city = { ...counts.city };
  counts.lunchLink.all = counts.lunchWord.all = counts.validation.all = counts.aiResponse.all = restaurants.length;
  return counts;
}

export interface NewRestaurantsResponse {
  restaurants: Restaurant[];
  counts: NewRestaurantCounts;
}

/**
 * The new-restaurant card's lunch-hours text, 'days: start-end' (e.g. 'Måndag-Fredag: 11:00-14:00' or
 * 'Monday, Wednesday: 11:30-13:30'), as one slot; anything unparsable gives an empty list (spec section 5).
 */
export function parseLunchHoursText(text: string): { days: string[]; startTime: string; endTime: string }[] {
  const match = /^\s*(.+?)\s*:\s*(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text ?? '');
  if (!match) return [];
  const days = parseDays(match[1]);
  const pad = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;
  const startTime = pad(match[2], match[3]);
  const endTime = pad(match[4], match[5]);
  if (days.length === 0 || !/^([01]\d|2[0-3]):[0-5]\d$/.test(startTime) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(endTime) || startTime >= endTime) return [];
  return [{ days, startTime, endTime }];
}

const DAY_NAMES: [string, string[]][] = [
  ['Monday', ['monday', 'mon', 'måndag', 'mån']],
  ['Tuesday', ['tuesday', 'tue', 'tisdag', 'tis']],
  ['Wednesday', ['wednesday', 'wed', 'onsdag', 'ons']],
  ['Thursday', ['thursday', 'thu', 'torsdag', 'tor', 'tors']],
  ['Friday', ['friday', 'fri', 'fredag', 'fre']],
  ['Saturday', ['saturday', 'sat', 'lördag', 'lör']],
  ['Sunday', ['sunday', 'sun', 'söndag', 'sön']],
];

function dayIndex(word: string): number {
  const w = word.trim().toLowerCase();
  return DAY_NAMES.findIndex(([, names]) => names.includes(w));
}

function parseDays(text: string): string[] {
  const out = new Set<number>();
  for (const part of text.split(/[,&]|\boch\b|\band\b/)) {
    const range = part.split(/[-–]/);
    if (range.length === 2) {
      const from = dayIndex(range[0]);
      const to = dayIndex(range[1]);
      if (from < 0 || to < 0 || to < from) return [];
      for (let i = from; i <= to; i++) out.add(i);
    } else if (part.trim()) {
      const i = dayIndex(part);
      if (i < 0) return [];
      out.add(i);
    }
  }
  return [...out].sort((a, b) => a - b).map((i) => DAY_NAMES[i][0]);
}
