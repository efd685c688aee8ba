import { useMutation } from '@tanstack/react-query';
import type { RescrapeResult } from '@lunch/shared';
import { api, isHttpError } from '../../../lib/api-client';
import { bulkRescrapeToast, type RescrapeOutcome } from '../lib/bulk-rescrape';
import { toastWeeklyFailure, toastWeeklySuccess, weeklyFailureText } from './failure';
import { showToast } from '../../../lib/toast-store';

/** A 2xx answer that says `success: false`: the server refused to queue the harvest. */
export class RescrapeRefused extends Error {
  override readonly name = 'RescrapeRefused';
}

/** POST /api/admin/rescrape {restaurantId, menuId?}: queues a harvest of the restaurant's lunch page. */
export async function rescrape(restaurantId: string, menuId?: string): Promise<RescrapeResult> {
  const result = await api.post<RescrapeResult>('/api/admin/rescrape', menuId ? { restaurantId, menuId } : { restaurantId });
  if (!result?.success) throw new RescrapeRefused(result?.error || result?.warning || 'Failed to initiate re-scrape');
  return result;
}

export const rescrapeFailureText = (error: unknown) =>
  error instanceof RescrapeRefused ? error.message : weeklyFailureText(error, 'Failed to initiate re-scrape');

/** The server's time of the request (a server without it: the browser's, which is near enough). */
export const requestedAtOf = (result: RescrapeResult) => result.data?.requestedAt ?? new Date().toISOString();

/** What a started re-scrape says: the server's message, and its warning when it has one (no lunch link, ManualScraping). */
const startedText = (result: RescrapeResult) => [result.data?.message, result.warning].filter(Boolean).join(' – ') || 'Harvest queued';

export function useRescrape() {
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => rescrape(id),
    onSuccess: (result) => toastWeeklySuccess('Rescrape startat', startedText(result)),
    onError: (error, { name }) => {
      if (error instanceof RescrapeRefused) showToast({ title: 'Rescrape misslyckades', description: `${name}: ${error.message}`, variant: 'error' });
      else toastWeeklyFailure('Rescrape misslyckades', error, 'Failed to initiate re-scrape');
    },
  });
}

/** Bulk rescrape (spec section 7): one call per selected restaurant, all at once; successes and failures are counted. */
export function useBulkRescrape() {
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<RescrapeOutcome[]> => {
      const settled = await Promise.allSettled(ids.map((id) => rescrape(id)));
      // A lapsed session fails the whole run: the global handler's toast and the login page.
      const unauthorized = settled.find((s) => s.status === 'rejected' && isHttpError(s.reason, 401));
      if (unauthorized?.status === 'rejected') throw unauthorized.reason;
      return settled.map((s, i) =>
        s.status === 'fulfilled' ? { id: ids[i], ok: true, requestedAt: requestedAtOf(s.value) } : { id: ids[i], ok: false, error: rescrapeFailureText(s.reason) },
      );
    },
    onSuccess: (outcomes) => showToast(bulkRescrapeToast(outcomes)),
  });
}
