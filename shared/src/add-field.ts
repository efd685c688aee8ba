import { z } from 'zod';
import { ADMIN_PATCHABLE_FIELDS } from './admin-restaurant-patch';
import { AI_RESPONSES } from './options';

/**
 * POST /api/admin/add-field: sets one field on every restaurant (condition 'all') or only where it is
 * missing. The path is dot-separated; it may never reach identity, the partition key, system or
 * derived fields, the menus (they have their own calls) or an object's prototype.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Top-level fields add-field never writes, with the reason given to the caller. */
const PROTECTED_TOP_LEVEL = new Map<string, string>([
  ['id', 'id identifies the restaurant and cannot be changed'],
  ['city', 'city is the partition key: move a restaurant with PATCH location.city instead'],
  ['location', 'location holds the partition key: change address, city and coordinates with PATCH'],
  ['lunch_menus', 'menus are changed with the menu calls'],
  ['updatedAt', 'updatedAt is set by the server'],
]);
/**
 * Restaurant fields that hold text, numbers, flags or lists: a path may not go below them (setting
 * "rank.x" would turn every rank into an object and break the public list).
 */
const NON_OBJECT_FIELDS = new Set([
  'name', 'cuisines', 'dietaryOptions', 'lunch_includes', 'tags', 'fallback_price', 'lunch_hours', 'rating', 'reviewCount', 'images',
  'features', 'rank', 'menuPeriodicity', 'scrapingTime', 'lunch_link', 'menuUpdateUrl', 'ManualScraping', 'lunch_format', 'NEW',
  'extra_prompt', 'selectorType', 'pdf_location_in_page', 'checkedformenu', 'AIResponse', 'gMaps_place_id',
  'contact.phone', 'contact.email', 'contact.website',
]);
/** Object fields of a restaurant: set their members, never the whole object. */
const OBJECT_FIELDS = new Map<string, string>([['contact', 'contact is an object: set contact.phone, contact.email or contact.website']]);
/** Rules for known restaurant fields that PATCH does not offer (PATCH's own rules cover the rest). */
const OTHER_KNOWN_FIELDS = {
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  images: z.array(z.string().trim().min(1).max(500)).max(50),
  checkedformenu: z.boolean(),
  AIResponse: z.enum(AI_RESPONSES),
  gMaps_place_id: z.string().trim().min(1).max(200),
} as const;
export const MAX_FIELD_PATH_DEPTH = 4;

export type FieldPathCheck = { ok: true; segments: string[] } | { ok: false; message: string };

export function checkFieldPath(path: string): FieldPathCheck {
  const trimmed = path.trim();
  if (!trimmed) return { ok: false, message: 'Please enter a field path' };
  const segments = trimmed.split('.');
  if (segments.length > MAX_FIELD_PATH_DEPTH) return { ok: false, message: `fieldPath may have at most ${MAX_FIELD_PATH_DEPTH} segments` };
  for (const segment of segments) {
    if (PROTOTYPE_KEYS.has(segment)) return { ok: false, message: `fieldPath segment '${segment}' is a reserved JavaScript name` };
    if (segment.startsWith('_')) return { ok: false, message: `fieldPath segment '${segment}' is a system or derived field (it starts with _)` };
    if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(segment)) return { ok: false, message: `fieldPath segment '${segment}' must be letters, digits and _ starting with a letter` };
  }
  const reason = PROTECTED_TOP_LEVEL.get(segments[0]);
  if (reason) return { ok: false, message: reason };
  if (segments.length === 1 && OBJECT_FIELDS.has(segments[0])) return { ok: false, message: OBJECT_FIELDS.get(segments[0])! };
  for (let i = 1; i < segments.length; i++) {
    const parent = segments.slice(0, i).join('.');
    if (NON_OBJECT_FIELDS.has(parent)) return { ok: false, message: `${parent} is not an object: fieldPath cannot go below it` };
  }
  return { ok: true, segments };
}

