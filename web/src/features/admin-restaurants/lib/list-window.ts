/**
 * Windowing for the restaurant list: every row has the same height, so which rows are visible, and
 * which server pages hold them, follow from the scroll position alone. Only those rows are rendered;
 * the list's full height comes from the total the server reports.
 */

export interface RowWindow {
  /** First and last row index to render (inclusive); last < first when there are no rows. */
  first: number;
  last: number;
}

/** Rows rendered above and below the visible ones, so a fast scroll does not show blank rows. */
export const OVERSCAN_ROWS = 8;

export function visibleRows(scrollTop: number, viewportHeight: number, rowHeight: number, total: number, overscan = OVERSCAN_ROWS): RowWindow {
  if (total <= 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(total - 1, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) - 1 + overscan);
  return { first: Math.min(first, last), last };
}

/** Server pages (1-based) holding rows first..last. */
export function pagesForRows(window: RowWindow, pageSize: number): number[] {
  if (window.last < window.first) return [];
  const firstPage = Math.floor(window.first / pageSize) + 1;
  const lastPage = Math.floor(window.last / pageSize) + 1;
  const pages: number[] = [];
  for (let p = firstPage; p <= lastPage; p++) pages.push(p);
  return pages;
}

/** Where row `index` sits: its page and its position on that page. */
export function rowLocation(index: number, pageSize: number): { page: number; offset: number } {
  return { page: Math.floor(index / pageSize) + 1, offset: index % pageSize };
}
