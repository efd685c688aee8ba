import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, UPLOAD_TEXTS } from '@lunch/shared';

export interface FileProblem {
  title: string;
  message: string;
}

/** Types browsers report for the accepted files (some report none: then the name decides). */
const SPREADSHEET_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  '',
]);

/**
 * The panel's checks before anything is sent (spec section 5): an Excel or CSV file by name and
 * reported type, at most 10 MB. The server checks again, by content.
 */
export function checkSpreadsheetFile(file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  const name = file.name.toLowerCase();
  const extensionOk = UPLOAD_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!extensionOk || !SPREADSHEET_TYPES.has(file.type)) return { title: UPLOAD_TEXTS.invalidTypeTitle, message: UPLOAD_TEXTS.invalidTypeMessage };
  if (file.size > MAX_UPLOAD_BYTES) return { title: UPLOAD_TEXTS.tooLargeTitle, message: UPLOAD_TEXTS.tooLargeMessage };
  return null;
}
