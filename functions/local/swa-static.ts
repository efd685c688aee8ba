import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Serves the production build of web/ the way Azure Static Web Apps does, driven by
 * staticwebapp.config.json: routes (headers, rewrite, redirect), navigationFallback with its
 * exclusions, responseOverrides, globalHeaders and mimeTypes; text is compressed like the platform does.
 */
interface SwaRoute {
  route: string;
  methods?: string[];
  headers?: Record<string, string>;
  rewrite?: string;
  redirect?: string;
  statusCode?: number;
}

interface SwaConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: SwaRoute[];
  responseOverrides?: Record<string, { rewrite?: string; redirect?: string; statusCode?: number }>;
  globalHeaders?: Record<string, string>;
  mimeTypes?: Record<string, string>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const brotli = promisify(zlib.brotliCompress);
// Quality 9 compresses within a few percent of the maximum (11) at a fraction of the time.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
const gzip = promisify(zlib.gzip);

/** SWA wildcard patterns: "*" matches anything (including "/"), "{a,b}" alternatives. */
export function wildcardToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*') out += '.*';
    else if (ch === '{') {
      const end = pattern.indexOf('}', i);
      out += `(?:${pattern.slice(i + 1, end).split(',').map(escape).join('|')})`;
      i = end;
    } else out += escape(ch);
  }
  return new RegExp(`^${out}$`, 'i');
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** False for a path whose percent-encoding cannot be decoded ("/%E0%A4%A", "/assets/%"). */
function isWellEncoded(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
}

export async function createStaticHandler(options: { webRoot: string; configFile: string }) {
  const config = JSON.parse(await fs.readFile(options.configFile, 'utf8')) as SwaConfig;
  const routes = (config.routes ?? []).map((r) => ({ ...r, regex: wildcardToRegExp(r.route) }));
  const exclusions = (config.navigationFallback?.exclude ?? []).map(wildcardToRegExp);
  const compressed = new Map<string, { mtimeMs: number; br: Buffer; gz: Buffer }>();

  async function readFile(urlPath: string): Promise<{ file: string; bytes: Buffer; mtimeMs: number } | undefined> {
    const file = path.join(options.webRoot, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(options.webRoot)) return undefined;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return undefined;
      return { file, bytes: await fs.readFile(file), mtimeMs: stat.mtimeMs };
    } catch {
      return undefined;
    }
  }

  function contentType(file: string): string {
    const ext = path.extname(file).toLowerCase();
    return config.mimeTypes?.[ext] ?? MIME[ext] ?? 'application/octet-stream';
  }

  async function compressedOf(found: { file: string; bytes: Buffer; mtimeMs: number }) {
    let entry = compressed.get(found.file);
    if (!entry || entry.mtimeMs !== found.mtimeMs) {
      entry = { mtimeMs: found.mtimeMs, br: await brotli(found.bytes, BROTLI_OPTIONS), gz: await gzip(found.bytes) };
      compressed.set(found.file, entry);
    }
    return entry;
  }

  /** Compresses the build's text files ahead of the first visitor (in the background, off the request path). */
  async function warmUp(): Promise<void> {
    const files = await fs.readdir(options.webRoot, { recursive: true }).catch(() => [] as string[]);
    for (const relative of files) {
      const found = await readFile(`/${relative}`);
      if (found && COMPRESSIBLE.test(contentType(found.file)) && found.bytes.length > 1024) await compressedOf(found);
    }
  }
  void warmUp();

  async function send(req: IncomingMessage, res: ServerResponse, status: number, found: { file: string; bytes: Buffer; mtimeMs: number }, headers: Record<string, string>) {
    const type = contentType(found.file);
    const out: Record<string, string> = { ...config.globalHeaders, 'Content-Type': type, ...headers, Vary: 'Accept-Encoding' };
    let body = found.bytes;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.test(type) && body.length > 1024 && /\b(br|gzip)\b/.test(accepts)) {
      const entry = await compressedOf(found);
      const useBrotli = /\bbr\b/.test(accepts);
      body = useBrotli ? entry.br : entry.gz;
      out['Content-Encoding'] = useBrotli ? 'br' : 'gzip';
    }
    out['Content-Length'] = String(body.length);
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const override = config.responseOverrides?.['404'];
    if (override?.redirect) {
      res.writeHead(override.statusCode ?? 302, { ...config.globalHeaders, Location: override.redirect });
      res.end();
      return;
    }
    const page = override?.rewrite ? await readFile(override.rewrite) : undefined;
    if (page) return send(req, res, override?.statusCode ?? 404, page, {});
    res.writeHead(404, { ...config.globalHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  return async function handleStatic(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...config.globalHeaders, Allow: 'GET, HEAD' });
      return void res.end();
    }
    if (!isWellEncoded(urlPath)) {
      res.writeHead(400, { ...config.globalHeaders, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return void res.end('Bad request: malformed percent-encoding in the path');
    }
    let target = urlPath === '/' ? '/index.html' : urlPath;
    let headers: Record<string, string> = {};
    const rule = routes.find((r) => r.regex.test(urlPath) && (!r.methods || r.methods.includes(req.method!)));
    if (rule?.redirect) {
      res.writeHead(rule.statusCode ?? 302, { ...config.globalHeaders, Location: rule.redirect });
      return void res.end();
    }
    if (rule?.rewrite) target = rule.rewrite;
    if (rule?.headers) headers = rule.headers;

    let found = await readFile(target);
    if (!found && config.navigationFallback && !exclusions.some((ex) => ex.test(urlPath))) {
      found = await readFile(config.navigationFallback.rewrite);
      const fallbackRule = routes.find((r) => r.regex.test(config.navigationFallback!.rewrite));
      headers = { ...fallbackRule?.headers, ...headers };
    } else if (found && target !== urlPath) {
      const targetRule = routes.find((r) => r.regex.test(target));
      headers = { ...targetRule?.headers, ...headers };
    }
    if (!found) return notFound(req, res);
    return send(req, res, rule?.statusCode ?? 200, found, headers);
  };
}
