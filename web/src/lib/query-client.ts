import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: no retries, no polling, no refetch on window focus, data never goes stale.
 * Queries that are cached for a limited time (the restaurant list: 30 s) set their own staleTime.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
