import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { isIP } from 'node:net';
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { checkAddress } from './address-policy';
import { FetchFailure, toFetchFailure } from './fetch-failure';

/**
 * One HTTP GET, connecting only to public addresses: literal IP hosts are checked before connecting,
 * host names through a custom `lookup` that validates every address DNS returns and hands the socket
 * only validated ones (so there is no gap between the check and the connect for DNS rebinding to use),
 * and the connected socket's remote address is checked once more. Redirects are not followed here.
 */

export interface TransportRequest {
  url: URL;
  headers: Record<string, string>;
  /** true only for FETCH_ALLOWED_HOSTS entries (tests): skips the address checks. */
  anyAddress: boolean;
  signal: AbortSignal;
  maxBytes: number;
  /** 'fail': a body over maxBytes (decoded) is a too-large failure; 'truncate': keep the first maxBytes. */
  overflow: 'fail' | 'truncate';
}

export interface TransportResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Empty for redirects: their body is never read. */
  body: Buffer;
}

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The URL's host without IPv6 brackets, as node:net wants it. */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export function assertPublicLiteral(url: URL): void {
  const host = bareHost(url);
  if (!isIP(host)) return;
  const verdict = checkAddress(host);
  if (!verdict.allowed) throw blocked(url.hostname, verdict.address, verdict.range);
}

function blocked(host: string, address: string, range: string): FetchFailure {
  const where = host.replace(/^\[|\]$/g, '') === address ? `The address ${address}` : `The host ${host} resolves to ${address}, which`;
  return new FetchFailure('blocked-address', `${where} is not a public address (${range}); it may not be fetched.`);
}

/** A `lookup` for node:net that fails with blocked-address unless every address of the name is public. */
export function guardedLookup(host: string): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      for (const entry of addresses) {
        const verdict = checkAddress(entry.address);
        if (!verdict.allowed) return callback(blocked(host, entry.address, verdict.range));
      }
      if (addresses.length === 0) return callback(Object.assign(new Error('no addresses'), { code: 'ENOTFOUND' }));
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  }) as LookupFunction;
}

export function requestOnce(request: TransportRequest): Promise<TransportResponse> {
  const { url, signal } = request;
  return new Promise<TransportResponse>((resolve, reject) => {
    let settled = false;
    const finish = (error: unknown, response?: TransportResponse) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (response) resolve(response);
      else reject(signal.aborted ? signal.reason : toFetchFailure(error, url.hostname));
    };
    const onAbort = () => {
      req.destroy(signal.reason as Error);
      finish(signal.reason);
    };
    if (signal.aborted) return finish(signal.reason);

    const client = url.protocol === 'https:' ? https : http;
    const req = client.request({
      protocol: url.protocol,
      hostname: bareHost(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { ...request.headers, 'Accept-Encoding': 'gzip, deflate, br' },
      agent: false,
      lookup: request.anyAddress ? undefined : guardedLookup(url.hostname),
    });
    signal.addEventListener('abort', onAbort, { once: true });

    if (!request.anyAddress) {
      // Second line of defence: whatever path led to this socket, its peer must be public.
      req.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          const verdict = socket.remoteAddress ? checkAddress(socket.remoteAddress) : undefined;
          if (verdict && !verdict.allowed) req.destroy(blocked(url.hostname, verdict.address, verdict.range));
        });
      });
    }

    req.on('error', (error) => finish(error));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && res.headers.location) {
        res.destroy();
        return finish(null, { status, headers: res.headers, body: Buffer.alloc(0) });
      }
      readBody(res, request)
        .then((body) => finish(null, { status, headers: res.headers, body }))
        .catch((error) => finish(error));
    });
    req.end();
  });
}

async function readBody(res: http.IncomingMessage, request: TransportRequest): Promise<Buffer> {
  const encodings = (res.headers['content-encoding'] ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity');
  const declared = Number(res.headers['content-length']);
  if (encodings.length === 0 && request.overflow === 'fail' && declared > request.maxBytes) {
    res.destroy();
    throw tooLarge(request);
  }
  // Encodings are listed in the order they were applied: undo them from the last one.
  const decoders = encodings.reverse().map((encoding) => {
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
    if (encoding === 'deflate') return zlib.createInflate();
    if (encoding === 'br') return zlib.createBrotliDecompress();
    res.destroy();
    throw new FetchFailure('network-error', `The server used an unsupported content encoding (${encoding}).`);
  });
  const decoded: Readable =
    decoders.length === 0 ? res : (pipeline([res, ...decoders], () => undefined) as unknown as Readable);

  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      if (total + chunk.length > request.maxBytes) {
        if (request.overflow === 'fail') throw tooLarge(request);
        chunks.push(chunk.subarray(0, request.maxBytes - total));
        total = request.maxBytes;
        break;
      }
      chunks.push(chunk);
      total += chunk.length;
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (error && typeof error === 'object' && 'code' in error && String(error.code).startsWith('Z_')) {
      throw new FetchFailure('network-error', `The response body could not be decoded (${String(error.code)}).`);
    }
    throw error;
  } finally {
    decoded.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks, total);
}

function tooLarge(request: TransportRequest): FetchFailure {
  return new FetchFailure('too-large', `The response from ${request.url.host} is larger than the limit of ${request.maxBytes} bytes.`);
}
