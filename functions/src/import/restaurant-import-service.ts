import type { InvocationContext } from '@azure/functions';
import {
  identityKeys,
  mapHeaderRow,
  MAX_IMPORT_ROWS,
  MAX_REPORTED_ROW_ERRORS,
  readSpreadsheetRow,
  type Restaurant,
  type SpreadsheetRestaurant,
  type UploadRowError,
} from '@lunch/shared';
import type { QueueDelivery } from '../app/declare-queue';
import { MAX_DEQUEUE_COUNT } from '../app/declare-queue';
import { now } from '../app/clock';
import { pausePointForTests } from '../app/test-pause';
import { createRestaurantsInBulk, DuplicateIndex } from '../data/restaurant-insert-repository';
import { toPublicRestaurant } from '../data/restaurant-document';
import { getRestaurantsByIds, updateRestaurant } from '../data/restaurant-repository';
import { findUpload, updateUpload, type UploadRecord } from '../data/upload-history-repository';
import { newRestaurantRecord } from '../services/restaurant-identity';
import { readImportBlob } from './import-blobs';
import type { ImportSpreadsheetMessage } from './import-message';
import { readSheetRows, UnreadableSpreadsheetError } from './spreadsheet-rows';

/** Rows resolved and written together: bounded memory (peak RSS in bench:import), one bulk call per 100 new restaurants. */
const BATCH_ROWS = 1000;
/** Bulk calls of one batch sent at the same time. */
const BULK_CALLS_AT_ONCE = 10;

export interface ImportCounts {
  rows: number;
  imported: number;
  updated: number;
  unchanged: number;
  errors: UploadRowError[];
  errorCount: number;
}

/** A new restaurant from a row: the shared defaults of every entry path, then the row's fields. */
function newRestaurant(row: SpreadsheetRestaurant, at: string): Restaurant {
  return applyRow(newRestaurantRecord({ ...placeOf(row), coordinates: row.coordinates }, at), row);
}

const placeOf = (row: SpreadsheetRestaurant) => ({ city: row.city, name: row.name, address: row.address, placeId: row.gMaps_place_id || undefined });

/** The restaurant with the row's fields set; fields the row left empty keep their value. */
function applyRow(current: Restaurant, row: SpreadsheetRestaurant): Restaurant {
  const next: Restaurant = {
    ...current,
    name: row.name,
    location: { ...current.location, address: row.address || current.location.address, coordinates: row.coordinates },
    contact: {
      ...current.contact,
      ...(row.phone !== undefined ? { phone: row.phone } : {}),
      ...(row.email !== undefined ? { email: row.email } : {}),
      ...(row.website !== undefined ? { website: row.website } : {}),
    },
  };
  for (const field of ['cuisines', 'dietaryOptions', 'lunch_includes', 'fallback_price', 'scrapingTime', 'menuPeriodicity', 'lunch_format', 'lunch_link', 'gMaps_place_id'] as const) {
    if (row[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = row[field];
  }
  return next;
}

/** Whether applying the row would change anything (ignoring updatedAt): equal rows are never written. */
function sameContent(a: Restaurant, b: Restaurant): boolean {
  return JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });
}

interface PendingRow {
  row: number;
  data: SpreadsheetRestaurant;
}

class ImportRun {
  readonly counts: ImportCounts = { rows: 0, imported: 0, updated: 0, unchanged: 0, errors: [], errorCount: 0 };
  private index = new DuplicateIndex();
  /** Keys of rows already seen in this file -> their row number (the same restaurant twice is an error). */
  private seen = new Map<string, number>();
  private at = now().toISOString();
  /** Milliseconds spent looking up existing restaurants and writing, for the worker's log line. */
  readonly timings = { lookupMs: 0, createMs: 0, updateMs: 0 };

  rowError(row: number, message: string) {
    this.counts.errorCount++;
    if (this.counts.errors.length < MAX_REPORTED_ROW_ERRORS) this.counts.errors.push({ row, message });
  }

