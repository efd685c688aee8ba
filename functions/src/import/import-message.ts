import { z } from 'zod';

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
