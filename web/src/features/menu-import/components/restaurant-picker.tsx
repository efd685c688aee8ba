import { useEffect, useId, useState } from 'react';
import type { Restaurant } from '@lunch/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useRestaurantSearch } from '../api/get-admin-restaurants';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface RestaurantPickerProps {
  selected: Restaurant | undefined;
  onSelect: (restaurant: Restaurant) => void;
  /** While an import runs the restaurant stays the one being written. */
  disabled?: boolean;
}

/** Step 1: search by name and pick one of the first 10 matches. */
export function RestaurantPicker({ selected, onSelect, disabled = false }: RestaurantPickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: restaurants, isFetching, isError } = useRestaurantSearch(search);
  const showResults = search.length > 0;

  return (
    <div className="menu-import__picker">
      <label htmlFor={inputId}>Search restaurant</label>
      <input id={inputId} type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} placeholder="Restaurant name" autoComplete="off" disabled={disabled} />
      {showResults && isFetching && !restaurants && <Spinner label="Söker..." />}
      {showResults && isError && <p role="alert" className="menu-import__error">Failed to fetch restaurants</p>}
      {showResults && restaurants && (
        restaurants.length === 0 ? (
          <p className="muted">No restaurants found</p>
        ) : (
          <ul className="menu-import__matches" aria-label="Sökträffar">
            {restaurants.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={r.id === selected?.id ? 'menu-import__match menu-import__match--selected' : 'menu-import__match'}
                  aria-pressed={r.id === selected?.id}
                  disabled={disabled}
                  onClick={() => onSelect(r)}
                >
                  <span className="menu-import__match-name">{r.name}</span>
                  <span className="menu-import__match-city">{r.city || r.location?.city || 'Unknown City'}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