  async writeBatch(batch: PendingRow[]): Promise<void> {
    const lookupStarted = performance.now();
    const creates: Restaurant[] = [];
    const matches = new Map<string, { city: string; rows: PendingRow[] }>(); // id -> rows (at most one, see `seen`)
    for (const pending of batch) {
      const { data, row } = pending;
      const keys = identityKeys(placeOf(data));
      const earlier = keys.map((k) => this.seen.get(k)).find((r) => r !== undefined);
      if (earlier !== undefined) {
        this.rowError(row, `the same restaurant as row ${earlier} (same place id, or same name and address in ${data.city})`);
        continue;
      }
      keys.forEach((k) => this.seen.set(k, row));
      const byPlace = data.gMaps_place_id ? await this.index.byPlaceId(data.gMaps_place_id) : undefined;
      if (byPlace && byPlace.city !== data.city) {
        this.rowError(row, `the place id belongs to a restaurant in ${byPlace.city} (id ${byPlace.id}); the import does not move restaurants between cities`);
        continue;
      }
      const existingId = byPlace?.id ?? (await this.index.byNameAddress(data))?.id;
      if (existingId) {
        matches.set(existingId, { city: data.city, rows: [pending] });
      } else {
        const created = newRestaurant(data, this.at);
        creates.push(created);
        this.index.remember(created);
      }
    }
    const createStarted = performance.now();
    this.timings.lookupMs += createStarted - lookupStarted;
    await this.createAll(creates);
    const updateStarted = performance.now();
    this.timings.createMs += updateStarted - createStarted;
    await this.updateAll(matches);
    this.timings.updateMs += performance.now() - updateStarted;
  }

  private async createAll(items: Restaurant[]): Promise<void> {
    for (const outcome of await createRestaurantsInBulk(items, BULK_CALLS_AT_ONCE)) {
      // 'exists': an earlier delivery of this message created it, or the same place was just inserted by hand.
      if (outcome === 'created') this.counts.imported++;
      else this.counts.unchanged++;
    }
  }

  private async updateAll(matches: Map<string, { city: string; rows: PendingRow[] }>): Promise<void> {
    const byCity = new Map<string, string[]>();
    for (const [id, m] of matches) byCity.set(m.city, [...(byCity.get(m.city) ?? []), id]);
    for (const [city, ids] of byCity) {
      const stored = new Map((await getRestaurantsByIds(city, ids)).map((r) => [r.id, toPublicRestaurant(r)]));
      for (const id of ids) {
        const { data } = matches.get(id)!.rows[0]!;
        const current = stored.get(id);
        if (current && sameContent(current, applyRow(current, data))) {
          this.counts.unchanged++;
          continue;
        }
        let changed = false;
        const result = await updateRestaurant(
          id,
          (fresh) => {
            const next = applyRow(fresh, data);
            if (sameContent(fresh, next)) return fresh;
            changed = true;
            return { ...next, updatedAt: now().toISOString() };
          },
          { city },
        );
        if (!result) {
          // Deleted since the index was read: create it as new.
          const created = newRestaurant(data, this.at);
          await this.createAll([created]);
        } else if (changed) this.counts.updated++;
        else this.counts.unchanged++;
      }
    }
  }
}

function summary(counts: ImportCounts): string {
  const parts = [`Imported ${counts.imported} new`, `updated ${counts.updated}`, `${counts.unchanged} unchanged`];
  if (counts.errorCount > 0) parts.push(`${counts.errorCount} row${counts.errorCount === 1 ? '' : 's'} with errors`);
  return `${parts.join(', ')} (${counts.rows} rows)`;
}

