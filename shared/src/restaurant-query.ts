import { z } from 'zod';
import { CITIES, findCity } from './cities';
import { CUISINES, DIETARY_OPTIONS, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, WEEKDAYS, type Weekday } from './options';

/** The validated query of GET /api/restaurants. */
export interface RestaurantListQuery {
  city: string;
  lat?: number;
  lng?: number;
  /** 'rank' (default): highest rank first; 'distance': nearest first (the visitor's "Nära mig"). */
  sort: RestaurantListSort;
  selectedDay?: Weekday;
  page: number;
  limit: number;
  search?: string;
  price?: number;
  cuisines: string[];
  dietaryOptions: string[];
  lunchIncludes: string[];
}

export const RESTAURANT_LIST_SORTS = ['rank', 'distance'] as const;
export type RestaurantListSort = (typeof RESTAURANT_LIST_SORTS)[number];

export type ParseResult<T> = { ok: true; value: T } | { ok: false; parameter: string; message: string };

const optionalText = z
  .string()
  .transform((s) => s.trim())
  .optional();

const numberParam = (min: number, max: number, integer: boolean) =>
  z
    .string()
    .trim()
    .refine((s) => s !== '' && Number.isFinite(Number(s)), { message: 'must be a number' })
    .transform(Number)
    .refine((n) => !integer || Number.isInteger(n), { message: 'must be a whole number' })
    .refine((n) => n >= min && n <= max, { message: `must be between ${min} and ${max}` });

/** A comma-joined list whose items must come from `allowed` (matched ignoring case, returned as canonical). */
const listParam = (allowed: readonly string[] | null, maxItems: number) =>
  z
    .string()
    .optional()
    .transform((s, ctx) => {
      const items = (s ?? '').split(',').map((v) => v.trim()).filter(Boolean);
      if (items.length > maxItems) {
        ctx.addIssue({ code: 'custom', message: `accepts at most ${maxItems} values` });
        return z.NEVER;
      }
      const out: string[] = [];
      for (const item of items) {
        if (item.length > 40) {
          ctx.addIssue({ code: 'custom', message: 'values must be at most 40 characters' });
          return z.NEVER;
        }
        const canonical = allowed ? allowed.find((a) => a.toLowerCase() === item.toLowerCase()) : item.toLowerCase();
        if (!canonical) {
          ctx.addIssue({ code: 'custom', message: `unknown value '${item}'; allowed: ${allowed!.join(', ')}` });
          return z.NEVER;
        }
        if (!out.includes(canonical)) out.push(canonical);
      }
      return out;
    });

const restaurantListQuerySchema = z.object({
  city: z
    .string({ error: 'is required' })
    .transform((s, ctx) => {
      const city = findCity(s);
      if (!city) {
        ctx.addIssue({ code: 'custom', message: `unknown city '${s.slice(0, 60)}'; allowed: ${CITIES.map((c) => c.name).join(', ')}` });
        return z.NEVER;
      }
      return city.name;
    }),
  lat: numberParam(-90, 90, false).optional(),
  lng: numberParam(-180, 180, false).optional(),
  sort: z.enum(RESTAURANT_LIST_SORTS, { error: `must be one of ${RESTAURANT_LIST_SORTS.join(', ')}` }).optional().default('rank'),
  selectedDay: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return undefined;
      const day = WEEKDAYS.find((d) => d.toLowerCase() === s.trim().toLowerCase());
      if (!day) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${WEEKDAYS.join(', ')}` });
        return z.NEVER;
      }
      return day;
    }),
  page: numberParam(1, 10_000, true).optional().default(1),
  limit: numberParam(1, MAX_PAGE_SIZE, true).optional().default(12),
  search: optionalText.refine((s) => s === undefined || s.length <= MAX_SEARCH_LENGTH, {
    message: `must be at most ${MAX_SEARCH_LENGTH} characters`,
  }),
  price: numberParam(1, 100_000, false).optional(),
  cuisines: listParam(CUISINES, CUISINES.length),
  dietaryOptions: listParam(DIETARY_OPTIONS, DIETARY_OPTIONS.length),
  lunchIncludes: listParam(null, 20),
});

/** Validates GET /api/restaurants query parameters; the first problem is reported with its parameter name. */
export function parseRestaurantListQuery(params: Record<string, string | undefined>): ParseResult<RestaurantListQuery> {
  const result = restaurantListQuerySchema.safeParse(params);
  if (!result.success) {
    const issue = result.error.issues[0];
    const parameter = String(issue.path[0] ?? 'query');
    return { ok: false, parameter, message: `${parameter} ${issue.message}` };
  }
  const v = result.data;
  if ((v.lat === undefined) !== (v.lng === undefined)) {
    return { ok: false, parameter: v.lat === undefined ? 'lat' : 'lng', message: 'lat and lng must be given together' };
  }
  return {
    ok: true,
    value: { ...v, search: v.search || undefined },
  };
}

/** Index of the first item of a page: page 1 starts at 0, later pages follow a first page of 12. */
export function pageOffset(page: number, limit: number, firstPageSize = 12): number {
  return page === 1 ? 0 : firstPageSize + (page - 2) * limit;
}
