import { z } from 'zod';
import { CITY_NAMES, findCity } from './cities';
import { CUISINES, DIETARY_OPTIONS, LUNCH_FORMATS, MENU_PERIODICITIES, SCRAPING_TIMES, WEEKDAYS } from './options';

const text = (max: number) => z.string().trim().max(max);
const stringList = z.array(z.string().trim().min(1).max(80)).max(50);
const httpUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })]);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'times must be HH:MM');

export const lunchHourSlotSchema = z.strictObject({
  days: z.array(z.enum(WEEKDAYS, { error: `days must be among ${WEEKDAYS.join(', ')}` })).min(1, 'a slot needs at least one day'),
  startTime: time,
  endTime: time,
}).refine((s) => s.startTime < s.endTime, { message: 'startTime must be before endTime' });

/**
 * Fields an admin may set with PATCH /api/admin/restaurants/{id} ({ field, value }), each with its
 * own rule. "location.city" moves the restaurant to another city (another partition).
 */
export const ADMIN_PATCHABLE_FIELDS = {
  name: text(120).min(1, 'name is required'),
  tags: stringList,
  lunch_includes: stringList,
  features: stringList,
  cuisines: z.array(z.enum(CUISINES)).max(CUISINES.length),
  dietaryOptions: z.array(z.enum(DIETARY_OPTIONS)).max(DIETARY_OPTIONS.length),
  fallback_price: z.number().int().min(0).max(10_000),
  rank: z.number().int().min(0).max(100),
  lunch_link: httpUrl,
  menuUpdateUrl: httpUrl,
  extra_prompt: text(2000),
  selectorType: text(200),
  pdf_location_in_page: text(200),
  ManualScraping: z.boolean(),
  NEW: z.boolean(),
  scrapingTime: z.enum(SCRAPING_TIMES),
  menuPeriodicity: z.enum(MENU_PERIODICITIES),
  lunch_format: z.enum(LUNCH_FORMATS),
  lunch_hours: z.array(lunchHourSlotSchema).max(14),
  'contact.phone': text(40),
  'contact.email': z.union([z.literal(''), z.email()]),
  'contact.website': httpUrl,
  'location.address': text(200),
  'location.city': z.string().trim().transform((c, ctx) => {
    const city = findCity(c);
    if (!city) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${CITY_NAMES.join(', ')}` });
      return z.NEVER;
    }
    return city.name;
  }),
  'location.coordinates': z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: 'must be [longitude, latitude]' }),
} as const;

export type AdminPatchableField = keyof typeof ADMIN_PATCHABLE_FIELDS;

// Object.hasOwn, never `in`: a client-sent "__proto__" or "toString" must not select an inherited member.
export type PatchParse = { ok: true; field: AdminPatchableField; value: unknown } | { ok: false; message: string };

export function parseRestaurantPatch(body: unknown): PatchParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'body must be a JSON object { field, value }' };
  const { field, value } = body as { field?: unknown; value?: unknown };
  if (typeof field !== 'string' || !Object.hasOwn(ADMIN_PATCHABLE_FIELDS, field)) {
    return { ok: false, message: `field must be one of ${Object.keys(ADMIN_PATCHABLE_FIELDS).join(', ')}` };
  }
  const result = ADMIN_PATCHABLE_FIELDS[field as AdminPatchableField].safeParse(value);
  if (!result.success) return { ok: false, message: `value for ${field}: ${result.error.issues[0].message}` };
  return { ok: true, field: field as AdminPatchableField, value: result.data };
}
