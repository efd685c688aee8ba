import { CITIES, findCity } from './cities';
import { CUISINES, DIETARY_OPTIONS, LUNCH_FORMATS, MENU_PERIODICITIES, SCRAPING_TIMES } from './options';
import type { Restaurant } from './types';

/**
 * Spreadsheet import of restaurants (the dashboard's Excel Import tab): the API shapes of the upload
 * and its history, the documented columns (Swedish and English headers), and the pure per-row
 * validation the import worker runs. Nothing here reads files: the worker turns a sheet into rows of
 * cells and hands each row to `readSpreadsheetRow`.
 */

// ---------------------------------------------------------------------------------------------
// API shapes
// ---------------------------------------------------------------------------------------------

/** The largest file POST /api/admin/excel-upload accepts (spec section 9: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How many entries GET /api/admin/excel-upload/history returns (spec: history shows 5). */
export const UPLOAD_HISTORY_LIMIT = 5;
export const UPLOAD_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** The file input's accept attribute. */
export const UPLOAD_ACCEPT = '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

/** The panel's texts (spec sections 5 and 8); the server answers with the same title/message pairs. */
export const UPLOAD_TEXTS = {
  invalidTypeTitle: 'Invalid File Type',
  invalidTypeMessage: 'Please upload an Excel file (.xlsx, .xls) or CSV file (.csv)',
  tooLargeTitle: 'File Too Large',
  tooLargeMessage: 'Please upload a file smaller than 10MB',
  success: 'Upload Successful!',
  failed: 'Upload failed',
} as const;

export type UploadStatus = 'pending' | 'success' | 'error';

/** One row the import could not use; `row` is the spreadsheet's own row number (the header is row 1). */
export interface UploadRowError {
  row: number;
  message: string;
}

/** One upload, as GET /api/admin/excel-upload/history returns it. */
export interface UploadHistoryEntry {
  id: string;
  /** The original file name as uploaded. */
  fileName: string;
  /** When the file was uploaded (ISO timestamp). */
  timestamp: string;
  /** pending until the import worker finished; success also when some rows had errors (see errors). */
  status: UploadStatus;
  /** A sentence for the panel: "Queued for import", "Imported 12 new, updated 3, 40 unchanged, 2 rows with errors", or the failure. */
  message: string;
  /** Data rows read (header excluded, blank rows skipped); present once finished. */
  rows?: number;
  /** Restaurants created (NEW=true, shown in the New-restaurants tab). */
  imported?: number;
  /** Existing restaurants (same place id, else same name and address in the city) whose fields changed. */
  updated?: number;
  /** Rows that matched an existing restaurant with nothing to change (no write). */
  unchanged?: number;
  /** Rows skipped, with why; at most MAX_REPORTED_ROW_ERRORS are listed (errorCount has the total). */
  errors?: UploadRowError[];
  errorCount?: number;
  /** When the import finished (ISO timestamp). */
  finishedAt?: string;
}

/** GET /api/admin/excel-upload/history: the caller's latest 5 uploads, newest first. */
export interface UploadHistoryResponse {
  uploads: UploadHistoryEntry[];
}

/** POST /api/admin/excel-upload answers 202 with this; the import runs in the background. */
export interface ExcelUploadResponse {
  success: true;
  /** The id of the upload's history entry: its status and message tell how the import ended. */
  uploadId: string;
  message: string;
}

/** Refusals of the upload: { error, message } as every API error (400 Invalid File Type, 413 File Too Large). */
export interface ExcelUploadError {
  error: string;
  message: string;
}

/** Row errors kept on a history entry (a 50,000-row file of garbage must not make a 2 MB document). */
export const MAX_REPORTED_ROW_ERRORS = 100;

/** The largest number of data rows one file may hold; rows past it are reported as one error. */
export const MAX_IMPORT_ROWS = 100_000;

// ---------------------------------------------------------------------------------------------
// Columns
// ---------------------------------------------------------------------------------------------

export type SpreadsheetField =
  | 'name'
  | 'address'
  | 'city'
  | 'coordinates'
  | 'lat'
  | 'lng'
  | 'lunch_link'
  | 'phone'
  | 'email'
  | 'website'
  | 'cuisine'
  | 'dietaryOptions'
  | 'lunch_includes'
  | 'fallback_price'
  | 'scrapingTime'
  | 'menuPeriodicity'
  | 'lunch_format'
  | 'gMaps_place_id';

