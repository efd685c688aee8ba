import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small website on 127.0.0.1 for the harvesting tests: fixed pages by path, robots.txt absent (everything allowed). */
export interface HarvestSite {
  origin: string;
  /** host:port as FETCH_ALLOWED_HOSTS lists it. */
  hostPort: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface SitePage {
  status?: number;
  contentType?: string;
  body: string;
  /** Answers only once this resolves (a test holds a harvest in flight while it looks at the screen). */
  hold?: () => Promise<void>;
}

export async function startHarvestSite(pages: Record<string, SitePage>, port = 0): Promise<HarvestSite> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push(path);
    const page = pages[path];
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const answer = () => {
      res.writeHead(page.status ?? 200, { 'Content-Type': page.contentType ?? 'text/html; charset=utf-8' });
      res.end(page.body);
    };
    if (page.hold) void page.hold().then(answer, answer);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    hostPort: `127.0.0.1:${bound}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The ISO week number of a date (the menu page names this week, so an extraction reads it as current). */
export function isoWeek(date = new Date()): number {
  const d = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
}

/** A Swedish weekly lunch page for this ISO week. */
export function weeklyMenuPage(restaurant: string, week = isoWeek()): string {
  const days = [
    ['Måndag', 'Köttbullar med potatismos och lingon', 125],
    ['Tisdag', 'Stekt strömming med skirat smör', 125],
    ['Onsdag', 'Kycklinggryta med ris', 129],
    ['Torsdag', 'Ärtsoppa och pannkakor', 115],
    ['Fredag', 'Fish and chips med remouladsås', 135],
  ] as const;
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Lunch – ${restaurant}</title></head><body>
<h1>Dagens lunch vecka ${week}</h1>
<p>Lunch serveras måndag–fredag 11:00–14:00. I lunchen ingår sallad, bröd och kaffe.</p>
${days.map(([day, dish, price]) => `<h2>${day}</h2><p>${dish} ${price} kr</p>`).join('\n')}
</body></html>`;
}

/** A page about the restaurant that is no lunch menu. */
export const aboutPage = (restaurant: string) =>
  `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Om ${restaurant}</title></head><body><h1>Om oss</h1><p>${restaurant} är en familjeägd restaurang sedan 1987. Välkommen!</p></body></html>`;
