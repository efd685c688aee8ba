import { z } from 'zod';

const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    // A full timestamp is accepted too (the JSON import sends "now"); only its date counts.
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${field} must be a date (YYYY-MM-DD)`)
    .transform((s) => s.slice(0, 10))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: `${field} must be a real calendar date` });

const words = (field: string) =>
  z.array(z.string({ error: `${field} must be a list of text` }).trim().min(1, `${field} must not contain empty text`).max(80, `${field} entries must be at most 80 characters`), { error: `${field} must be a list of text` }).max(30, `${field} must have at most 30 entries`);

/** A lunch menu as an admin writes it (POST and PUT .../menus): validated field by field, naming the field. */
export const adminMenuInputSchema = z
  .object(
    {
      name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200, 'name must be at most 200 characters'),
      description: z.string({ error: 'description must be text' }).trim().max(2000, 'description must be at most 2000 characters').default(''),
      price: z.number({ error: 'price must be a number' }).min(0, 'price must be 0 or more').max(10_000, 'price must be at most 10000').nullable().optional(),
      tags: words('tags').default([]),
      allergies: words('allergies').default([]),
      availability: words('availability').default([]),
      validFrom: isoDate('validFrom'),
      validTo: isoDate('validTo'),
    },
    { error: 'body must be a JSON object with the menu fields' },
  )
  .refine((m) => m.validFrom <= m.validTo, { message: 'validFrom must not be after validTo', path: ['validFrom'] });

export type AdminMenuInput = z.infer<typeof adminMenuInputSchema>;

/** Answer of the menu calls (spec section 7: success, error). */
export interface MenuWriteResponse {
  success: boolean;
  error?: string;
  message?: string;
  menu?: import('./types').LunchMenu;
}