export interface SpreadsheetColumn {
  field: SpreadsheetField;
  /** The header the template uses. */
  header: string;
  /** Every header accepted for this column (English and Swedish); compared after normaliseHeader. */
  aliases: readonly string[];
  required: boolean;
  description: string;
  example: string;
}

/**
 * The documented columns. Headers are matched case-, accent-, space- and punctuation-insensitively
 * ("Lunch link", "lunch_link" and "LUNCHLÄNK" all work). Unknown columns are ignored.
 */
export const SPREADSHEET_COLUMNS: readonly SpreadsheetColumn[] = [
  { field: 'name', header: 'name', aliases: ['name', 'namn', 'restaurant', 'restaurang', 'restaurant name', 'restaurangnamn'], required: true, description: 'Restaurant name (at most 120 characters)', example: 'Exempelkrogen' },
  { field: 'address', header: 'address', aliases: ['address', 'adress', 'gatuadress', 'street', 'street address'], required: false, description: 'Street address', example: 'Storgatan 1' },
  { field: 'city', header: 'city', aliases: ['city', 'stad', 'ort'], required: true, description: `One of the service's cities: ${CITIES.map((c) => c.name).join(', ')}`, example: 'Malmö' },
  { field: 'coordinates', header: 'coordinates', aliases: ['coordinates', 'koordinater', 'position', 'latlng', 'lat lng', 'lat,lng'], required: false, description: '"latitude, longitude" as Google Maps shows it (or use the lat and lng columns)', example: '55.6050, 13.0038' },
  { field: 'lat', header: 'lat', aliases: ['lat', 'latitude', 'latitud'], required: false, description: 'Latitude (-90 to 90), with lng instead of coordinates', example: '' },
  { field: 'lng', header: 'lng', aliases: ['lng', 'lon', 'long', 'longitude', 'longitud'], required: false, description: 'Longitude (-180 to 180), with lat instead of coordinates', example: '' },
  { field: 'lunch_link', header: 'lunch_link', aliases: ['lunch_link', 'lunch link', 'lunchlink', 'lunch url', 'menu url', 'menu link', 'lunchlänk', 'menylänk', 'lunchmeny'], required: false, description: 'The page with the lunch menu (http or https)', example: 'https://example.se/lunch' },
  { field: 'phone', header: 'phone', aliases: ['phone', 'telephone', 'telefon', 'tel', 'telefonnummer'], required: false, description: 'Phone number', example: '040-123 45 67' },
  { field: 'email', header: 'email', aliases: ['email', 'e-mail', 'mail', 'e-post', 'epost'], required: false, description: 'E-mail address', example: '' },
  { field: 'website', header: 'website', aliases: ['website', 'web', 'webbplats', 'hemsida', 'webbsida', 'url'], required: false, description: 'Website (http or https; "www.x.se" gets https://)', example: 'https://example.se' },
  { field: 'cuisine', header: 'cuisine', aliases: ['cuisine', 'cuisines', 'kök', 'köket', 'kokstyp', 'kökstyp', 'mat'], required: false, description: `Comma-separated, from: ${CUISINES.join(', ')}`, example: 'Svensk, Buffet' },
  { field: 'dietaryOptions', header: 'dietaryOptions', aliases: ['dietaryoptions', 'dietary options', 'dietary', 'kost', 'specialkost', 'kostalternativ'], required: false, description: `Comma-separated, from: ${DIETARY_OPTIONS.join(', ')}`, example: 'Vegetarisk' },
  { field: 'lunch_includes', header: 'lunch_includes', aliases: ['lunch_includes', 'lunch includes', 'includes', 'ingår', 'ingår i lunchen'], required: false, description: 'Comma-separated words (kaffe, sallad, bröd, ...)', example: 'kaffe, sallad' },
  { field: 'fallback_price', header: 'fallback_price', aliases: ['fallback_price', 'fallback price', 'price', 'lunch price', 'pris', 'lunchpris', 'standardpris'], required: false, description: 'Usual lunch price in SEK (0 to 10000)', example: '125' },
  { field: 'scrapingTime', header: 'scrapingTime', aliases: ['scrapingtime', 'scraping time', 'scraping_time', 'hämtningstid', 'hämtas'], required: false, description: `${SCRAPING_TIMES.join(' or ')} (morgon/kväll accepted)`, example: 'MORNING' },
  { field: 'menuPeriodicity', header: 'menuPeriodicity', aliases: ['menuperiodicity', 'menu periodicity', 'menu_periodicity', 'periodicity', 'periodicitet', 'menyperiodicitet'], required: false, description: `${MENU_PERIODICITIES.join(', ')} (daglig, veckovis, månadsvis, aldrig accepted)`, example: 'Weekly' },
  { field: 'lunch_format', header: 'lunch_format', aliases: ['lunch_format', 'lunch format', 'format', 'lunchformat', 'menyformat'], required: false, description: LUNCH_FORMATS.join(', '), example: 'HTML' },
  { field: 'gMaps_place_id', header: 'gMaps_place_id', aliases: ['gmaps_place_id', 'place_id', 'place id', 'google place id', 'plats-id'], required: false, description: 'Google Maps place id (the strongest duplicate key)', example: '' },
];

