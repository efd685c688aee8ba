
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { BlobServiceClient } from '@azure/storage-blob';
import * as XLSX from 'xlsx';
import type { UploadHistoryEntry } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { userCliOrThrow } from './support/user-cli';

/**
 * Spreadsheet import over HTTP on the shared stack: upload (multipart), the queued import worker, the
 * history and the template. Imported restaurants carry a run-unique name prefix (other tests own the
 * cities), so counts are about this file's rows only.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };
const PLAIN = { username: `importer-${randomBytes(3).toString('hex')}`, password: 'a-plain-user-long-password' };
const RUN = `Imp${randomBytes(3).toString('hex')}`;

let admin: ApiClient;

function multipart(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----lunch${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/admin/excel-upload with a Buffer body (ApiClient sends strings only). */
function upload(client: ApiClient | undefined, fileName: string, contentType: string, bytes: Buffer): Promise<{ status: number; json: any }> {
  const { body, contentType: type } = multipart(fileName, contentType, bytes);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/admin/excel-upload', baseUrl), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': type, 'content-length': String(body.length), ...(client?.cookie ? { cookie: client.cookie } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any;
        try { json = JSON.parse(text); } catch { json = undefined; }
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is sent: that is not a test failure.
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'EPIPE' || (err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    req.end(body);
  });
}

async function history(): Promise<UploadHistoryEntry[]> {
  const res = await admin.call('GET', '/api/admin/excel-upload/history');
  expect(res.status).toBe(200);
  return res.json.uploads;
}

async function finished(uploadId: string): Promise<UploadHistoryEntry> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const entry = (await history()).find((u) => u.id === uploadId);
    if (entry && entry.status !== 'pending') return entry;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`upload ${uploadId} still pending after 45 s`);
}

async function importFile(fileName: string, contentType: string, bytes: Buffer): Promise<UploadHistoryEntry> {
  const res = await upload(admin, fileName, contentType, bytes);
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  expect(res.json).toMatchObject({ success: true, uploadId: expect.any(String), message: expect.any(String) });
  return finished(res.json.uploadId);
}

async function newRestaurantsOfRun() {
  const res = await admin.call('GET', '/api/admin/restaurants/new');
  expect(res.status).toBe(200);
  return (res.json.restaurants as any[]).filter((r) => String(r.name).startsWith(RUN));
}

function importBlobCount(): Promise<number> {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { storageConnectionString: string };
  const blobs = BlobServiceClient.fromConnectionString(stack.storageConnectionString).getContainerClient('restaurants-import');
  return (async () => {
    let n = 0;
    for await (const _ of blobs.listBlobsFlat()) n++;
    return n;
  })();
}

function xlsxOf(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Restauranger');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A minimal zip writer: entries deflated, sizes as given (so a test can lie about them). */
function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = entry.data;
    const size = entry.declaredSize ?? 0;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** 1 GB of zeros deflated (about 1 MB), written in pieces so the test never holds the gigabyte. */
function deflatedZeros(bytes: number): Buffer {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const chunk = Buffer.alloc(16 * 1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) deflate.write(chunk);
  deflate.end();
  return new Promise<Buffer>((resolve) => deflate.on('end', () => resolve(Buffer.concat(out)))) as unknown as Buffer;
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  userCliOrThrow(dataDir, ['add', PLAIN.username, '--role', 'user', '--first-name', 'Plain', '--password-stdin'], PLAIN.password);
});

describe('who may upload', () => {
  it('answers 401 without a session and 403 to a plain user, for the upload, the history and the template', async () => {
    const csv = Buffer.from(`name,city,lat,lng\n${RUN} Anon,Landskrona,55.87,12.83\n`);
    expect((await upload(undefined, 'a.csv', 'text/csv', csv)).status).toBe(401);
    const anonymous = new ApiClient(baseUrl);
    expect((await anonymous.call('GET', '/api/admin/excel-upload/history')).status).toBe(401);
    expect((await anonymous.call('GET', '/api/admin/excel-upload/template')).status).toBe(401);
    const user = new ApiClient(baseUrl);
    expect((await user.login(PLAIN.username, PLAIN.password)).status).toBe(200);
    expect((await upload(user, 'a.csv', 'text/csv', csv)).status).toBe(403);
    expect((await user.call('GET', '/api/admin/excel-upload/history')).status).toBe(403);
    expect((await user.call('GET', '/api/admin/excel-upload/template')).status).toBe(403);
    expect(await newRestaurantsOfRun()).toEqual([]);
  });
});

