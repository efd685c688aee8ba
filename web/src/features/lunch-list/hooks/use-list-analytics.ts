import { useEffect, useRef } from 'react';
import { track } from '../../../lib/analytics';
import type { SearchState } from '../lib/labels';

/** A location view per city shown. */
export function useTrackLocationView(city: string): void {
  useEffect(() => {
    track({ name: 'location_view', city });
  }, [city]);
}

/** One search event per committed (debounced) search, with the result count once it is known. */
export function useTrackSearch(city: string, term: string, state: SearchState): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!term || state.status === 'pending') return;
    const key = `${city}\u0000${term}`;
    if (tracked.current === key) return;
    tracked.current = key;
    track({ name: 'search', city, query: term, resultCount: state.status === 'success' ? state.total : undefined });
  }, [city, term, state]);
}
