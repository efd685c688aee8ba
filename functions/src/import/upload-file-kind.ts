import { UPLOAD_EXTENSIONS } from '@lunch/shared';
import { isXlsxDirectory, readZipDirectory, verifyZipInflation } from './zip-guard';

/**
 * What an uploaded file is, judged by its name, its declared type AND its bytes: an .xlsx must be a
 * zip holding a workbook (and pass the zip-bomb guard), an .xls an OLE compound file (or an xlsx saved
 * under the old extension, as Excel users often do), a .csv text with delimiters.
 */
export type SpreadsheetKind = 'xlsx' | 'xls' | 'csv';

export type KindCheck = { ok: true; kind: SpreadsheetKind } | { ok: false; reason: string };

/** Types browsers send for these files (Windows sends application/vnd.ms-excel for .csv when Excel is installed). */
const ACCEPTED_TYPES = new Set([
  '',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/msexcel',
  'application/x-msexcel',
  'application/excel',
  'application/x-excel',
  'text/csv',
  'text/plain',
  'application/csv',
  'text/comma-separated-values',
  'text/x-csv',
  'application/zip',
  'application/x-zip-compressed',
]);

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** Decodes CSV bytes: UTF-8 (with or without BOM) when valid, else Windows-1252/Latin-1 as older Excel writes. */
export function decodeCsv(bytes: Buffer): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Text (no NULs or other control bytes but tab and line breaks) whose first line has a delimiter. */
export function looksLikeCsv(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const head = bytes.subarray(0, 64 * 1024);
  for (const b of head) if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
  const text = decodeCsv(head);
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return /[,;\t]/.test(firstLine);
}

export function detectSpreadsheetKind(fileName: string, contentType: string, bytes: Buffer): KindCheck {
  const extension = extensionOf(fileName);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return { ok: false, reason: `the file name must end in ${UPLOAD_EXTENSIONS.join(', ')}` };
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.has(type)) return { ok: false, reason: `the file's type ${type} is not a spreadsheet type` };

  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    if (extension === '.csv') return { ok: false, reason: 'the .csv file is not text' };
    const directory = readZipDirectory(bytes);
    if (!directory.ok) return { ok: false, reason: directory.reason };
    if (!isXlsxDirectory(directory.entries)) return { ok: false, reason: 'the zip file is not an Excel workbook' };
    const inflation = verifyZipInflation(bytes, directory.entries);
    return inflation.ok ? { ok: true, kind: 'xlsx' } : { ok: false, reason: inflation.reason };
  }
  if (bytes.subarray(0, 8).equals(CFB_MAGIC)) {
    return extension === '.csv' ? { ok: false, reason: 'the .csv file is not text' } : { ok: true, kind: 'xls' };
  }
  if (extension === '.csv' && looksLikeCsv(bytes)) return { ok: true, kind: 'csv' };
  return { ok: false, reason: 'the content is not an Excel workbook or CSV text' };
}