/** Lowercase, accents and every non-letter/digit removed: "Lunch-länk " and "lunchlank" compare equal. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const HEADER_LOOKUP: ReadonlyMap<string, SpreadsheetField> = new Map(SPREADSHEET_COLUMNS.flatMap((c) => c.aliases.map((a) => [normaliseHeader(a), c.field] as const)));

/** A cell as the worker hands it over: SheetJS values (text, number, boolean) or nothing. */
export type SpreadsheetCell = string | number | boolean | null | undefined;

export interface HeaderMapping {
  /** Column index -> field; the first column wins when two map to the same field. */
  columns: Map<number, SpreadsheetField>;
  /** Headers that matched no documented column (ignored). */
  ignored: string[];
  /** Why the header row cannot be used (no name, city or position column), else undefined. */
  problem?: string;
}

/** Maps the header row to documented fields. */
export function mapHeaderRow(cells: readonly SpreadsheetCell[]): HeaderMapping {
  const columns = new Map<number, SpreadsheetField>();
  const taken = new Set<SpreadsheetField>();
  const ignored: string[] = [];
  cells.forEach((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const field = HEADER_LOOKUP.get(normaliseHeader(text));
    if (!field) ignored.push(text);
    else if (!taken.has(field)) {
      taken.add(field);
      columns.set(index, field);
    }
  });
  const missing: string[] = [];
  if (!taken.has('name')) missing.push('name (namn)');
  if (!taken.has('city')) missing.push('city (stad)');
  if (!taken.has('coordinates') && !(taken.has('lat') && taken.has('lng'))) missing.push('coordinates (koordinater) or lat and lng');
  return { columns, ignored, ...(missing.length > 0 ? { problem: `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

/**
 * The restaurant fields one valid row sets. Optional fields are present only when the row had a value,
 * so an update never blanks a field the sheet left empty.
 */
export interface SpreadsheetRestaurant {
  name: string;
  city: string;
  address: string;
  /** GeoJSON order [longitude, latitude], as Restaurant.location.coordinates. */
  coordinates: [number, number];
  phone?: string;
  email?: string;
  website?: string;
  lunch_link?: string;
  cuisines?: string[];
  dietaryOptions?: string[];
  lunch_includes?: string[];
  fallback_price?: number;
  scrapingTime?: Restaurant['scrapingTime'];
  menuPeriodicity?: Restaurant['menuPeriodicity'];
  lunch_format?: NonNullable<Restaurant['lunch_format']>;
  gMaps_place_id?: string;
}

export type SpreadsheetRowResult = { ok: true; restaurant: SpreadsheetRestaurant } | { ok: false; message: string } | { ok: 'blank' };

export function cellText(cell: SpreadsheetCell): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).replace(/\s+/g, ' ').trim();
}

/** A number from a cell: numbers as they are, text with a decimal point or a Swedish decimal comma. */
function cellNumber(cell: SpreadsheetCell): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  const text = cellText(cell).replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** "55.605, 13.0038", "55.605 13.0038", "55,605; 13,0038" -> [lat, lng] as written (latitude first). */
function parseLatLng(text: string): [number, number] | undefined {
  const t = text.replace(/^[[(]|[\])]$/g, '').trim();
  let parts: string[];
  if (t.includes(';')) parts = t.split(';');
  else if (/^[-+]?\d+(\.\d+)?\s*,\s*[-+]?\d+(\.\d+)?$/.test(t)) parts = t.split(',');
  else parts = t.split(/\s+/);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map((p) => cellNumber(p.trim()));
  return a === undefined || b === undefined ? undefined : [a, b];
}

function httpUrl(text: string, field: string): { ok: true; value: string } | { ok: false; message: string } {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) throw new Error('not http');
    if (url.href.length > 2000) return { ok: false, message: `${field} is longer than 2000 characters` };
    return { ok: true, value: url.href };
  } catch {
    return { ok: false, message: `${field} must be an http(s) address, got '${text.slice(0, 80)}'` };
  }
}

function splitList(text: string): string[] {
  return text.split(/[,;|]/).map((s) => s.trim()).filter(Boolean);
}

function fromList<T extends string>(values: string[], allowed: readonly T[], field: string): { ok: true; value: T[] } | { ok: false; message: string } {
  const out: T[] = [];
  for (const v of values) {
    const hit = allowed.find((a) => normaliseHeader(a) === normaliseHeader(v));
    if (!hit) return { ok: false, message: `${field} '${v.slice(0, 40)}' is not one of ${allowed.join(', ')}` };
    if (!out.includes(hit)) out.push(hit);
  }
  return { ok: true, value: out };
}

const ENUM_SYNONYMS: Record<string, string> = {
  morgon: 'MORNING', morning: 'MORNING', fm: 'MORNING', kvall: 'EVENING', evening: 'EVENING', em: 'EVENING',
  daglig: 'Daily', dagligen: 'Daily', daily: 'Daily', veckovis: 'Weekly', vecka: 'Weekly', weekly: 'Weekly',
  manadsvis: 'Monthly', manad: 'Monthly', monthly: 'Monthly', special: 'Special', aldrig: 'Never', never: 'Never',
};

function fromEnum<T extends string>(text: string, allowed: readonly T[], field: string): { ok: true; value: T } | { ok: false; message: string } {
  const key = normaliseHeader(text);
  // The text comes from the file: own properties only, so "constructor" is just an unknown value.
  const synonym = Object.hasOwn(ENUM_SYNONYMS, key) ? ENUM_SYNONYMS[key] : undefined;
  const hit = allowed.find((a) => normaliseHeader(a) === key || a === synonym);
  return hit ? { ok: true, value: hit } : { ok: false, message: `${field} '${text.slice(0, 40)}' is not one of ${allowed.join(', ')}` };
}

const MAX_TEXT = { name: 120, address: 200, phone: 40, email: 200, lunch_includes: 40, gMaps_place_id: 300 } as const;

/**
 * Validates one data row against the header mapping. A row whose cells are all empty is 'blank'
 * (skipped, not an error). The first problem found is the row's error message.
 */
export function readSpreadsheetRow(cells: readonly SpreadsheetCell[], mapping: HeaderMapping): SpreadsheetRowResult {
  const raw = new Map<SpreadsheetField, SpreadsheetCell>();
  let anything = false;
  for (const [index, field] of mapping.columns) {
    const cell = cells[index];
    if (cellText(cell) !== '') {
      raw.set(field, cell);
      anything = true;
    }
  }
  if (!anything) return { ok: 'blank' };
  const text = (f: SpreadsheetField) => cellText(raw.get(f));
  const fail = (message: string): SpreadsheetRowResult => ({ ok: false, message });

  const name = text('name');
  if (!name) return fail('name is missing');
  if (name.length > MAX_TEXT.name) return fail(`name is longer than ${MAX_TEXT.name} characters`);

  const cityText = text('city');
  if (!cityText) return fail('city is missing');
  const city = findCity(cityText);
  if (!city) return fail(`city '${cityText.slice(0, 40)}' is not one of the service's cities (${CITIES.map((c) => c.name).join(', ')})`);

  const address = text('address');
  if (address.length > MAX_TEXT.address) return fail(`address is longer than ${MAX_TEXT.address} characters`);

  let lat: number | undefined;
  let lng: number | undefined;
  if (raw.has('coordinates')) {
    const pair = parseLatLng(text('coordinates'));
    if (!pair) return fail(`coordinates must be "latitude, longitude", got '${text('coordinates').slice(0, 40)}'`);
    [lat, lng] = pair;
  } else if (raw.has('lat') || raw.has('lng')) {
    lat = cellNumber(raw.get('lat'));
    lng = cellNumber(raw.get('lng'));
    if (lat === undefined) return fail(`lat must be a number, got '${text('lat').slice(0, 40)}'`);
    if (lng === undefined) return fail(`lng must be a number, got '${text('lng').slice(0, 40)}'`);
  }
  if (lat === undefined || lng === undefined) return fail('coordinates are missing (coordinates, or lat and lng)');
  if (lat < -90 || lat > 90) return fail(`latitude ${lat} is outside -90 to 90`);
  if (lng < -180 || lng > 180) return fail(`longitude ${lng} is outside -180 to 180`);

  const restaurant: SpreadsheetRestaurant = { name, city: city.name, address, coordinates: [lng, lat] };

  for (const field of ['phone', 'email', 'gMaps_place_id'] as const) {
    const value = text(field);
    if (!value) continue;
    if (value.length > MAX_TEXT[field]) return fail(`${field} is longer than ${MAX_TEXT[field]} characters`);
    if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return fail(`email '${value.slice(0, 40)}' is not an e-mail address`);
    if (field === 'gMaps_place_id' && !/^[A-Za-z0-9_:-]+$/.test(value)) return fail('gMaps_place_id has unexpected characters');
    restaurant[field] = value;
  }
  for (const field of ['website', 'lunch_link'] as const) {
    const value = text(field);
    if (!value) continue;
    const url = httpUrl(value, field);
    if (!url.ok) return fail(url.message);
    restaurant[field] = url.value;
  }
  if (raw.has('cuisine')) {
    const list = fromList(splitList(text('cuisine')), CUISINES, 'cuisine');
    if (!list.ok) return fail(list.message);
    restaurant.cuisines = list.value;
  }
  if (raw.has('dietaryOptions')) {
    const list = fromList(splitList(text('dietaryOptions')), DIETARY_OPTIONS, 'dietaryOptions');
    if (!list.ok) return fail(list.message);
    restaurant.dietaryOptions = list.value;
  }
  if (raw.has('lunch_includes')) {
    const words = splitList(text('lunch_includes')).map((w) => w.toLocaleLowerCase('sv-SE'));
    if (words.some((w) => w.length > MAX_TEXT.lunch_includes)) return fail(`lunch_includes words must be at most ${MAX_TEXT.lunch_includes} characters`);
    restaurant.lunch_includes = [...new Set(words)].slice(0, 30);
  }
  if (raw.has('fallback_price')) {
    const price = cellNumber(String(cellText(raw.get('fallback_price'))).replace(/\s*(kr|sek|:-)\s*$/i, ''));
    if (price === undefined || price < 0 || price > 10_000) return fail(`fallback_price must be a number from 0 to 10000, got '${text('fallback_price').slice(0, 40)}'`);
    restaurant.fallback_price = Math.round(price);
  }
  if (raw.has('scrapingTime')) {
    const value = fromEnum(text('scrapingTime'), SCRAPING_TIMES, 'scrapingTime');
    if (!value.ok) return fail(value.message);
    restaurant.scrapingTime = value.value;
  }
  if (raw.has('menuPeriodicity')) {
    const value = fromEnum(text('menuPeriodicity'), MENU_PERIODICITIES, 'menuPeriodicity');
    if (!value.ok) return fail(value.message);
    restaurant.menuPeriodicity = value.value;
  }
  if (raw.has('lunch_format')) {
    const value = fromEnum(text('lunch_format'), LUNCH_FORMATS, 'lunch_format');
    if (!value.ok) return fail(value.message);
    restaurant.lunch_format = value.value;
  }
  return { ok: true, restaurant };
}

/**
 * A cell for an export or template: text beginning with = + - @ (or a tab / carriage return) would be
 * run as a formula by spreadsheet programs, so it gets a leading apostrophe (OWASP CSV injection).
 */
export function escapeSpreadsheetCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field: escaped against formulas, quoted when it holds a delimiter, quote or line break. */
export function csvField(value: string): string {
  const safe = escapeSpreadsheetCell(value);
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The downloadable template: the documented headers and one example row (UTF-8 with BOM for Excel). */
export function spreadsheetTemplateCsv(): string {
  const columns = SPREADSHEET_COLUMNS.filter((c) => c.field !== 'lat' && c.field !== 'lng');
  const lines = [columns.map((c) => csvField(c.header)).join(','), columns.map((c) => csvField(c.example)).join(',')];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