/** The rule a known field's value must follow, if the path names one. */
function knownFieldRule(path: string): z.ZodType | undefined {
  if (Object.hasOwn(ADMIN_PATCHABLE_FIELDS, path)) return ADMIN_PATCHABLE_FIELDS[path as keyof typeof ADMIN_PATCHABLE_FIELDS];
  if (Object.hasOwn(OTHER_KNOWN_FIELDS, path)) return OTHER_KNOWN_FIELDS[path as keyof typeof OTHER_KNOWN_FIELDS];
  return undefined;
}

const scalar = z.union([z.string().max(2000, 'fieldValue text must be at most 2000 characters'), z.number().finite(), z.boolean()]);

export const addFieldSchema = z
  .object(
    {
      fieldPath: z.string({ error: 'Please enter a field path' }),
      fieldValue: z.union([scalar, z.array(z.union([z.string().max(200), z.number().finite()])).max(100, 'fieldValue lists may have at most 100 entries')], {
        error: 'Please enter a field value (text, number, true/false or a list)',
      }),
      condition: z.enum(['missing', 'all'], { error: "condition must be 'missing' or 'all'" }),
      /** true: answer how many restaurants would change, per city, and write nothing. */
      dryRun: z.boolean({ error: 'dryRun must be true or false' }).optional(),
    },
    { error: 'body must be a JSON object { fieldPath, fieldValue, condition }' },
  )
  .superRefine((body, ctx) => {
    const check = checkFieldPath(body.fieldPath);
    if (!check.ok) return void ctx.addIssue({ code: 'custom', message: check.message, path: ['fieldPath'] });
    if (typeof body.fieldValue === 'string' && body.fieldValue.trim() === '') ctx.addIssue({ code: 'custom', message: 'Please enter a field value', path: ['fieldValue'] });
    // A known field keeps its rule (a rank stays a number from 0 to 100, AIResponse one of its values).
    const known = body.fieldPath.trim();
    const result = knownFieldRule(known)?.safeParse(body.fieldValue);
    if (result && !result.success) ctx.addIssue({ code: 'custom', message: `value for ${known}: ${result.error.issues[0].message}`, path: ['fieldValue'] });
  })
  // What gets written: the trimmed path and, for a known field, the value as its rule reads it (trimmed text).
  .transform((body) => {
    const fieldPath = body.fieldPath.trim();
    const rule = knownFieldRule(fieldPath);
    const fieldValue = rule ? (rule.parse(body.fieldValue) as AddFieldValue) : body.fieldValue;
    return { ...body, fieldPath, fieldValue };
  });

export type AddFieldValue = string | number | boolean | (string | number)[];
export type AddFieldInput = z.infer<typeof addFieldSchema>;

export interface AddFieldResponse {
  success: boolean;
  message: string;
  /** Restaurants the condition selected, those changed, and the batches the run was split into. */
  matched: number;
  modifiedCount: number;
  /** Selected restaurants left alone because a parent on the path holds a non-object value there. */
  skipped: number;
  /** Restaurants not reached because the run stopped at its time budget (run the call again). */
  remaining: number;
  batches: { batch: number; processed: number; modified: number }[];
  error?: string;
}

/** POST /add-field with dryRun: what the same call without it would change now; nothing is written. */
export interface AddFieldPreview {
  success: true;
  dryRun: true;
  /** Restaurants the condition selects. */
  matched: number;
  /** Restaurants that would change (a restaurant already holding the value would not). */
  wouldChange: number;
  /** Selected restaurants that would be left alone because a parent on the path is not an object. */
  skipped: number;
  /** Restaurants that would change per city, most first (ties by name). */
  cities: { city: string; count: number }[];
  /** The preview in words, e.g. '71 restaurants in 2 cities will change: Stockholm 40, Malmö 31'. */
  message: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '71 restaurants in 2 cities will change: Stockholm 40, Malmö 31', or 'No restaurant will change.' */
export function addFieldPreviewText(preview: Pick<AddFieldPreview, 'wouldChange' | 'cities'>): string {
  if (preview.wouldChange === 0) return 'No restaurant will change.';
  const perCity = preview.cities.map((c) => `${c.city} ${c.count}`).join(', ');
  return `${plural(preview.wouldChange, 'restaurant', 'restaurants')} in ${plural(preview.cities.length, 'city', 'cities')} will change: ${perCity}`;
}
