import type { ComparisonRestaurant } from '@lunch/shared';

type Dish = ComparisonRestaurant['menus'][number];

/** The spec's "menu" on this screen: the dishes served in one validity period, e.g. Monday's lunch or the whole week's. */
export interface MenuGroup {
  key: string;
  /** "Måndag", or "Veckans meny" for dishes valid over several days. */
  name: string;
  validFrom: string;
  validTo: string;
  items: Dish[];
}

export const SHOWN_ITEMS = 3;

const weekdayName = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', timeZone: 'UTC' });
const dayAndDate = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);

/**
 * The product stores one dish per menu (name, description, price, valid from-to). The comparison shows
 * them as the restaurant's page does: grouped by the period they are valid in (a day, or the whole week),
 * so "the first 3 items with price" and "+N more items" count the dishes of one day. Groups run by date.
 */
export function groupMenus(dishes: readonly Dish[]): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const dish of dishes) {
    const validFrom = dish.validFrom.slice(0, 10);
    const validTo = (dish.validTo || dish.validFrom).slice(0, 10);
    const key = `${validFrom}/${validTo}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, name: validFrom === validTo ? capitalised(weekdayName.format(asDate(validFrom))) : 'Veckans meny', validFrom, validTo, items: [] };
      groups.set(key, group);
    }
    group.items.push(dish);
  }
  return [...groups.values()].sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.validTo.localeCompare(b.validTo));
}

/** "måndag 24 november – fredag 28 november" (sv-SE), or one date for a one-day menu. */
export function validityText(validFrom: string, validTo: string): string {
  const from = dayAndDate.format(asDate(validFrom));
  return validFrom === validTo ? from : `${from} – ${dayAndDate.format(asDate(validTo))}`;
}

/** "125 kr"; nothing for a dish without a price. */
export const priceText = (price: number | null | undefined) => (price && price > 0 ? `${price} kr` : '');


