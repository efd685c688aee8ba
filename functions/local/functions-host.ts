import fs from 'node:fs/promises';
import path from 'node:path';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import azureFunctions, { type Cookie, type HttpResponseInit } from '@azure/functions';
import { collectDeclarationsOnly, declaredHttpFunctions, type DeclaredHttpFunction } from '../src/app/declare-http';
import { payloadTooLarge } from '../src/http/responses';
import { compileRoute, type RouteMatcher } from './route-template';
import { createStaticHandler } from './swa-static';
import { importFunctionModules } from './function-modules';

/**
 * A small stand-in for the Azure Functions host (Core Tools cannot be installed here). It imports the
 * very same function files, turns Node requests into HttpRequest / InvocationContext objects and
 * calls the declared handlers with the same route templates, methods and route prefix as host.json.
 * Everything that is not /api is served from the web build with Static Web Apps semantics.
 */
// The package is CommonJS whose classes Node cannot detect as named ESM exports.
const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;

const HOST_JSON = path.resolve(import.meta.dirname, '../host.json');

interface LoadedRoute {
  fn: DeclaredHttpFunction;
  matcher: RouteMatcher;
}

export async function loadFunctions(): Promise<{ routes: LoadedRoute[]; prefix: string }> {
  collectDeclarationsOnly();
  await importFunctionModules();
  const hostJson = JSON.parse(await fs.readFile(HOST_JSON, 'utf8')) as { extensions?: { http?: { routePrefix?: string } } };
  const prefix = hostJson.extensions?.http?.routePrefix ?? 'api';
  const routes = declaredHttpFunctions()
    .map((fn) => ({ fn, matcher: compileRoute(fn.route) }))
    .sort((a, b) => b.matcher.specificity - a.matcher.specificity);
  return { routes, prefix };
}

function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.expires) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}

/** Reads a request body up to a limit; past it, stops reading and answers 'too-large' (nothing more is buffered). */
async function readBodyWithin(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return 'too-large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * The request's URL from its target and Host header, or undefined when either is malformed (the host
 * must answer 400, never throw). The target must be a path; the Host header only a host and port.
 */
export function requestUrl(target: string | undefined, hostHeader: string | undefined): URL | undefined {
  if (!target?.startsWith('/')) return undefined;
  const host = hostHeader ?? 'localhost';
  if (!/^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return undefined;
  try {
    const url = new URL(`http://${host}${target.startsWith('//') ? target.replace(/^\/+/, '/') : target}`);
    return url.host ? url : undefined;
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFunctionsHost(options: { port: number; host?: string; webRoot: string; staticConfigFile: string; log?: (line: string) => void }) {
  const { routes, prefix } = await loadFunctions();
  const serveStatic = await createStaticHandler({ webRoot: options.webRoot, configFile: options.staticConfigFile });
  const log = options.log ?? (() => {});
  const apiPrefix = `/${prefix}`;

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const subPath = url.pathname.slice(apiPrefix.length) || '/';
    const matching = routes.map((r) => ({ r, params: r.matcher.match(subPath) })).filter((m) => m.params);
    if (matching.length === 0) return sendJson(res, 404, { error: 'not_found', message: `No API route ${url.pathname}` });
    const hit = matching.find((m) => m.r.fn.methods.includes(req.method as never));
    if (!hit) {
      const allowed = [...new Set(matching.flatMap((m) => m.r.fn.methods))];
      return sendJson(res, 405, { error: 'method_not_allowed', message: `Allowed methods: ${allowed.join(', ')}` }, { Allow: allowed.join(', ') });
    }
    const started = Date.now();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    // Like the platform's front end: append the address the connection really comes from. Entries the
    // client wrote stay on the left, where the app does not trust them (see http/client-address.ts).
    const socketAddress = req.socket.remoteAddress ?? 'unknown';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${socketAddress}` : socketAddress;
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: hit.r.fn.name,
      logHandler: (level, ...args) => log(`[${hit.r.fn.name}] ${level}: ${args.map((a) => (a instanceof Error ? a.stack : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`),
    });
    const requestInit = { method: req.method, url: url.toString(), headers, params: hit.params! };

    // Route, origin, session and role are checked before a byte of the body is read: an anonymous or
    // forbidden caller cannot make the host buffer anything, and no body is read past the function's limit.
    const headOnly = new HttpRequest(requestInit);
    const admission = await hit.r.fn.admit(headOnly, context);
    if (!admission.ok) return sendInit(res, req, await hit.r.fn.run(headOnly, context, admission), { closeUnreadBody: true });
    const body = await readBodyWithin(req, hit.r.fn.maxBodyBytes);
    if (body === 'too-large') return sendInit(res, req, payloadTooLarge(hit.r.fn.maxBodyBytes), { closeUnreadBody: true });
    const request = new HttpRequest({ ...requestInit, ...(body.length > 0 ? { body: { bytes: body } } : {}) });
    await sendInit(res, req, await hit.r.fn.run(request, context, admission));
    log(`${req.method} ${url.pathname}${url.search} -> ${res.statusCode} (${Date.now() - started} ms)`);
  }

  /** Writes a function's response. `closeUnreadBody`: the body was not read, so close the connection rather than drain it. */
  async function sendInit(res: ServerResponse, req: IncomingMessage, init: HttpResponseInit, options: { closeUnreadBody?: boolean } = {}) {
    const response = new HttpResponse(init);
    const outHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => (outHeaders[key] = value));
    if (response.cookies.length > 0) outHeaders['set-cookie'] = response.cookies.map(serializeCookie);
    if (options.closeUnreadBody && hasBody(req)) outHeaders.connection = 'close';
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > 0 && !outHeaders['content-type'] && init.jsonBody !== undefined) outHeaders['content-type'] = 'application/json';
    outHeaders['content-length'] = String(bytes.length);
    res.writeHead(response.status, outHeaders);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  const server = http.createServer((req, res) => {
    const url = requestUrl(req.url, req.headers.host);
    if (!url) return sendJson(res, 400, { error: 'bad_request', message: 'Malformed request target or Host header' }, { Connection: 'close' });
    const isApi = url.pathname === apiPrefix || url.pathname.startsWith(`${apiPrefix}/`);
    const work = isApi ? handleApi(req, res, url) : serveStatic(req, res, url.pathname);
    work.catch((err) => {
      log(`host error on ${req.method} ${url.pathname}: ${(err as Error).stack}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal_error', message: 'Something went wrong on our side.' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    server,
    functionCount: routes.length,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
