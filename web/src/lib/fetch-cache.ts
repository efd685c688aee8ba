import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { handleUnauthorized } from './unauthorized';

/**
 * The public pages' data cache. React Query (10 KiB gzipped) would be most of the list page's
 * JavaScript budget, and these pages need little of it: read-only calls, no retries, no polling,
 * no refetch on focus (spec section 7). So the visitor side reads through this small cache and the
 * admin area, which mutates and invalidates, keeps React Query (loaded with its chunk).
 *
 * One entry per key, shared by every component that reads it; a call already under way is never
 * started twice; data older than `staleMs` is shown while it is fetched again; an entry nobody has
 * read for 5 minutes is dropped (React Query's default gcTime).
 */
export interface FetchState<T> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  /** What is being fetched now: the data itself, or (paged data) one more page. */
  fetching: 'data' | 'more' | null;
  /** The last attempt to fetch one more page failed (the pages loaded before stay). */
  failedMore: boolean;
  updatedAt: number;
}

interface Entry {
  state: FetchState<unknown>;
  listeners: Set<() => void>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

const DROP_UNREAD_AFTER_MS = 5 * 60_000;
const entries = new Map<string, Entry>();

const initialState: FetchState<never> = { data: undefined, error: null, status: 'pending', fetching: null, failedMore: false, updatedAt: 0 };

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: initialState, listeners: new Set() };
    entries.set(key, entry);
  }
  return entry;
}

function setState(key: string, patch: Partial<FetchState<unknown>>): void {
  const entry = entryFor(key);
  entry.state = { ...entry.state, ...patch };
  for (const listener of entry.listeners) listener();
}

function subscribe(key: string, listener: () => void): () => void {
  const entry = entryFor(key);
  clearTimeout(entry.dropTimer);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0) scheduleDrop(key, entry);
  };
}

function scheduleDrop(key: string, entry: Entry): void {
  entry.dropTimer = setTimeout(() => {
    if (entry.listeners.size > 0) return;
    if (entry.state.fetching) scheduleDrop(key, entry);
    else entries.delete(key);
  }, DROP_UNREAD_AFTER_MS);
}

/**
 * Runs one fetch for a key unless one is under way. `more` adds to the data (the next page): its
 * failure keeps what was loaded; a failed fetch of the data itself keeps stale data, if any, too.
 */
async function run<T>(key: string, kind: 'data' | 'more', load: (current: T | undefined) => Promise<T>): Promise<void> {
  const entry = entryFor(key);
  if (entry.state.fetching) return;
  setState(key, { fetching: kind, failedMore: false });
  try {
    const data = await load(entry.state.data as T | undefined);
    setState(key, { data, error: null, status: 'success', fetching: null, updatedAt: Date.now() });
  } catch (error) {
    handleUnauthorized(error);
    setState(key, kind === 'more' ? { error, fetching: null, failedMore: true } : { error, status: 'error', fetching: null });
  }
}

function useEntryState<T>(key: string): FetchState<T> {
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  const snapshot = useCallback(() => entryFor(key).state as FetchState<T>, [key]);
  return useSyncExternalStore(subscribeToKey, snapshot, snapshot);
}

/** Fetches when the key has no data yet, or data older than `staleMs`. */
function useFreshData<T>(key: string, load: () => Promise<T>, staleMs: number): void {
  useEffect(() => {
    const { state } = entryFor(key);
    const stale = state.status !== 'success' || Date.now() - state.updatedAt > staleMs;
    if (stale && !state.fetching) void run(key, 'data', load);
    // `load` is the same call for the same key, so the key alone decides.
  }, [key, staleMs]);
}

export interface CachedQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
}

function queryFlags<T>(state: FetchState<T>): CachedQuery<T> {
  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    isFetching: state.fetching !== null,
  };
}

/** One cached call: `load` runs once per key until the data is older than `staleMs` (default: never). */
export function useCachedFetch<T>(key: string, load: () => Promise<T>, { staleMs = Infinity } = {}): CachedQuery<T> {
  const state = useEntryState<T>(key);
  useFreshData(key, load, staleMs);
  return queryFlags(state);
}

export interface PagedData<P> {
  pages: P[];
}

export interface CachedPagedQuery<P> extends CachedQuery<PagedData<P>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<void>;
}

interface Page {
  pagination: { page: number; hasMore: boolean };
}

/**
 * A paged list under one key: page 1 first, then one page more per fetchNextPage(). Stale data is
 * fetched again from page 1 (a list refreshed after a while starts at its top).
 */
export function useCachedPages<P extends Page>(key: string, loadPage: (page: number) => Promise<P>, { staleMs = Infinity } = {}): CachedPagedQuery<P> {
  const state = useEntryState<PagedData<P>>(key);
  useFreshData(key, async () => ({ pages: [await loadPage(1)] }), staleMs);
  const lastPage = state.data?.pages.at(-1);
  const fetchNextPage = useCallback(
    () =>
      run<PagedData<P>>(key, 'more', async (current) => {
        const pages = current?.pages ?? [];
        const next = await loadPage((pages.at(-1)?.pagination.page ?? 0) + 1);
        return { pages: [...pages, next] };
      }),
    // `loadPage` is the same call for the same key.
    [key],
  );
  return {
    ...queryFlags(state),
    hasNextPage: Boolean(lastPage?.pagination.hasMore),
    isFetchingNextPage: state.fetching === 'more',
    isFetchNextPageError: state.failedMore,
    fetchNextPage,
  };
}

/** Puts data in the cache (a login tells who is signed in). */
export function setCachedData<T>(key: string, data: T): void {
  setState(key, { data, error: null, status: 'success', updatedAt: Date.now() });
}

/** Changes cached data in place, keeping its age; nothing happens for a key with no data. */
export function updateCachedData<T>(key: string, update: (data: T) => T): void {
  const entry = entries.get(key);
  if (entry?.state.status === 'success') setState(key, { data: update(entry.state.data as T) });
}
