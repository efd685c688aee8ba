import type { ReactNode } from 'react';
import '../lunch-list.css';

interface LunchListLayoutProps {
  controls: ReactNode;
  map: ReactNode;
  list: ReactNode;
}

/**
 * Search and filters on top; below them the map beside the list from 768 px (the map sticky while the
 * list scrolls), or the map above the list, 300 px high, on narrower screens.
 */
export function LunchListLayout({ controls, map, list }: LunchListLayoutProps) {
  return (
    <div className="lunch-list">
      <div className="lunch-list__controls">{controls}</div>
      <div className="lunch-list__body">
        <div className="lunch-list__map">{map}</div>
        <div className="lunch-list__results">{list}</div>
      </div>
    </div>
  );
}
