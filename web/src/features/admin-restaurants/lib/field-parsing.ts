import { CUISINES, DIETARY_OPTIONS, LUNCH_FORMATS, MENU_PERIODICITIES, SCRAPING_TIMES, type AdminPatchableField, type Restaurant } from '@lunch/shared';

/** How a field is edited in the right panel, and how its text becomes the PATCH value. */
export type FieldKind = 'text' | 'longText' | 'list' | 'integer' | 'boolean' | 'choice' | 'city' | 'coordinates';

export interface EditableField {
  field: AdminPatchableField;
  label: string;
  kind: FieldKind;
  /** The values a 'choice' field offers. */
  options?: readonly string[];
  /** For list fields with a fixed vocabulary: shown under the input. */
  hint?: string;
  /** Where the panel shows it: the details list (default), beside "Hämta meny nu" ('harvest'), or in the "Hämtningstips" group ('hints'). */
  group?: 'harvest' | 'hints';
  /** One line under the field saying what it does. */
  help?: string;
}

/** The restaurant's editable fields, in the order the panel shows them (all of ADMIN_PATCHABLE_FIELDS but lunch_hours, which has its own editor). */
export const EDITABLE_FIELDS: readonly EditableField[] = [
  { field: 'name', label: 'Name', kind: 'text' },
  { field: 'location.address', label: 'Address', kind: 'text' },
  { field: 'location.city', label: 'City', kind: 'city' },
  { field: 'location.coordinates', label: 'Coordinates (longitude, latitude)', kind: 'coordinates' },
  { field: 'contact.phone', label: 'Phone', kind: 'text' },
  { field: 'contact.email', label: 'Email', kind: 'text' },
  { field: 'contact.website', label: 'Website', kind: 'text' },
  { field: 'cuisines', label: 'Cuisines', kind: 'list', hint: CUISINES.join(', ') },
  { field: 'dietaryOptions', label: 'Dietary options', kind: 'list', hint: DIETARY_OPTIONS.join(', ') },
  { field: 'tags', label: 'Tags', kind: 'list' },
  { field: 'lunch_includes', label: 'Lunch includes', kind: 'list' },
  { field: 'features', label: 'Features', kind: 'list' },
  { field: 'fallback_price', label: 'Fallback price (kr)', kind: 'integer' },
  { field: 'rank', label: 'Rank', kind: 'integer' },
  { field: 'lunch_link', label: 'Lunch link', kind: 'text', group: 'harvest' },
  { field: 'menuUpdateUrl', label: 'Menu update URL', kind: 'text' },
  { field: 'ManualScraping', label: 'Manual scraping', kind: 'boolean' },
  { field: 'scrapingTime', label: 'Scraping time', kind: 'choice', options: SCRAPING_TIMES },
  { field: 'menuPeriodicity', label: 'Menu periodicity', kind: 'choice', options: MENU_PERIODICITIES },
  { field: 'NEW', label: 'NEW', kind: 'boolean' },
  // The harvest hints (functions/src/harvest/page-hints.ts reads them the way the help says).
  {
    field: 'selectorType',
    label: 'Selector type',
    kind: 'text',
    group: 'hints',
    help: 'CSS-selektor som avgränsar menyn (#lunch, .menu-week), annars text där menyn börjar; "början ... slut" sätter även slutet.',
  },
  {
    field: 'pdf_location_in_page',
    label: 'PDF location in page',
    kind: 'text',
    group: 'hints',
    help: 'Vilken PDF-länk (2 = den andra, eller ord ur länken) och/eller vilken sida i PDF:en (sida 2); skilj med komma.',
  },
  {
    field: 'lunch_format',
    label: 'Lunch format',
    kind: 'choice',
    options: LUNCH_FORMATS,
    group: 'hints',
    help: 'PDF_1 och PDF_2: menyn är en PDF, som läses först. TEXT och HTML: menyn står i sidans egen text.',
  },
  {
    field: 'extra_prompt',
    label: 'Extra prompt',
    kind: 'longText',
    group: 'hints',
    help: 'Skickas till språkmodellen med sidan när en modell är konfigurerad; reglerna läser den inte.',
  },
];

/** The fields of one place in the panel (undefined: the details list). */
export const fieldsOf = (group: EditableField['group']) => EDITABLE_FIELDS.filter((f) => f.group === group);

/** Spec section 5: comma-split, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** Spec section 5 (fallback_price) and the rank editor: an integer, else 0. */
export function parseIntegerOrZero(text: string): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
}

function readPath(restaurant: Restaurant, path: string): unknown {
  let value: unknown = restaurant;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The field's current value as the text its input starts with. */
export function fieldText(restaurant: Restaurant, field: EditableField): string {
  let value = readPath(restaurant, field.field);
  // Spec section 3: a separate city field is the fallback for location.city.
  if (field.field === 'location.city' && !value) value = restaurant.city;
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The PATCH value for the text an admin typed. Anything the client cannot read (coordinates that
 * are not two numbers) goes to the server as typed, and the server's message says what is wrong.
 */
export function parseFieldText(field: EditableField, text: string): unknown {
  switch (field.kind) {
    case 'list':
      return splitList(text);
    case 'integer':
      return parseIntegerOrZero(text);
    case 'boolean':
      return text === 'true';
    case 'coordinates': {
      const parts = text.split(',').map((s) => s.trim());
      const numbers = parts.map((s) => (s === '' ? Number.NaN : Number(s)));
      return parts.length === 2 && numbers.every(Number.isFinite) ? numbers : text.trim();
    }
    default:
      return text;
  }
}
