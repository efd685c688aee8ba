import { describe, expect, it } from 'vitest';
import { csvField, escapeSpreadsheetCell, mapHeaderRow, normaliseHeader, readSpreadsheetRow, SPREADSHEET_COLUMNS, spreadsheetTemplateCsv } from './spreadsheet-import';

const read = (headers: string[], cells: (string | number | null)[]) => readSpreadsheetRow(cells, mapHeaderRow(headers));

describe('header mapping', () => {
  it('accepts English and Swedish headers, ignoring case, accents, spaces and punctuation', () => {
    const mapping = mapHeaderRow(['Namn', 'ADRESS', 'stad', 'Latitud', 'longitud', 'Lunch-länk', 'Kök', 'Lunch price', 'okänd kolumn']);
    expect([...mapping.columns.values()]).toEqual(['name', 'address', 'city', 'lat', 'lng', 'lunch_link', 'cuisine', 'fallback_price']);
    expect(mapping.ignored).toEqual(['okänd kolumn']);
    expect(mapping.problem).toBeUndefined();
    expect(mapHeaderRow(['name', 'city', 'coordinates']).problem).toBeUndefined();
  });

  it('names the columns a header row lacks', () => {
    expect(mapHeaderRow(['name', 'address']).problem).toBe('The header row lacks the columns city (stad), coordinates (koordinater) or lat and lng');
    expect(mapHeaderRow(['stad', 'lat', 'lng']).problem).toBe('The header row lacks the column name (namn)');
  });

  it('has no header claimed by two columns', () => {
    const owner = new Map<string, string>();
    for (const column of SPREADSHEET_COLUMNS) {
      for (const alias of [column.header, ...column.aliases].map(normaliseHeader)) {
        expect(owner.get(alias) ?? column.field, alias).toBe(column.field);
        owner.set(alias, column.field);
      }
    }
  });
});

describe('row validation', () => {
  const headers = ['name', 'address', 'city', 'coordinates', 'cuisine', 'fallback_price', 'scrapingTime', 'menuPeriodicity', 'lunch_format', 'website'];

  it('reads a prototype name in an enum cell as an unknown value, never a match', () => {
    for (const value of ['constructor', '__proto__', 'toString']) {
      const row = read(headers, ['Krogen', 'Storgatan 1', 'Malmö', '55.605, 13.0038', '', '', '', value, '', '']);
      expect(row.ok, value).toBe(false);
    }
  });

  it('reads a full row: city canonical, coordinates in GeoJSON order, enums and lists checked', () => {
    expect(read(headers, ['  Krogen ', 'Storgatan 1', 'malmö', '55.605, 13.0038', 'svensk; Pizza', '125 kr', 'kväll', 'Veckovis', 'pdf_1', 'www.krogen.se'])).toEqual({
      ok: true,
      restaurant: { name: 'Krogen', address: 'Storgatan 1', city: 'Malmö', coordinates: [13.0038, 55.605], cuisines: ['Svensk', 'Pizza'], fallback_price: 125, scrapingTime: 'EVENING', menuPeriodicity: 'Weekly', lunch_format: 'PDF_1', website: 'https://www.krogen.se/' },
    });
  });

  it('accepts lat/lng columns with numbers or Swedish decimal commas, and the coordinates forms', () => {
    expect(read(['name', 'city', 'lat', 'lng'], ['A', 'Lund', 55.7047, '13,191'])).toMatchObject({ ok: true, restaurant: { coordinates: [13.191, 55.7047] } });
    expect(read(['name', 'city', 'coordinates'], ['A', 'Lund', '55,7047; 13,191'])).toMatchObject({ ok: true, restaurant: { coordinates: [13.191, 55.7047] } });
    expect(read(['name', 'city', 'coordinates'], ['A', 'Lund', '55.7047 13.191'])).toMatchObject({ ok: true, restaurant: { coordinates: [13.191, 55.7047] } });
  });

  it('leaves out the optional fields a row left empty (an update never blanks them)', () => {
    const result = read(headers, ['Krogen', '', 'Lund', '55.7, 13.19', '', '', '', '', '', '']);
    expect(result).toEqual({ ok: true, restaurant: { name: 'Krogen', address: '', city: 'Lund', coordinates: [13.19, 55.7] } });
  });

  it('gives one message per bad row', () => {
    expect(read(headers, ['', 'x', 'Lund', '55.7, 13.19'])).toEqual({ ok: false, message: 'name is missing' });
    expect(read(headers, ['A', 'x', '', '55.7, 13.19'])).toEqual({ ok: false, message: 'city is missing' });
    expect(read(headers, ['A', 'x', 'Atlantis', '55.7, 13.19'])).toMatchObject({ ok: false, message: expect.stringMatching(/^city 'Atlantis' is not one of the service's cities/) });
    expect(read(headers, ['A', 'x', 'Lund', '95, 13.19'])).toEqual({ ok: false, message: 'latitude 95 is outside -90 to 90' });
    expect(read(headers, ['A', 'x', 'Lund', '55, 190'])).toEqual({ ok: false, message: 'longitude 190 is outside -180 to 180' });
    expect(read(headers, ['A', 'x', 'Lund', 'nära torget'])).toMatchObject({ ok: false, message: expect.stringMatching(/^coordinates must be "latitude, longitude"/) });
    expect(read(headers, ['A', 'x', 'Lund', ''])).toEqual({ ok: false, message: 'coordinates are missing (coordinates, or lat and lng)' });
    expect(read(headers, ['A', 'x', 'Lund', '55.7, 13.19', 'Marsiansk'])).toMatchObject({ ok: false, message: expect.stringMatching(/^cuisine 'Marsiansk' is not one of/) });
    expect(read(headers, ['A', 'x', 'Lund', '55.7, 13.19', '', 'gratis'])).toMatchObject({ ok: false, message: expect.stringMatching(/^fallback_price must be a number/) });
    expect(read(headers, ['A', 'x', 'Lund', '55.7, 13.19', '', '', 'NOON'])).toMatchObject({ ok: false, message: expect.stringMatching(/^scrapingTime 'NOON' is not one of MORNING, EVENING/) });
    expect(read(headers, ['A', 'x', 'Lund', '55.7, 13.19', '', '', '', '', '', 'javascript:alert(1)'])).toMatchObject({ ok: false, message: expect.stringMatching(/^website must be an http\(s\) address/) });
    expect(read(headers, ['x'.repeat(121), 'x', 'Lund', '55.7, 13.19'])).toEqual({ ok: false, message: 'name is longer than 120 characters' });
  });

  it('treats a row of empty cells as blank, not as an error', () => {
    expect(read(headers, ['', ' ', null])).toEqual({ ok: 'blank' });
  });
});

describe('exports', () => {
  it('escapes cells that a spreadsheet program would run as formulas', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+46 40 123', '-1+2', '@SUM(A1)', '\t=1']) expect(escapeSpreadsheetCell(cell).startsWith("'")).toBe(true);
    expect(escapeSpreadsheetCell('Krogen')).toBe('Krogen');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
  });

  it('writes a template whose header row maps back to every documented field but lat/lng', () => {
    const [header, example] = spreadsheetTemplateCsv().replace(/^\uFEFF/, '').trim().split('\r\n') as [string, string];
    const mapping = mapHeaderRow(header.split(','));
    expect(mapping.problem).toBeUndefined();
    expect(mapping.ignored).toEqual([]);
    expect(example).toContain('Malmö');
  });
});