/** Reads, validates and writes one uploaded file; throws only for failures worth retrying (storage, Cosmos). */
export async function importSpreadsheet(bytes: Buffer, kind: UploadRecord['kind'], context?: InvocationContext): Promise<{ ok: true; counts: ImportCounts } | { ok: false; message: string }> {
  const started = performance.now();
  let sheet;
  try {
    sheet = readSheetRows(bytes, kind);
  } catch (err) {
    if (err instanceof UnreadableSpreadsheetError) return { ok: false, message: err.message };
    throw err;
  }
  const parseMs = performance.now() - started;
  const run = new ImportRun();
  let mapping: ReturnType<typeof mapHeaderRow> | undefined;
  let rowNumber = 0;
  let batch: PendingRow[] = [];
  for (const cells of sheet.rows) {
    rowNumber++;
    if (!mapping) {
      if (cells.every((c) => c === undefined || c === null || String(c).trim() === '')) continue; // blank lines above the header
      mapping = mapHeaderRow(cells);
      if (mapping.problem) return { ok: false, message: mapping.problem };
      continue;
    }
    const result = readSpreadsheetRow(cells, mapping);
    if (result.ok === 'blank') continue;
    run.counts.rows++;
    if (result.ok === false) run.rowError(rowNumber, result.message);
    else batch.push({ row: rowNumber, data: result.restaurant });
    if (batch.length >= BATCH_ROWS) {
      await run.writeBatch(batch);
      batch = [];
    }
  }
  if (!mapping) return { ok: false, message: 'The file is empty: no header row found' };
  await run.writeBatch(batch);
  if (sheet.truncated) run.rowError(MAX_IMPORT_ROWS + 2, `only the first ${MAX_IMPORT_ROWS} rows are imported; split the file`);
  const t = run.timings;
  context?.log(`spreadsheet import: ${summary(run.counts)} in ${Math.round(performance.now() - started)} ms (parse ${Math.round(parseMs)}, lookups ${Math.round(t.lookupMs)}, creates ${Math.round(t.createMs)}, updates ${Math.round(t.updateMs)})`);
  return { ok: true, counts: run.counts };
}

/** The history entry of an upload whose file is gone: nothing to import, the user must upload again. */
export const UPLOAD_LOST_MESSAGE = 'The uploaded file was lost before it could be imported; please upload it again';

/** Writes the import's outcome unless the entry already finished (a duplicate delivery ran first) or is gone. */
function finishUpload(upload: UploadRecord, outcome: Partial<UploadRecord> & Pick<UploadRecord, 'status' | 'message'>): Promise<UploadRecord | undefined> {
  return updateUpload(upload.userId, upload.id, (current) => (current.status !== 'pending' ? current : { ...current, ...outcome, finishedAt: now().toISOString() }));
}

/**
 * The import worker (message kind import-spreadsheet on the slow queue). Idempotent on redelivery
 * and on a second message for the same upload (the recovery queues one when it finds the upload
 * pending for long): a finished upload is left alone, and a half-done one is run again, which finds
 * the restaurants the first try wrote and writes nothing for them. A file that cannot be read ends the
 * upload as error (no retry helps); storage or Cosmos failures throw and are retried, and the last try
 * records error. Every history write is conditional, so a slower duplicate never overwrites a result.
 */
export async function handleImportMessage(message: ImportSpreadsheetMessage, context: InvocationContext, delivery: QueueDelivery): Promise<void> {
  const found = await findUpload(message.userId, message.uploadId);
  if (!found || found.status !== 'pending') {
    if (!found) context.warn(`spreadsheet import: upload ${message.uploadId} not found, nothing to do`);
    return;
  }
  await pausePointForTests('import:received');
  // Marks the import as running, so the recovery leaves it alone while it may still finish.
  const upload = await updateUpload(found.userId, found.id, (current) => (current.status !== 'pending' ? current : { ...current, importStartedAt: now().toISOString() }));
  if (!upload || upload.status !== 'pending') return;
  try {
    const bytes = await readImportBlob(upload.blobName);
    if (!bytes) {
      await finishUpload(upload, { status: 'error', message: UPLOAD_LOST_MESSAGE });
      return;
    }
    const outcome = await importSpreadsheet(bytes, upload.kind, context);
    if (!outcome.ok) {
      await finishUpload(upload, { status: 'error', message: outcome.message });
      return;
    }
    const { counts } = outcome;
    const nothingUsable = counts.rows > 0 && counts.errorCount === counts.rows;
    await finishUpload(upload, {
      status: nothingUsable || counts.rows === 0 ? 'error' : 'success',
      message: counts.rows === 0 ? 'The file has a header row but no restaurant rows' : nothingUsable ? `No row could be imported: ${summary(counts)}` : summary(counts),
      rows: counts.rows,
      imported: counts.imported,
      updated: counts.updated,
      unchanged: counts.unchanged,
      errors: counts.errors,
      errorCount: counts.errorCount,
    });
  } catch (err) {
    if (delivery.dequeueCount >= MAX_DEQUEUE_COUNT) {
      await finishUpload(upload, { status: 'error', message: 'The import failed; please try again later' }).catch(() => {});
    }
    throw err;
  }
}
