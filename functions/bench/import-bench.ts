import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import * as XLSX from 'xlsx';
import { CITIES, CUISINES, MAX_UPLOAD_BYTES, type UploadHistoryEntry } from '@lunch/shared';
import { startStack } from '../test/support/local-stack';
import { ApiClient } from '../test/support/http-client';

/**
 * npm run bench:import — a 10 MB CSV and a 10 MB xlsx of restaurants imported into a fresh DATA_DIR
 * (timers off). For each file: upload time, import time (202 until the history entry is finished),
 * rows per second, and the worker's memory. The import worker runs in the stack's main process (the
 * local Functions host and its queue runner; Cosmos DB and Azurite are child processes of their own),
 * so its RSS is sampled from /proc every 50 ms while the file imports; the peak minus the idle RSS
 * before the upload is what the import cost. Exits non-zero when a file takes 60 s or more, the peak
 * RSS passes BENCH_MAX_RSS_MB (default 1024), or the import does not end in success.
 */
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
const MAX_RSS_MB = Number(process.env.BENCH_MAX_RSS_MB ?? 1024);
const TARGET_BYTES = MAX_UPLOAD_BYTES - 32 * 1024; // just under the 10 MB limit
const ADMIN = { username: 'bench-admin', password: 'bench-admin-long-password' };
const HEADERS = ['name', 'address', 'city', 'lat', 'lng', 'lunch_link', 'phone', 'website', 'cuisine', 'fallback_price', 'scrapingTime', 'menuPeriodicity', 'lunch_format'];

const STREETS = ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Järnvägsgatan', 'Östra Hamngatan', 'Södra Förstadsgatan', 'Västra Vallgatan', 'Norra Allén'];
const WORDS = ['Krogen', 'Bistro', 'Kök & Bar', 'Matsal', 'Lunchrum', 'Trattoria', 'Kafé', 'Brasserie', 'Pizzeria', 'Sushibar'];

/** One restaurant row; `prefix` keeps the CSV's and the xlsx's restaurants apart (both are new). */
function row(prefix: string, n: number): (string | number)[] {
  const city = CITIES[n % CITIES.length]!;
  const slug = `${prefix}-${n.toString(36)}`;
  return [
    `${WORDS[n % WORDS.length]} ${prefix} ${n}`,
    `${STREETS[(n >> 3) % STREETS.length]} ${1 + (n % 97)}`,
    city.name,
    Number((city.lat + ((n % 1000) - 500) / 20_000).toFixed(5)),
    Number((city.lng + ((n % 777) - 388) / 20_000).toFixed(5)),
    `https://${slug}.example.se/lunch`,
    `0${10 + (n % 90)}-${String(100000 + ((n * 7919) % 900000)).replace(/(\d{3})(\d{3})/, '$1 $2')}`,
    `https://${slug}.example.se`,
    `${CUISINES[n % CUISINES.length]}, ${CUISINES[(n + 5) % CUISINES.length]}`,
    95 + (n % 12) * 5,
    n % 3 === 0 ? 'EVENING' : 'MORNING',
    n % 5 === 0 ? 'Daily' : 'Weekly',
    n % 4 === 0 ? 'PDF_1' : 'HTML',
  ];
}

const csvCell = (v: string | number) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v));

function makeCsv(prefix: string): { bytes: Buffer; rows: number } {
  const lines = [HEADERS.join(',')];
  let size = lines[0]!.length + 2;
  for (let n = 0; ; n++) {
    const line = row(prefix, n).map(csvCell).join(',');
    if (size + line.length * 1.05 + 2 > TARGET_BYTES) break; // å/ä/ö take two bytes
    lines.push(line);
    size += Buffer.byteLength(line) + 2;
  }
  return { bytes: Buffer.from(lines.join('\r\n') + '\r\n'), rows: lines.length - 1 };
}

