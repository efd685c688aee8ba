import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * The security headers as the host sends them (staticwebapp.config.json, reproduced by the local host):
 * the Comparison screen may show other sites in a frame (frame-src https: http:), no other page may.
 * /admin/comparison is an SPA route served by the navigation fallback, so the route rule must reach it.
 */
const baseUrl = inject('baseUrl');
const config = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../staticwebapp.config.json'), 'utf8')) as {
  globalHeaders: Record<string, string>;
};
const strictPolicy = config.globalHeaders['Content-Security-Policy'];

const policyOf = async (urlPath: string) => {
  const res = await fetch(`${baseUrl}${urlPath}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  await res.arrayBuffer();
  return res.headers.get('content-security-policy') ?? '';
};

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy per route', () => {
  it('the global policy has no frame-src (frames fall back to default-src self)', () => {
    expect(directive(strictPolicy, 'frame-src')).toBeUndefined();
    expect(directive(strictPolicy, 'default-src')).toBe("default-src 'self'");
  });

  it.each(['/admin/comparison', '/admin/menu-review'])('%s (the SPA fallback) allows frames of http(s) pages and keeps everything else', async (urlPath) => {
    const policy = await policyOf(urlPath);
    expect(directive(policy, 'frame-src')).toBe('frame-src https: http:');
    expect(policy).toBe(`${strictPolicy}; frame-src https: http:`);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it.each(['/', '/lunch-list', '/admin', '/admin/weekly-validation', '/index.html'])('%s keeps the strict policy exactly', async (urlPath) => {
    expect(await policyOf(urlPath)).toBe(strictPolicy);
  });

  it('the other security headers stay on the comparison page', async () => {
    const res = await fetch(`${baseUrl}/admin/comparison`);
    await res.arrayBuffer();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
