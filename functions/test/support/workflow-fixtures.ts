import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CosmosClient, type Container } from '@azure/cosmos';
import { QueueServiceClient } from '@azure/storage-queue';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Helpers of the workflow tests and the harvest benchmark: lunch pages (HTML and PDF) for a week, the
 * running stack's database and queues (from DATA_DIR/stack.json), and a wait loop.
 */
export const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const DISHES = [
  'Köttbullar med potatismos och lingon', 'Stekt strömming med potatismos', 'Pasta carbonara', 'Kycklinggryta med ris', 'Fiskgratäng med dillpotatis',
  'Pannbiff med lök', 'Vegetarisk lasagne', 'Laxfilé med citronsås', 'Thaicurry med ris', 'Ärtsoppa och pannkakor', 'Kebabtallrik', 'Caesarsallad',
];

/** Five dishes for a page, varied by seed so pages differ. */
export function dishesFor(seed: number): string[] {
  return DAYS.map((_, i) => DISHES[(seed + i * 5) % DISHES.length]);
}

export function lunchPageHtml(week: number, seed = 0, place = 'Storgatan 1'): string {
  const dishes = dishesFor(seed);
  return `<!doctype html><html><head><title>Lunch</title></head><body>
<nav><a href="/">Hem</a> <a href="/boka">Boka bord</a></nav>
<main><h1>Lunchmeny vecka ${week}</h1><p>Lunch serveras 11.00-14.00. Sallad, bröd och kaffe ingår.</p>
${DAYS.map((day, i) => `<h2>${day}</h2><p>${dishes[i]} ${125 + ((seed + i) % 4) * 5} kr</p>`).join('\n')}
</main><footer>${place}</footer></body></html>`;
}

export async function lunchPdf(week: number, seed = 0): Promise<Uint8Array> {
  const dishes = dishesFor(seed);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [`Veckans lunch v. ${week}`, 'Alla rätter 119 kr', ...DAYS.flatMap((day, i) => [day, dishes[i]])];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 13, font }));
  return pdf.save();
}

export interface StackHandles {
  restaurants: Container;
  logs: Container;
  queues: QueueServiceClient;
}

export function stackHandles(dataDir: string): StackHandles {
  const stack = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as { cosmosEndpoint: string; cosmosKey: string; storageConnectionString: string };
  const client = new CosmosClient({
    endpoint: stack.cosmosEndpoint,
    key: stack.cosmosKey,
    agent: new https.Agent({ rejectUnauthorized: false, keepAlive: true }),
    connectionPolicy: { enableEndpointDiscovery: false },
  });
  const db = client.database('lunch');
  return { restaurants: db.container('restaurants'), logs: db.container('logs'), queues: QueueServiceClient.fromConnectionString(stack.storageConnectionString) };
}

export async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, timeoutMs = 60_000, everyMs = 300): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const encodeMessage = (message: unknown) => Buffer.from(JSON.stringify(message), 'utf8').toString('base64');

type StoredDoc = Record<string, unknown> & { id: string; city: string };

/**
 * Points a city's restaurants at test pages: the first `links.length` get the given lunch link,
 * format and ManualScraping flag; the others lose their lunch link (so a city workflow queues only
 * the test's restaurants). Written straight into the stored documents (derived fields untouched).
 */
export async function pointCityAt(restaurants: Container, city: string, links: { url: string; format: 'HTML' | 'PDF_1'; manual?: boolean }[]): Promise<string[]> {
  const { resources } = await restaurants.items.query<StoredDoc>({ query: 'SELECT * FROM c WHERE c.city = @city', parameters: [{ name: '@city', value: city }] }).fetchAll();
  resources.sort((a, b) => a.id.localeCompare(b.id));
  if (resources.length < links.length) throw new Error(`${city} has ${resources.length} restaurants, fewer than ${links.length}`);
  const ids: string[] = [];
  for (const [i, doc] of resources.entries()) {
    const link = links[i];
    const next: StoredDoc = { ...doc };
    if (link) {
      Object.assign(next, { lunch_link: link.url, lunch_format: link.format, ManualScraping: link.manual === true, lunch_menus: [], AIResponse: null, rankSource: undefined });
      ids.push(doc.id);
    } else {
      delete next.lunch_link;
    }
    await restaurants.items.upsert(next);
  }
  return ids;
}
