import { z } from 'zod';
import { enqueue } from '../data/queues';

/**
 * Messages of the harvest workers (queues fast and slow). A message names work, it holds none of it:
 * - extract-item: read one item of the bulk AI extraction queue and keep the result for review;
 * - harvest: harvest one restaurant and apply the result at once.
 * The slow queue also carries spreadsheet imports, a kind of their own (import/import-message.ts).
 */
export const harvestMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('extract-item'), jobId: z.string().min(1).max(200), runId: z.string().min(1).max(100) }),
  // city (the partition key), when the sender knows it, makes the worker's read a point read.
  // runId: the workflow run that queued it, which the worker tells what came of the harvest.
  // requestedBy 'admin' (a rescrape): a page that cannot be fetched is logged as an error, not a warning.
  z.object({ kind: z.literal('harvest'), restaurantId: z.string().min(1).max(200), city: z.string().min(1).max(100).optional(), runId: z.string().min(1).max(100).optional(), requestedBy: z.literal('admin').optional() }),
]);
export type HarvestMessage = z.infer<typeof harvestMessageSchema>;

/** PDFs are slow to fetch and read: they go to the slow queue, so HTML pages are never stuck behind them. */
export function harvestQueueFor(target: { lunch_link?: string; lunch_format?: string }): 'fast' | 'slow' {
  const pdf = target.lunch_format?.startsWith('PDF') || /\.pdf(?:$|[?#])/i.test(target.lunch_link ?? '');
  return pdf ? 'slow' : 'fast';
}

export function sendHarvestMessage(target: { lunch_link?: string; lunch_format?: string }, message: HarvestMessage): Promise<{ messageId: string }> {
  return enqueue(harvestQueueFor(target), message);
}
