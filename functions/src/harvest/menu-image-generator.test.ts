import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageModel, illustrationFor, ImageModelError, imagePrompt } from './menu-image-generator';

/** A stand-in for the Azure OpenAI images API: records each request and answers what the test sets. */
let seen: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: any }[] = [];
let answer: (res: http.ServerResponse) => void = () => undefined;
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ path: url.pathname, query: url.searchParams, headers: req.headers, body: JSON.parse(raw || 'null') });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));

const menu = { name: 'Stekt strömming med potatismos', description: 'lingon och smält smör', tags: [] };
const settings = () => ({ endpoint, deployment: 'gpt-image-1', apiKey: 'test-key', apiVersion: '2025-04-01-preview' });

describe('the default generator', () => {
  it('draws the dish kind’s illustration, not labelled AI', async () => {
    const image = await illustrationFor(menu);
    expect(image).toMatchObject({ aiGenerated: false, source: 'illustration' });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
  });
  it('is the only generator without configuration', () => {
    expect(createImageModel(undefined)).toBeUndefined();
  });
});

describe('the image model (Azure OpenAI images API)', () => {
  it('asks the deployment for the dish and stores its answer as a 640x400 WebP labelled AI-generated', async () => {
    seen = [];
    const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#c84' } }).png().toBuffer();
    answer = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] }));
    const image = await createImageModel(settings())!.generate(menu);
    expect(image).toMatchObject({ aiGenerated: true, source: 'image-model' });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/openai/deployments/gpt-image-1/images/generations');
    expect(seen[0].query.get('api-version')).toBe('2025-04-01-preview');
    expect(seen[0].headers['api-key']).toBe('test-key');
    expect(seen[0].body).toMatchObject({ n: 1, size: '1024x1024', prompt: imagePrompt(menu) });
    expect(seen[0].body.prompt).toContain('Stekt strömming');
  });

  it('signs in with a credential when there is no key', async () => {
    seen = [];
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#484' } }).png().toBuffer();
    answer = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }));
    const credential = { getToken: async () => ({ token: 'entra-token', expiresOnTimestamp: Date.now() + 3_600_000 }) };
    await createImageModel({ ...settings(), apiKey: undefined }, { credential })!.generate(menu);
    expect(seen[0].headers.authorization).toBe('Bearer entra-token');
  });

  it('fails with an ImageModelError on an HTTP error, a missing image or an unreadable one (the worker then draws the illustration)', async () => {
    const model = createImageModel(settings())!;
    answer = (res) => res.writeHead(429, { 'Content-Type': 'application/json' }).end('{"error":{"code":"429"}}');
    await expect(model.generate(menu)).rejects.toThrow(ImageModelError);
    answer = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[{"url":"https://x"}]}');
    await expect(model.generate(menu)).rejects.toThrow(/no b64_json/);
    answer = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: Buffer.from('not an image').toString('base64') }] }));
    await expect(model.generate(menu)).rejects.toThrow(/could not be read/);
  });
});
