import { z } from 'zod';
import { SCRAPING_TIMES } from './options';
import type { Restaurant } from './types';

/**
 * The property filter of the admin Restaurants tab: spec section 9's filterable fields, each with the
 * document path it reads. Looked up by own property only (a client-sent "constructor" is not a field).
 */
export const ADMIN_FILTERABLE_FIELDS = {
  city: { path: 'city', kind: 'text' },
  cuisine: { path: 'cuisines', kind: 'list' },
  ManualScraping: { path: 'ManualScraping', kind: 'flag' },
  NEW: { path: 'NEW', kind: 'flag' },
  menuPeriodicity: { path: 'menuPeriodicity', kind: 'text' },
  lunch_format: { path: 'lunch_format', kind: 'text' },
  features: { path: 'features', kind: 'list' },
  tags: { path: 'tags', kind: 'list' },
  name: { path: 'name', kind: 'text' },
  fallback_price: { path: 'fallback_price', kind: 'number' },
  scrapingTime: { path: 'scrapingTime', kind: 'text' },
} as const;
export type AdminFilterableField = keyof typeof ADMIN_FILTERABLE_FIELDS;
export const ADMIN_FILTERABLE_FIELD_NAMES = Object.keys(ADMIN_FILTERABLE_FIELDS) as AdminFilterableField[];

export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;

const flag = (name: string) =>
  z.enum(['all', 'true', 'false'], { error: `${name} must be all, true or false` }).default('all');

export const adminRestaurantListQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').default(''),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(ADMIN_LIST_MAX_LIMIT, `limit must be at most ${ADMIN_LIST_MAX_LIMIT}`).default(ADMIN_LIST_DEFAULT_LIMIT),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1),
  /** With propertyState: restaurants that have (or miss) this field. */
  property: z
    .string()
    .refine((p) => p === '' || Object.hasOwn(ADMIN_FILTERABLE_FIELDS, p), { message: `property must be one of ${ADMIN_FILTERABLE_FIELD_NAMES.join(', ')}` })
    .default(''),
  propertyState: z.enum(['has', 'missing'], { error: 'propertyState must be has or missing' }).default('has'),
  manualScraping: flag('manualScraping'),
  /** Case-insensitive substring of the city. */
  city: z.string().trim().max(60, 'city must be at most 60 characters').default(''),
  scrapingTime: z.enum(['all', ...SCRAPING_TIMES], { error: `scrapingTime must be all, ${SCRAPING_TIMES.join(' or ')}` }).default('all'),
});
export type AdminRestaurantListQuery = z.infer<typeof adminRestaurantListQuerySchema>;

export interface AdminRestaurantListResponse {
  restaurants: Restaurant[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}
