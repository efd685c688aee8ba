import type { Toast } from '../../../lib/toast-store';

export type RescrapeOutcome = { id: string; ok: true; requestedAt?: string } | { id: string; ok: false; error: string };

/**
 * The one toast a bulk rescrape ends with (spec section 8): all started 'Rescrape startat'; some failed
 * 'Bulk rescrape delvis framgångsrik' with 'X of Y started, Z failed'; none started 'Bulk rescrape misslyckades'.
 */
export function bulkRescrapeToast(outcomes: readonly RescrapeOutcome[]): Omit<Toast, 'id' | 'open'> {
  const total = outcomes.length;
  const started = outcomes.filter((o) => o.ok).length;
  const failed = total - started;
  const summary = `${started} of ${total} started, ${failed} failed`;
  if (failed === 0) return { title: 'Rescrape startat', description: summary, variant: 'success' };
  const firstError = outcomes.find((o): o is Extract<RescrapeOutcome, { ok: false }> => !o.ok)?.error;
  const description = firstError ? `${summary} (${firstError})` : summary;
  if (started === 0) return { title: 'Bulk rescrape misslyckades', description, variant: 'error' };
  return { title: 'Bulk rescrape delvis framgångsrik', description, variant: 'error' };
}
