import type { ReactNode } from 'react';
import '../lunch-list.css';

interface LunchListLayoutProps {
  controls: ReactNode;
  map: ReactNode;
  list: ReactNode;
  /** While the first page loads: on phones the list's loading state comes before the (still empty) map. */
  loading?: boolean;
}

/**
 * Search and filters on top; below them the map beside the list from 768 px (the map sticky while the
 * list scrolls), or the map above the list, 300 px high, on narrower screens. While the first page
 * loads, a phone shows the loading state first, so its first screen is never a blank map alone.
 */
export function LunchListLayout({ controls, map, list, loading = false }: LunchListLayoutProps) {
  return (
    <div className="lunch-list">
      <div className="lunch-list__controls">{controls}</div>
      <div className={loading ? 'lunch-list__body lunch-list__body--loading' : 'lunch-list__body'}>
        <div className="lunch-list__map">{map}</div>
        <div className="lunch-list__results">{list}</div>
      </div>
    </div>
  );
}