describe('template', () => {
  it('is a CSV with the documented headers and one example row', async () => {
    const res = await new Promise<{ status: number; type: string; disposition: string; text: string }>((resolve, reject) => {
      http.get(new URL('/api/admin/excel-upload/template', baseUrl), { headers: { cookie: admin.cookie! } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode!, type: String(r.headers['content-type']), disposition: String(r.headers['content-disposition']), text: Buffer.concat(chunks).toString('utf8') }));
      }).on('error', reject);
    });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv/);
    expect(res.disposition).toMatch(/attachment; filename=".*\.csv"/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(',')).toEqual(expect.arrayContaining(['name', 'address', 'city', 'coordinates', 'lunch_link', 'phone', 'website', 'cuisine', 'fallback_price', 'scrapingTime', 'menuPeriodicity', 'lunch_format']));
  });
});

describe('import', () => {
  const englishCsv = () =>
    Buffer.from(
      [
        'name,address,city,coordinates,lunch_link,phone,website,cuisine,fallback_price,scrapingTime,menuPeriodicity,lunch_format,notes',
        `${RUN} Hamnkrogen,Hamngatan 1,Landskrona,"55.8701, 12.8290",https://hamnkrogen.example/lunch,0418-123 45,hamnkrogen.example,"Svensk, Fisk",125,MORNING,Weekly,HTML,ignored column`,
        `${RUN} Pizzeria Citadellet,Citadellsvägen 2,Landskrona,"55.8712, 12.8301",,0418-999 99,,Pizza,99,EVENING,Daily,TEXT,`,
        `${RUN} Café Ön,Ven 1,landskrona,"55.9050, 12.6970",,,,,,,,,`,
      ].join('\r\n'),
    );

  it('imports a CSV with English headers as NEW restaurants, and the same file twice changes nothing', async () => {
    const first = await importFile('landskrona.csv', 'text/csv', englishCsv());
    expect(first).toMatchObject({ status: 'success', fileName: 'landskrona.csv', rows: 3, imported: 3, updated: 0, unchanged: 0, errors: [] });
    const created = await newRestaurantsOfRun();
    const hamn = created.find((r) => r.name === `${RUN} Hamnkrogen`);
    expect(hamn).toMatchObject({
      NEW: true,
      city: 'Landskrona',
      location: { address: 'Hamngatan 1', city: 'Landskrona', coordinates: [12.829, 55.8701] },
      contact: { phone: '0418-123 45', website: 'https://hamnkrogen.example/' },
      lunch_link: 'https://hamnkrogen.example/lunch',
      cuisines: ['Svensk', 'Fisk'],
      fallback_price: 125,
      scrapingTime: 'MORNING',
      menuPeriodicity: 'Weekly',
      lunch_format: 'HTML',
    });
    expect(created.find((r) => r.name === `${RUN} Café Ön`)).toMatchObject({ city: 'Landskrona', NEW: true });

    const second = await importFile('landskrona.csv', 'text/csv', englishCsv());
    expect(second).toMatchObject({ status: 'success', rows: 3, imported: 0, updated: 0, unchanged: 3 });
    const after = await newRestaurantsOfRun();
    expect(after.filter((r) => r.city === 'Landskrona').length).toBe(created.filter((r) => r.city === 'Landskrona').length);
    expect(after.find((r) => r.id === hamn.id).updatedAt).toBe(hamn.updatedAt); // not written again

    // A changed cell updates the matched restaurant (same name and address in the city) in place.
    const changed = Buffer.from(englishCsv().toString('utf8').replace('0418-123 45', '0418-555 55'));
    const third = await importFile('landskrona-v2.csv', 'text/csv', changed);
    expect(third).toMatchObject({ status: 'success', imported: 0, updated: 1, unchanged: 2 });
    const updated = (await newRestaurantsOfRun()).filter((r) => r.name === `${RUN} Hamnkrogen`);
    expect(updated).toHaveLength(1);
    expect(updated[0].contact.phone).toBe('0418-555 55');
  });

  it('imports an xlsx with Swedish headers, and a semicolon CSV with Swedish headers in Latin-1', async () => {
    const book = xlsxOf([
      ['Namn', 'Adress', 'Stad', 'Latitud', 'Longitud', 'Lunchlänk', 'Telefon', 'Kök', 'Pris', 'Hämtningstid', 'Periodicitet'],
      [`${RUN} Rådhuskällaren`, 'Rådhustorget 3', 'Landskrona', 55.8689, 12.8305, 'https://radhus.example/lunch', '0418-111 11', 'Svensk', 135, 'morgon', 'veckovis'],
      [`${RUN} Sushi Öresund`, 'Östergatan 9', 'Landskrona', 55.8695, 12.834, '', '', 'Sushi; Japansk', '115 kr', 'kväll', 'daglig'],
    ]);
    const entry = await importFile('restauranger.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', book);
    expect(entry).toMatchObject({ status: 'success', rows: 2, imported: 2, errors: [] });
    const sushi = (await newRestaurantsOfRun()).find((r) => r.name === `${RUN} Sushi Öresund`);
    expect(sushi).toMatchObject({ NEW: true, cuisines: ['Sushi', 'Japansk'], fallback_price: 115, scrapingTime: 'EVENING', menuPeriodicity: 'Daily', location: { coordinates: [12.834, 55.8695] } });
    expect((await importFile('restauranger.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', book))).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });

    const latin1 = Buffer.from(['namn;adress;stad;koordinater;telefon', `${RUN} Kåsans Kök;Skeppsbron 4;Landskrona;55,8702; 12,8279;0418-222 22`].join('\n').replace('55,8702; 12,8279', '"55,8702; 12,8279"'), 'latin1');
    const swedishCsv = await importFile('kåsan.csv', 'application/vnd.ms-excel', latin1);
    expect(swedishCsv).toMatchObject({ status: 'success', imported: 1, errors: [] });
    // The browser sends the file name as UTF-8: the history shows it as the admin named it.
    expect(swedishCsv.fileName).toBe('kåsan.csv');
    expect((await newRestaurantsOfRun()).find((r) => r.name === `${RUN} Kåsans Kök`)).toMatchObject({ location: { address: 'Skeppsbron 4', coordinates: [12.8279, 55.8702] } });
  });

  it('reports rows with no name, a bad coordinate or an unknown city, and imports the good rows', async () => {
    const csv = Buffer.from(
      [
        'name,address,city,lat,lng',
        `${RUN} Good One,Storgatan 10,Landskrona,55.87,12.83`,
        `,Storgatan 11,Landskrona,55.87,12.83`,
        `${RUN} Far North,Storgatan 12,Landskrona,123.5,12.83`,
        `${RUN} Atlantis Bistro,Havet 1,Atlantis,55.87,12.83`,
        `${RUN} Good Two,Storgatan 14,Landskrona,55.871,12.831`,
        ',,,,',
      ].join('\n'),
    );
    const entry = await importFile('mixed.csv', 'text/csv', csv);
    expect(entry).toMatchObject({ status: 'success', rows: 5, imported: 2, errorCount: 3 });
    expect(entry.errors).toEqual([
      { row: 3, message: 'name is missing' },
      { row: 4, message: 'latitude 123.5 is outside -90 to 90' },
      { row: 5, message: expect.stringContaining("city 'Atlantis' is not one of the service's cities") },
    ]);
    expect(entry.message).toMatch(/Imported 2 new.*3 rows with errors/);
    const names = (await newRestaurantsOfRun()).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([`${RUN} Good One`, `${RUN} Good Two`]));
    expect(names).not.toContain(`${RUN} Far North`);
    expect(names).not.toContain(`${RUN} Atlantis Bistro`);
  });

  it('lists the latest 5 uploads newest first with the documented fields', async () => {
    const uploads = await history();
    expect(uploads.length).toBe(5);
    const times = uploads.map((u) => u.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(uploads[0]).toMatchObject({ id: expect.any(String), fileName: 'mixed.csv', timestamp: expect.any(String), status: 'success', message: expect.any(String) });
  });
});

