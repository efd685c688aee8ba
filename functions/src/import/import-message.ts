import { z } from 'zod';
import { enqueue } from '../data/queues';

/**
 * The import worker's message (queue slow, dispatched by kind in the slow worker): it names the
 * upload, the file itself is in the restaurants-import container.
 */
export const importSpreadsheetMessageSchema = z.object({
  kind: z.literal('import-spreadsheet'),
  uploadId: z.string().min(1).max(100),
  userId: z.string().min(1).max(200),
});
export type ImportSpreadsheetMessage = z.infer<typeof importSpreadsheetMessageSchema>;

/** Queues the import of one upload (at upload, and again by the recovery). */
export async function queueImport(upload: { id: string; userId: string }): Promise<void> {
  const message: ImportSpreadsheetMessage = { kind: 'import-spreadsheet', uploadId: upload.id, userId: upload.userId };
  await enqueue('slow', message);
}
