import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';

/** Requests no browser sends, written byte for byte on a raw socket: the host must answer and stay up. */
const baseUrl = inject('baseUrl');
const { hostname, port } = new URL(baseUrl);

interface RawResponse {
  status: number;
  head: string;
  body: string;
  /** Milliseconds from sending the request head to the first response byte. */
  firstByteMs: number;
}

/** Sends `head` (and optionally part of a body), then reads until the server closes or a full response is in. */
function rawRequest(head: string, options: { bodyPart?: Buffer; timeoutMs?: number } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const started = Date.now();
    let firstByteMs = -1;
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${options.timeoutMs ?? 10_000} ms; got: ${data.slice(0, 200)}`));
    }, options.timeoutMs ?? 10_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [responseHead, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), head: responseHead, body: rest.join('\r\n\r\n'), firstByteMs });
    };
    socket.on('data', (chunk) => {
      if (firstByteMs < 0) firstByteMs = Date.now() - started;
      data += chunk.toString('latin1');
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      const bodyStart = data.indexOf('\r\n\r\n');
      if (length && bodyStart > 0 && data.length - bodyStart - 4 >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('error', (err) => (data ? finish() : reject(err)));
    socket.write(head);
    if (options.bodyPart) socket.write(options.bodyPart);
  });
}

async function stillHealthy() {
  const res = await fetch(`${baseUrl}/api/health`);
  expect(res.status).toBe(200);
}

describe('malformed requests', () => {
  it.each([
    ['an invalid Host header', 'GET /api/health HTTP/1.1\r\nHost: [\r\n\r\n'],
    ['a Host header with a path', 'GET /api/health HTTP/1.1\r\nHost: localhost/evil\r\n\r\n'],
    ['a Host header with user info', 'GET / HTTP/1.1\r\nHost: user@localhost\r\n\r\n'],
    ['an absolute-form target for another host', 'GET http://[/api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ])('answers %s with 400 and stays up', async (_name, head) => {
    const res = await rawRequest(head);
    expect(res.status).toBe(400);
    await stillHealthy();
  });

  it.each(['/%E0%A4%A', '/assets/%', '/%', '/lunch-list/%zz'])('answers the static path %s (broken percent-encoding) with 400', async (path) => {
    const res = await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(400);
    await stillHealthy();
  });
});

describe('request bodies', () => {
  it('refuses an anonymous admin call before reading its body: 401 while the 29 MB body is still unsent', async () => {
    const head = `PATCH /api/admin/restaurants/x1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${29 * 1024 * 1024}\r\n\r\n`;
    const res = await rawRequest(head, { bodyPart: Buffer.from('{"field":"name","value":"') });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toBe('unauthorized');
    expect(res.head.toLowerCase()).toContain('connection: close');
    await stillHealthy();
  });

  it('answers 413 at once when the declared JSON body is over 64 KB', async () => {
    const head = `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${29 * 1024 * 1024}\r\n\r\n`;
    const res = await rawRequest(head);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'payload_too_large', message: 'The request body must be at most 64 KB' });
  });

  it('stops reading a streamed (chunked) JSON body past 64 KB', async () => {
    const chunk = Buffer.alloc(100 * 1024, 'a');
    const head = 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const body = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]); // never terminated
    const res = await rawRequest(head, { bodyPart: body });
    expect(res.status).toBe(413);
    await stillHealthy();
  });

  it('still accepts an ordinary JSON body', async () => {
    const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody-here', password: 'x' }) });
    expect([400, 401]).toContain(res.status);
  });
});
