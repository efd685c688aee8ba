import type { DIETARY_OPTIONS } from './options';

type DietaryOption = (typeof DIETARY_OPTIONS)[number];

/**
 * What a diet also satisfies, the one home of that rule: vegan food is vegetarian too. Filters,
 * tags read from menus and illustrations all ask here.
 */
const IMPLIES: Partial<Record<DietaryOption, DietaryOption[]>> = { Vegansk: ['Vegetarisk'] };

/** The diets whose presence satisfies a wanted one: 'Vegetarisk' -> ['Vegetarisk', 'Vegansk']. */
export function dietsSatisfying(wanted: string): string[] {
  const implying = Object.entries(IMPLIES).filter(([, implied]) => (implied as string[]).includes(wanted)).map(([diet]) => diet);
  return [wanted, ...implying];
}

/** The tags with the diets they imply added once: ['Vegansk'] -> ['Vegansk', 'Vegetarisk']. */
export function withImpliedDiets(tags: readonly string[]): string[] {
  const out = [...tags];
  for (const tag of tags) for (const implied of IMPLIES[tag as DietaryOption] ?? []) if (!out.includes(implied)) out.push(implied);
  return out;
}

/** Whether food with these tags is vegetarian (vegan included). */
export const isVegetarian = (tags: readonly string[]) => withImpliedDiets(tags).includes('Vegetarisk');