describe('refused files: nothing written, the service stays up', () => {
  let before: { ids: string[]; blobs: number };
  beforeAll(async () => {
    before = { ids: (await history()).map((u) => u.id), blobs: await importBlobCount() };
  });

  const expectNothingWritten = async () => {
    expect((await history()).map((u) => u.id)).toEqual(before.ids);
    expect(await importBlobCount()).toBe(before.blobs);
    expect((await new ApiClient(baseUrl).call('GET', '/api/health')).status).toBe(200);
  };

  it('refuses files that are not spreadsheets by content, whatever their name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    const plainZip = zipOf([{ name: 'readme.txt', data: zlib.deflateRawSync('hello'), declaredSize: 5 }]);
    const cases: [string, string, Buffer][] = [
      ['restaurants.csv', 'text/csv', png],
      ['restaurants.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', png],
      ['restaurants.xls', 'application/vnd.ms-excel', Buffer.from('name,city\nA,Lund\n')],
      ['restaurants.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', plainZip],
      ['restaurants.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n')],
      ['restaurants.csv', 'text/csv', Buffer.from('just one line of words without any delimiter')],
    ];
    for (const [name, type, bytes] of cases) {
      const res = await upload(admin, name, type, bytes);
      expect(res.status, name).toBe(400);
      expect(res.json).toMatchObject({ error: 'Invalid File Type', message: 'Please upload an Excel file (.xlsx, .xls) or CSV file (.csv)' });
    }
    await expectNothingWritten();
  });

  it('refuses an 11 MB file with 413 File Too Large', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 'a,b,c\n');
    const res = await upload(admin, 'big.csv', 'text/csv', big);
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ error: 'File Too Large', message: 'Please upload a file smaller than 10MB' });
    await expectNothingWritten();
  });

  it('refuses zip bombs, honest about their size or lying about it', async () => {
    const zeros = await (deflatedZeros(1024 * 1024 * 1024) as unknown as Promise<Buffer>);
    const types = { name: '[Content_Types].xml', data: zlib.deflateRawSync('<Types/>'), declaredSize: 8 };
    const honest = zipOf([types, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1024 * 1024 * 1024 - 1 }]);
    const lying = zipOf([types, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 }]);
    for (const bomb of [honest, lying]) {
      const res = await upload(admin, 'bomb.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bomb);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'Invalid File Type' });
    }
    await expectNothingWritten();
  });
});

