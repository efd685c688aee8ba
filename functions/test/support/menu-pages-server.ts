import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Restaurant lunch pages for harvesting tests: a plain HTTP server on loopback serving the files a
 * test writes into `dir`. The stack lets the harvester reach it through FETCH_ALLOWED_HOSTS (the
 * test-only allow-list); everything else about fetching stays as in production.
 */
export interface MenuPagesServer {
  url: string;
  hostPort: string;
  dir: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8' };

export async function startMenuPagesServer(dir: string): Promise<MenuPagesServer> {
  fs.mkdirSync(dir, { recursive: true });
  const server = http.createServer((req, res) => {
    const name = path.basename(decodeURIComponent((req.url ?? '/').split('?')[0]));
    const file = path.join(dir, name);
    if (!name || !fs.existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
