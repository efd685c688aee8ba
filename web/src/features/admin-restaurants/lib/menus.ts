import { addDays, isoWeekNumber, mondayOf, todayIn, type LunchMenu } from '@lunch/shared';
import { splitList } from './field-parsing';

/** A menu as the admin panel shows and edits it (the server also stores availability). */
/** A menu as the admin screens edit it (availability is part of LunchMenu now). */
export type AdminMenu = LunchMenu;

/** The menu form's fields as typed. */
export interface MenuFormValues {
  name: string;
  description: string;
  /** '' means no price of its own: the restaurant's fallback_price applies. */
  price: string;
  tags: string;
  allergies: string;
  availability: string;
  validFrom: string;
  validTo: string;
}

/** The body of POST and PUT .../menus (adminMenuInputSchema). */
export interface MenuBody {
  name: string;
  description: string;
  price: number | null;
  tags: string[];
  allergies: string[];
  availability: string[];
  validFrom: string;
  validTo: string;
}

/** Spec section 9: the price field's placeholder. */
export const PRICE_PLACEHOLDER = '129';

const dateOnly = (value: string | undefined) => (value ?? '').slice(0, 10);

/** A new menu starts as this week's Monday to Friday (Swedish time). */
export function emptyMenuForm(today = todayIn()): MenuFormValues {
  const monday = mondayOf(today);
  return { name: '', description: '', price: '', tags: '', allergies: '', availability: '', validFrom: monday, validTo: addDays(monday, 4) };
}

export function menuFormFromMenu(menu: AdminMenu): MenuFormValues {
  return {
    name: menu.name,
    description: menu.description ?? '',
    price: menu.price === undefined || menu.price === null ? '' : String(menu.price),
    tags: (menu.tags ?? []).join(', '),
    allergies: (menu.allergies ?? []).join(', '),
    availability: (menu.availability ?? []).join(', '),
    validFrom: dateOnly(menu.validFrom),
    validTo: dateOnly(menu.validTo),
  };
}

export function menuBodyFromForm(values: MenuFormValues): MenuBody {
  const price = values.price.trim() === '' ? null : Number(values.price.trim().replace(',', '.'));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: price === null || Number.isNaN(price) ? null : price,
    tags: splitList(values.tags),
    allergies: splitList(values.allergies),
    availability: splitList(values.availability),
    validFrom: values.validFrom,
    validTo: values.validTo,
  };
}

/** Spec section 3: 'Active' when today is within validFrom..validTo (inclusive, Swedish dates). */
export function isMenuActive(menu: Pick<LunchMenu, 'validFrom' | 'validTo'>, today = todayIn()): boolean {
  const from = dateOnly(menu.validFrom);
  const to = dateOnly(menu.validTo);
  return Boolean(from && to) && from <= today && today <= to;
}

/** The ISO week the menu starts in. */
export function menuWeekNumber(menu: Pick<LunchMenu, 'validFrom'>): number | undefined {
  const from = dateOnly(menu.validFrom);
  return /^\d{4}-\d{2}-\d{2}$/.test(from) ? isoWeekNumber(from) : undefined;
}

const dayFormat = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function formatDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

/** "mån 23 nov. – fre 27 nov." (one day alone when from equals to). */
export function menuDateRange(menu: Pick<LunchMenu, 'validFrom' | 'validTo'>): string {
  const from = dateOnly(menu.validFrom);
  const to = dateOnly(menu.validTo);
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** Menus in date order (then name), the order the panel lists them. */
export function sortMenus(menus: readonly AdminMenu[]): AdminMenu[] {
  return [...menus].sort((a, b) => dateOnly(a.validFrom).localeCompare(dateOnly(b.validFrom)) || a.name.localeCompare(b.name, 'sv'));
}