describe('one identity for every entry path', () => {
  it('a Maps insert and a spreadsheet row of the same place are one restaurant, whichever comes first', async () => {
    // Maps first: the spreadsheet row (same name and address, other case and accents) updates it, never doubles it.
    const mapsFirst = { name: `${RUN} Kajplats Nio`, location: { city: 'Landskrona', address: 'Kajgatan 9', coordinates: [12.826, 55.871] }, contact: { phone: '0418-444 44', website: '' } };
    const inserted = await admin.call('POST', '/api/admin/insert-restaurant', mapsFirst);
    expect(inserted.status, JSON.stringify(inserted.json)).toBe(201);
    const row = await importFile('kaj.csv', 'text/csv', Buffer.from(`name,address,city,lat,lng,phone\n${RUN} kajplats nio,KAJGATAN 9,Landskrona,55.871,12.826,0418-555 00\n`));
    expect(row).toMatchObject({ status: 'success', rows: 1, imported: 0, updated: 1 });
    const kaj = (await newRestaurantsOfRun()).filter((r) => r.name.toLowerCase() === `${RUN} kajplats nio`.toLowerCase());
    expect(kaj.map((r) => r.id)).toEqual([inserted.json.restaurant.id]);
    expect(kaj[0].contact.phone).toBe('0418-555 00');

    // Spreadsheet first, with a place id: the Maps insert of that place is refused as a duplicate of it.
    const sheet = await importFile('plats.csv', 'text/csv', Buffer.from(`name,address,city,lat,lng,gMaps_place_id\n${RUN} Varvet,Varvsgatan 2,Landskrona,55.872,12.827,ChIJ${RUN}varvet\n`));
    expect(sheet).toMatchObject({ status: 'success', imported: 1 });
    const imported = (await newRestaurantsOfRun()).find((r) => r.name === `${RUN} Varvet`);
    expect(imported).toBeDefined();
    const sameByPlace = await admin.call('POST', '/api/admin/insert-restaurant', {
      name: 'Varvets Lunch', location: { city: 'Landskrona', address: 'Annan gata 1', coordinates: [12.827, 55.872] }, contact: {}, gMaps_place_id: `ChIJ${RUN}varvet`,
    });
    expect(sameByPlace.status).toBe(409);
    expect(sameByPlace.json.message).toContain(imported.id);
  });
});
