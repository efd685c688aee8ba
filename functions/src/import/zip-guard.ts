import { inflateRawSync } from 'node:zlib';

/**
 * Zip-bomb guard for xlsx files (an xlsx is a zip). SheetJS inflates every part it needs into memory,
 * so before it sees a file the central directory is read here and the declared uncompressed sizes are
 * capped; `verifyZipInflation` then inflates each entry with zlib's maxOutputLength set to its declared
 * size, so a directory that lies about its sizes is caught too, with memory bounded by the caps.
 */

/** What one 10 MB xlsx may expand to: sheet XML of a 10 MB file is typically 5-15 times its size. */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** One part (one sheet's XML, the shared strings) may not be larger than this. */
export const MAX_XLSX_ENTRY_BYTES = 150 * 1024 * 1024;
/** A workbook needs a few dozen parts; thousands mean something else. */
export const MAX_XLSX_ENTRIES = 2_000;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export type ZipCheck = { ok: true; entries: ZipEntry[] } | { ok: false; reason: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** Reads the zip's central directory (no zip64: a spreadsheet under 10 MB never needs it). */
export function readZipDirectory(zip: Buffer): ZipCheck {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_SIGNATURE) return { ok: false, reason: 'not a zip file' };
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'the zip has no central directory' };
  const count = zip.readUInt16LE(eocd + 10);
  const size = zip.readUInt32LE(eocd + 12);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return { ok: false, reason: 'zip64 archives are not accepted' };
  if (count > MAX_XLSX_ENTRIES) return { ok: false, reason: `the zip holds ${count} entries (at most ${MAX_XLSX_ENTRIES})` };
  if (offset + size > eocd) return { ok: false, reason: 'the zip central directory is damaged' };
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return { ok: false, reason: 'the zip central directory is damaged' };
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const uncompressedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) return { ok: false, reason: 'zip64 entries are not accepted' };
    if (uncompressedSize > MAX_XLSX_ENTRY_BYTES) return { ok: false, reason: `the part ${name} expands to ${uncompressedSize} bytes (at most ${MAX_XLSX_ENTRY_BYTES})` };
    total += uncompressedSize;
    if (total > MAX_XLSX_UNCOMPRESSED_BYTES) return { ok: false, reason: `the file expands to more than ${MAX_XLSX_UNCOMPRESSED_BYTES / 1024 / 1024} MB` };
    if (localHeaderOffset + 30 + compressedSize > zip.length) return { ok: false, reason: `the part ${name} points outside the file` };
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries };
}

/** Whether the zip looks like an Office Open XML workbook ([Content_Types].xml and an xl/ part). */
export function isXlsxDirectory(entries: readonly ZipEntry[]): boolean {
  return entries.some((e) => e.name === '[Content_Types].xml') && entries.some((e) => e.name.startsWith('xl/'));
}

/**
 * Inflates every entry with its declared size as the ceiling (zlib stops past it), so the sizes the
 * directory declares are the sizes SheetJS will meet. Runs one entry at a time: peak memory is one part.
 */
export function verifyZipInflation(zip: Buffer, entries: readonly ZipEntry[]): { ok: true } | { ok: false; reason: string } {
  for (const entry of entries) {
    const local = entry.localHeaderOffset;
    if (zip.readUInt32LE(local) !== LOCAL_SIGNATURE) return { ok: false, reason: `the part ${entry.name} has no local header` };
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return { ok: false, reason: `the stored part ${entry.name} has inconsistent sizes` };
      continue;
    }
    if (entry.method !== 8) return { ok: false, reason: `the part ${entry.name} uses an unsupported compression method ${entry.method}` };
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (out.length !== entry.uncompressedSize) return { ok: false, reason: `the part ${entry.name} does not expand to its declared size` };
    } catch {
      return { ok: false, reason: `the part ${entry.name} expands past its declared size or is damaged` };
    }
  }
  return { ok: true };
}
