import { z } from 'zod';
import { ADMIN_PATCHABLE_FIELDS } from './admin-restaurant-patch';

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
  return { ok: true, segments };
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
    },
    { error: 'body must be a JSON object { fieldPath, fieldValue, condition }' },
  )
  .superRefine((body, ctx) => {
    const check = checkFieldPath(body.fieldPath);
    if (!check.ok) return void ctx.addIssue({ code: 'custom', message: check.message, path: ['fieldPath'] });
    if (typeof body.fieldValue === 'string' && body.fieldValue.trim() === '') ctx.addIssue({ code: 'custom', message: 'Please enter a field value', path: ['fieldValue'] });
    // A field the PATCH call knows keeps that call's rule (a rank stays a number from 0 to 100).
    const known = body.fieldPath.trim();
    if (Object.hasOwn(ADMIN_PATCHABLE_FIELDS, known)) {
      const result = ADMIN_PATCHABLE_FIELDS[known as keyof typeof ADMIN_PATCHABLE_FIELDS].safeParse(body.fieldValue);
      if (!result.success) ctx.addIssue({ code: 'custom', message: `value for ${known}: ${result.error.issues[0].message}`, path: ['fieldValue'] });
    }
  });

export type AddFieldInput = z.infer<typeof addFieldSchema>;

export interface AddFieldResponse {
  success: boolean;
  message: string;
  /** Restaurants looked at, changed, and the batches the run was split into. */
  matched: number;
  modifiedCount: number;
  batches: { batch: number; processed: number; modified: number }[];
  error?: string;
}
