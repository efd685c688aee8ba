import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for the harvest tests: records every request (path, time, user agent). */
export interface TestServer {
  port: number;
  /** http://127.0.0.1:PORT or http://[::1]:PORT */
  origin: string;
  /** host:port as FETCH_ALLOWED_HOSTS spells it. */
  hostPort: string;
  requests: { path: string; at: number; userAgent?: string }[];
  close(): Promise<void>;
}

export async function startTestServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  host: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', at: performance.now(), userAgent: req.headers['user-agent'] });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const hostName = host === '::1' ? '[::1]' : host;
  return {
    port,
    origin: `http://${hostName}:${port}`,
    hostPort: `${hostName}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers robots.txt with 404 (allow all) unless `robots` is given, and everything else with `page`. */
export function siteHandler(
  page: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  robots?: { status?: number; body?: string },
) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url === '/robots.txt') {
      res.writeHead(robots?.status ?? (robots?.body === undefined ? 404 : 200), { 'Content-Type': 'text/plain' });
      res.end(robots?.body ?? '');
      return;
    }
    page(req, res);
  };
}
