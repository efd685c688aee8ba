import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * React Query for the parts that mutate (the admin area, the to-do board, login). Each of those
 * routes wraps itself in this, so React Query loads with their chunks and never with the public
 * pages, which read through lib/fetch-cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