function makeXlsx(prefix: string): { bytes: Buffer; rows: number } {
  const write = (count: number) => {
    const aoa: (string | number)[][] = [HEADERS];
    for (let n = 0; n < count; n++) aoa.push(row(prefix, n));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa, { dense: true } as XLSX.AOA2SheetOpts), 'Restauranger');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  };
  // Size grows linearly with rows: measure a sample, then scale to just under the target.
  let count = 20_000;
  let bytes = write(count);
  for (let i = 0; i < 4; i++) {
    const next = Math.floor((count * TARGET_BYTES * 0.99) / bytes.length);
    if (Math.abs(next - count) < count * 0.01 && bytes.length <= TARGET_BYTES) break;
    count = next;
    bytes = write(count);
  }
  while (bytes.length > TARGET_BYTES) bytes = write((count = Math.floor(count * 0.98)));
  return { bytes, rows: count };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function upload(admin: ApiClient, baseUrl: string, fileName: string, contentType: string, bytes: Buffer): Promise<{ status: number; json: any }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/admin/excel-upload', baseUrl), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), cookie: admin.cookie! },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-import-bench-'));
const stack = await startStack({ dataDir, env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOCAL_TIMERS: 'off' } });
let failed = false;
try {
  const { pid } = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { pid: number };
  const admin = new ApiClient(stack.baseUrl);
  if ((await admin.login(ADMIN.username, ADMIN.password)).status !== 200) throw new Error('bench admin could not log in');

  // BENCH_FILES=xlsx (or csv) runs one file alone on the fresh stack; by default the CSV, then the
  // xlsx on top of its 60,000 restaurants (the harder case for the local Cosmos server, see README).
  const wanted = (process.env.BENCH_FILES ?? 'csv,xlsx').split(',');
  const files = [
    ...(wanted.includes('csv') ? [{ name: 'bench.csv', type: 'text/csv', ...makeCsv('C') }] : []),
    ...(wanted.includes('xlsx') ? [{ name: 'bench.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...makeXlsx('X') }] : []),
  ];
  console.log(`\n${os.cpus().length} cores, Node ${process.version}, worker = the stack process (pid ${pid}); limits ${MAX_SECONDS} s and ${MAX_RSS_MB} MB RSS per file\n`);
  console.log('file        size MB   rows     upload s  import s  rows/s   idle RSS MB  peak RSS MB  status');
  for (const file of files) {
    await new Promise((r) => setTimeout(r, 1500));
    global.gc?.();
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssMb(pid));
      } catch {
        /* process gone: the run fails below */
      }
    }, 50);
    const started = performance.now();
    const res = await upload(admin, stack.baseUrl, file.name, file.type, file.bytes);
    const uploaded = performance.now();
    if (res.status !== 202) throw new Error(`${file.name}: upload answered ${res.status} ${JSON.stringify(res.json)}`);
    let entry: UploadHistoryEntry | undefined;
    while (performance.now() - started < (MAX_SECONDS + 120) * 1000) {
      const history = await admin.call('GET', '/api/admin/excel-upload/history');
      entry = (history.json.uploads as UploadHistoryEntry[]).find((u) => u.id === res.json.uploadId);
      if (entry && entry.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = performance.now();
    clearInterval(sampler);
    const total = (done - started) / 1000;
    const ok = entry?.status === 'success' && entry.imported === file.rows && total < MAX_SECONDS && peak < MAX_RSS_MB;
    failed ||= !ok;
    console.log(
      `${file.name.padEnd(11)} ${(file.bytes.length / 1024 / 1024).toFixed(2).padStart(7)}   ${String(file.rows).padEnd(8)} ${((uploaded - started) / 1000).toFixed(1).padStart(8)}  ${total.toFixed(1).padStart(8)}  ${String(Math.round(file.rows / total)).padStart(6)}   ${idle.toFixed(0).padStart(11)}  ${peak.toFixed(0).padStart(11)}  ${ok ? 'ok' : 'MISS'}: ${entry?.status} ${entry?.message}`,
    );
  }
  console.log(`\nimport s = from the start of the upload until the history entry is finished (what the admin waits for).`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
