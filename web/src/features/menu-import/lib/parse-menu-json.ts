/**
 * The Manual-import tab's JSON parser (spec section 5, "Menu JSON import"): an array of menu objects,
 * each with a string name and a non-zero numeric price; the rest defaults (description '', empty
 * lists, validFrom and validTo today). The first invalid item stops the parse with the spec's message.
 */

export interface ImportMenu {
  name: string;
  description: string;
  price: number;
  tags: string[];
  allergies: string[];
  availability: string[];
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD */
  validTo: string;
}

export type MenuJsonParse =
  | { ok: true; menus: ImportMenu[]; warnings: string[] }
  | { ok: false; error: string };

/** Today's date in Sweden (YYYY-MM-DD): the default of validFrom and validTo. */
export function swedishToday(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * A date as the API takes it (YYYY-MM-DD), or undefined when the text is no date. A date-only text
 * must be a real calendar date; a timestamp counts by its day in Sweden.
 */
export function toIsoDate(value: string): string | undefined {
  const text = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    const at = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text) ? text : undefined;
  }
  // Anything else must at least start like a date: Date.parse alone accepts odd text such as "1".
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : swedishToday(at);
}

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean) : [];

export function parseMenuJson(text: string, today: string = swedishToday()): MenuJsonParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!Array.isArray(data)) return { ok: false, error: 'JSON must be an array of menu objects' };

  const menus: ImportMenu[] = [];
  const warnings: string[] = [];
  for (const [index, item] of data.entries()) {
    const n = index + 1;
    const menu = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof menu.name !== 'string' || !menu.name.trim()) return { ok: false, error: `Menu ${n}: Missing or invalid 'name' field` };
    if (typeof menu.price !== 'number' || !Number.isFinite(menu.price) || menu.price === 0) {
      return { ok: false, error: `Menu ${n}: Missing or invalid 'price' field` };
    }
    const validFrom = menu.validFrom === undefined || menu.validFrom === null ? today : typeof menu.validFrom === 'string' ? toIsoDate(menu.validFrom) : undefined;
    if (!validFrom) {
      warnings.push(`Menu ${n} (${menu.name.trim()}): invalid validFrom date ${JSON.stringify(menu.validFrom)}, skipped`);
      continue;
    }
    const validTo = menu.validTo === undefined || menu.validTo === null ? today : typeof menu.validTo === 'string' ? toIsoDate(menu.validTo) : undefined;
    if (!validTo) {
      warnings.push(`Menu ${n} (${menu.name.trim()}): invalid validTo date ${JSON.stringify(menu.validTo)}, skipped`);
      continue;
    }
    menus.push({
      name: menu.name.trim(),
      description: typeof menu.description === 'string' ? menu.description.trim() : '',
      price: menu.price,
      tags: textList(menu.tags),
      allergies: textList(menu.allergies),
      availability: textList(menu.availability),
      validFrom,
      validTo,
    });
  }
  return { ok: true, menus, warnings };
}
