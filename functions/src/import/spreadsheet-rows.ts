import * as XLSX from 'xlsx';
import { MAX_IMPORT_ROWS, type SpreadsheetCell } from '@lunch/shared';
import { decodeCsv, type SpreadsheetKind } from './upload-file-kind';
import { readZipDirectory, verifyZipInflation } from './zip-guard';

/**
 * Reads the first sheet of an uploaded file into rows of plain cell values, with SheetJS limited to
 * what an import needs: values only (cached results of formulas, never evaluated; formulas, styles,
 * HTML and number formats are not read), a dense sheet (one array per row instead of an object keyed
 * by "A1" for every cell), only the first sheet, and at most MAX_IMPORT_ROWS + 1 rows. An xlsx passes
 * the zip-bomb guard again first (the worker does not trust that the upload checked it).
 */
export class UnreadableSpreadsheetError extends Error {}

export interface SheetRows {
  /** Rows in order; row i is spreadsheet row i + 1. */
  rows: Iterable<SpreadsheetCell[]>;
  /** Rows the sheet says it has (up to the cap); whether rows past MAX_IMPORT_ROWS were cut off. */
  rowCount: number;
  truncated: boolean;
}

function cellValue(cell: XLSX.CellObject | undefined): SpreadsheetCell {
  if (!cell) return undefined;
  switch (cell.t) {
    case 's':
    case 'n':
    case 'b':
      return cell.v as string | number | boolean;
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v ?? '');
    default:
      return undefined; // 'e' (error) and 'z' (stub)
  }
}

/** The delimiter of a CSV from its header line: the most frequent of ; , and tab (Swedish Excel writes ;). */
function csvDelimiter(text: string): string {
  const firstLine = text.slice(0, 64 * 1024).split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

export function readSheetRows(bytes: Buffer, kind: SpreadsheetKind): SheetRows {
  const options: XLSX.ParsingOptions = {
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellStyles: false,
    cellNF: false,
    cellDates: false,
    sheetStubs: false,
    bookVBA: false,
    bookFiles: false,
    sheets: 0,
    sheetRows: MAX_IMPORT_ROWS + 2, // header + the cap + one more to notice a longer file
    WTF: false,
  };
  let workbook: XLSX.WorkBook;
  try {
    if (kind === 'xlsx') {
      const directory = readZipDirectory(bytes);
      if (!directory.ok) throw new UnreadableSpreadsheetError(directory.reason);
      const inflation = verifyZipInflation(bytes, directory.entries);
      if (!inflation.ok) throw new UnreadableSpreadsheetError(inflation.reason);
    }
    if (kind === 'csv') {
      const text = decodeCsv(bytes);
      // raw: CSV values stay the text they are (a phone number keeps its leading zero).
      workbook = XLSX.read(text, { ...options, type: 'string', raw: true, FS: csvDelimiter(text) } as XLSX.ParsingOptions);
    } else {
      workbook = XLSX.read(bytes, { ...options, type: 'buffer' });
    }
  } catch (err) {
    if (err instanceof UnreadableSpreadsheetError) throw err;
    throw new UnreadableSpreadsheetError(`The file could not be read as ${kind === 'csv' ? 'CSV' : 'an Excel workbook'}: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`);
  }
  const name = workbook.SheetNames[0];
  // The sheet's name comes from the file: look it up by own property only (a sheet named "__proto__").
  const sheet = name && Object.hasOwn(workbook.Sheets, name) ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new UnreadableSpreadsheetError('The file has no sheet');
  const dense = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const truncated = dense.length > MAX_IMPORT_ROWS + 1;
  const rowCount = Math.min(dense.length, MAX_IMPORT_ROWS + 1);
  function* rows(): Generator<SpreadsheetCell[]> {
    for (let i = 0; i < rowCount; i++) {
      const row = dense[i];
      yield row ? Array.from(row, cellValue) : [];
      dense[i] = undefined; // let each row go once read: the sheet shrinks while the import runs
    }
  }
  return { rows: rows(), rowCount, truncated };
}
