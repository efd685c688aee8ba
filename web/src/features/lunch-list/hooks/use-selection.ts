import { useCallback, useState } from 'react';

/**
 * The selected restaurant, tied to one set of results: when `resultsKey` changes (a filter, the day,
 * the search or the city) the selection is gone without an extra render or effect.
 */
export function useSelection(resultsKey: string): [string | null, (id: string | null) => void] {
  const [state, setState] = useState<{ key: string; id: string | null }>({ key: resultsKey, id: null });
  const select = useCallback((id: string | null) => setState({ key: resultsKey, id }), [resultsKey]);
  return [state.key === resultsKey ? state.id : null, select];
}
