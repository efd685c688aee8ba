import { describe, expect, it } from 'vitest';
import { checkSpreadsheetFile } from '../check-file';

describe('checkSpreadsheetFile', () => {
  it('accepts Excel and CSV files up to 10 MB', () => {
    expect(checkSpreadsheetFile({ name: 'lista.xlsx', size: 1000, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBeNull();
    expect(checkSpreadsheetFile({ name: 'LISTA.XLS', size: 1000, type: 'application/vnd.ms-excel' })).toBeNull();
    expect(checkSpreadsheetFile({ name: 'lista.csv', size: 10 * 1024 * 1024, type: 'text/csv' })).toBeNull();
    expect(checkSpreadsheetFile({ name: 'lista.csv', size: 10, type: '' })).toBeNull();
  });

  it('refuses other types and larger files with the spec texts', () => {
    expect(checkSpreadsheetFile({ name: 'bild.png', size: 10, type: 'image/png' })).toEqual({ title: 'Invalid File Type', message: 'Please upload an Excel file (.xlsx, .xls) or CSV file (.csv)' });
    expect(checkSpreadsheetFile({ name: 'lista.csv', size: 10, type: 'image/png' })?.title).toBe('Invalid File Type');
    expect(checkSpreadsheetFile({ name: 'lista.xlsx', size: 10 * 1024 * 1024 + 1, type: '' })).toEqual({ title: 'File Too Large', message: 'Please upload a file smaller than 10MB' });
  });
});
