import type { ReactNode } from 'react';

interface ListItemActionsProps {
  name: string;
  selected: boolean;
  onShowOnMap: () => void;
  /** The "open in a maps service" link. */
  mapsLink: ReactNode;
}

/** Under each restaurant of the list: show it on the map (the keyboard way to select) and open it in a maps service. */
export function ListItemActions({ name, selected, onShowOnMap, mapsLink }: ListItemActionsProps) {
  return (
    <div className="list-item-actions">
      <button type="button" className="list-item-actions__show" aria-pressed={selected} onClick={onShowOnMap}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        Visa på kartan<span className="visually-hidden"> ({name})</span>
      </button>
      {mapsLink}
    </div>
  );
}
