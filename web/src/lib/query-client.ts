import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleUnauthorized } from './unauthorized';

/**
 * Spec section 7: no retries, no polling, no refetch on window focus, data never goes stale.
 * Queries that are cached for a limited time (the restaurant list: 30 s) set their own staleTime.
 * Any 401 leads to the login page (the current-user query answers null instead of failing).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleUnauthorized }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesUnauthorized) handleUnauthorized(error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
