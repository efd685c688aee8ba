import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  patchListSearch,
  readListFilters,
  type ListFilterPatch,
  type RestaurantListFilters,
} from '../../../lib/list-filters';

export interface UpdateOptions {
  /** Replace the current history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

export type UpdateListUrl = (patch: ListFilterPatch, options?: UpdateOptions) => boolean;

/**
 * The URL is the lunch list's state: every filter is read from it and every change is written to it,
 * so a shared link reproduces the view and back/forward step through filter changes. Returns null
 * filters when the URL names no known city.
 */
export function useListUrlState(today: string): { filters: RestaurantListFilters | null; update: UpdateListUrl } {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readListFilters(new URLSearchParams(location.search), today), [location.search, today]);

  // The latest query string, also between a navigate() and the render it causes, so two changes in a
  // row (a tag removed while a search is being committed) build on each other.
  const latestSearch = useRef(location.search);
  useEffect(() => {
    latestSearch.current = location.search;
  }, [location.search]);

  const update = useCallback<UpdateListUrl>(
    (patch, { replace = false } = {}) => {
      const current = new URLSearchParams(latestSearch.current);
      const next = patchListSearch(current, patch);
      if (next === patchListSearch(current, {})) return false; // nothing changes: no history entry
      latestSearch.current = next;
      navigate({ search: next }, { replace });
      return true;
    },
    [navigate],
  );

  return { filters, update };
}
