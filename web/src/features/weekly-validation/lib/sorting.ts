import { WEEK_STATUSES, type WeeklyRestaurantRow } from '@lunch/shared';

export const SORT_KEYS = ['name', 'menuCount', 'weeks', 'rank', 'scrapingTime', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });
const SCRAPING_ORDER = { MORNING: 0, EVENING: 1 } as const;

/** Weeks compared week by week; a restaurant without weeks comes after every week. */
function compareWeeks(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return b[i] === undefined ? 0 : i === 0 ? 1 : -1;
    if (b[i] === undefined) return i === 0 ? -1 : 1;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/**
 * Spec section 4 says sorting by status puts 'Aktuell' and 'Gammal' alphabetically: current before old.
 * The statuses are now four (Korrekt, Delvis korrekt, Felaktig vecka, Ingen vecka), and their alphabetical
 * order would put 'Delvis korrekt' first and 'Korrekt' last; so status sorts by the rule's own order,
 * from current to old as the spec meant: ascending shows Korrekt first, descending the problems first.
 * Scraping time sorts by the clock (MORNING before EVENING). Ties fall back to the name.
 */
const COMPARE: Record<SortKey, (a: WeeklyRestaurantRow, b: WeeklyRestaurantRow) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  menuCount: (a, b) => a.menuCount - b.menuCount,
  weeks: (a, b) => compareWeeks(a.weeks, b.weeks),
  rank: (a, b) => a.rank - b.rank,
  scrapingTime: (a, b) => (SCRAPING_ORDER[a.scrapingTime] ?? 0) - (SCRAPING_ORDER[b.scrapingTime] ?? 0),
  status: (a, b) => WEEK_STATUSES.indexOf(a.status) - WEEK_STATUSES.indexOf(b.status),
};

export function sortRows(rows: readonly WeeklyRestaurantRow[], sort: Sort): WeeklyRestaurantRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * COMPARE[sort.key](a, b) || collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * The rows in the order they were shown (`shownIds`): a row whose values changed (a week shift, a
 * rescrape) stays where the admin is looking until they sort again. Rows not shown before (a reload
 * found them) come after, in the sort's order; rows gone are dropped.
 */
export function keepOrder(rows: readonly WeeklyRestaurantRow[], shownIds: readonly string[], sort: Sort): WeeklyRestaurantRow[] {
  const position = new Map(shownIds.map((id, i) => [id, i]));
  const known = rows.filter((r) => position.has(r.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return [...known, ...sortRows(rows.filter((r) => !position.has(r.id)), sort)];
}

/** A click on the sorted column turns its direction; another column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
}

/** Spec section 5: non-numeric rank input becomes 0 (the server refuses values outside 0-100). */
export function parseRankInput(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}
