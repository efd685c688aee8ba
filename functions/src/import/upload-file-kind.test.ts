import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { detectSpreadsheetKind } from './upload-file-kind';
import { readSheetRows } from './spreadsheet-rows';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const book = (type: 'xlsx' | 'biff8', compression = false) => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['name', 'city'], ['=1+1', 'Lund']]), 'S');
  return XLSX.write(wb, { type: 'buffer', bookType: type, compression }) as Buffer;
};

describe('detectSpreadsheetKind', () => {
  it('knows xlsx, xls and csv by their bytes', () => {
    expect(detectSpreadsheetKind('a.xlsx', XLSX_TYPE, book('xlsx'))).toEqual({ ok: true, kind: 'xlsx' });
    expect(detectSpreadsheetKind('a.xls', 'application/vnd.ms-excel', book('biff8'))).toEqual({ ok: true, kind: 'xls' });
    expect(detectSpreadsheetKind('a.xls', 'application/vnd.ms-excel', book('xlsx'))).toEqual({ ok: true, kind: 'xlsx' }); // an xlsx saved as .xls
    expect(detectSpreadsheetKind('a.csv', 'text/csv', Buffer.from('name;city\nA;Lund\n'))).toEqual({ ok: true, kind: 'csv' });
    expect(detectSpreadsheetKind('a.CSV', '', Buffer.from('namn,stad\nKåsan,Lund\n', 'latin1'))).toEqual({ ok: true, kind: 'csv' });
  });

  it('refuses by name, by type and by content', () => {
    expect(detectSpreadsheetKind('a.txt', 'text/plain', Buffer.from('a,b\n'))).toMatchObject({ ok: false });
    expect(detectSpreadsheetKind('a.csv', 'image/png', Buffer.from('a,b\n'))).toMatchObject({ ok: false });
    expect(detectSpreadsheetKind('a.csv', 'text/csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]))).toMatchObject({ ok: false });
    expect(detectSpreadsheetKind('a.xlsx', XLSX_TYPE, Buffer.from('name,city\n'))).toMatchObject({ ok: false });
    expect(detectSpreadsheetKind('a.csv', 'text/csv', book('xlsx'))).toMatchObject({ ok: false });
  });

  it('refuses a zip whose declared sizes pass but whose data expands further', () => {
    const good = book('xlsx', true);
    // Lower the declared uncompressed size of every central-directory entry: inflation must catch it.
    const tampered = Buffer.from(good);
    for (let i = 0; i < tampered.length - 4; i++) if (tampered.readUInt32LE(i) === 0x02014b50 && tampered.readUInt32LE(i + 24) > 10) tampered.writeUInt32LE(10, i + 24);
    expect(detectSpreadsheetKind('a.xlsx', XLSX_TYPE, tampered)).toMatchObject({ ok: false, reason: expect.stringMatching(/expands past its declared size|does not expand/) });
  });
});

describe('readSheetRows', () => {
  it('reads values only: a formula cell gives its cached value, never the formula', () => {
    const wb = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([['name', 'price'], ['A', 1]]);
    sheet.B2 = { t: 'n', v: 42, f: 'WEBSERVICE("http://evil")' };
    XLSX.utils.book_append_sheet(wb, sheet, 'S');
    const rows = [...readSheetRows(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'xlsx').rows];
    expect(rows).toEqual([['name', 'price'], ['A', 42]]);
  });

  it('keeps CSV text as written (leading zeros) and reads ; and , files', () => {
    expect([...readSheetRows(Buffer.from('phone;city\n0418-123;Lund\n'), 'csv').rows]).toEqual([['phone', 'city'], ['0418-123', 'Lund']]);
    expect([...readSheetRows(Buffer.from('\uFEFFphone,city\n040123,"Malmö, C"\n'), 'csv').rows]).toEqual([['phone', 'city'], ['040123', 'Malmö, C']]);
  });
});
