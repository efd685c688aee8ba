import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { LUNCHKOLL_USER_AGENT, createSafeFetcher, type SafeFetchResult, type SafeFetcherOptions } from './safe-fetch';
import { siteHandler, startTestServer, type TestServer } from './test-server';

/** Fast defaults for tests; each test states what it needs on top. */
function fetcher(options: Partial<SafeFetcherOptions> = {}) {
  return createSafeFetcher({ allowedHosts: [], minIntervalPerHostMs: 0, timeoutMs: 5_000, ...options });
}

function expectFailure(result: SafeFetchResult, reason: string) {
  expect(result.ok, JSON.stringify({ ...result, body: undefined })).toBe(false);
  if (!result.ok) {
    expect(result.reason).toBe(reason);
    expect(result.message.length).toBeGreaterThan(10);
  }
}

const pages = (path: string) => path.replace(/\?.*/, '') !== '/robots.txt';

describe('safe fetch: addresses', () => {
  // A loopback server that is NOT allow-listed: every way of naming it must be refused before a request reaches it.
  let target: TestServer;
  let target6: TestServer;
  beforeAll(async () => {
    target = await startTestServer(siteHandler((_req, res) => res.end('secret')));
    target6 = await startTestServer(siteHandler((_req, res) => res.end('secret')), '::1');
  });
  afterAll(async () => {
    await target.close();
    await target6.close();
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://2130706433:PORT/', // decimal
    'http://0x7f000001:PORT/', // hex
    'http://017700000001:PORT/', // octal
    'http://127.1:PORT/', // short
    'http://0x7f.1:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://localhost:PORT/', // a host name that resolves to loopback
  ])('refuses %s without contacting the server', async (template) => {
    const result = await fetcher()(template.replace('PORT', String(target.port)));
    expectFailure(result, 'blocked-address');
    expect(target.requests).toEqual([]);
  });

  it('refuses the IPv6 loopback server when it is not allow-listed', async () => {
    expectFailure(await fetcher()(`http://[::1]:${target6.port}/`), 'blocked-address');
    expect(target6.requests).toEqual([]);
  });

  it.each([
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://192.0.2.1/',
    'http://198.18.0.1/',
    'http://[::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[2001:db8::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:c0a8:1::1]/',
    'https://[::ffff:a00:1]/',
  ])('refuses the non-public literal %s', async (url) => {
    expectFailure(await fetcher()(url), 'blocked-address');
  });
});

describe('safe fetch: allow-listed loopback servers', () => {
  let site: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer(siteHandler((_req, res) => res.end('internal')));
    site = await startTestServer(
      siteHandler((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname === '/menu') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end('<h1>Veckans lunch</h1>');
        } else if (url.pathname === '/to-other') {
          res.writeHead(302, { Location: `http://127.0.0.1:${other.port}/` }).end();
        } else if (url.pathname === '/to-other-by-name') {
          res.writeHead(301, { Location: `http://localhost:${other.port}/` }).end();
        } else if (url.pathname === '/to-mapped') {
          res.writeHead(307, { Location: `http://[::ffff:7f00:1]:${other.port}/` }).end();
        } else if (url.pathname === '/to-metadata') {
          res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
        } else if (url.pathname === '/to-file') {
          res.writeHead(302, { Location: 'file:///etc/passwd' }).end();
        } else if (url.pathname.startsWith('/hop/')) {
          const n = Number(url.pathname.split('/')[2]);
          if (n > 0) res.writeHead(302, { Location: `/hop/${n - 1}` }).end();
          else res.end('arrived');
        } else if (url.pathname === '/missing') {
          res.writeHead(404).end('not here');
        } else {
          res.writeHead(500).end();
        }
      }),
    );
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  const allowed = () => fetcher({ allowedHosts: [site.hostPort] });

  it('fetches an allow-listed server, naming itself in the User-Agent', async () => {
    const result = await allowed()(`${site.origin}/menu`);
    expect(result).toMatchObject({
      ok: true,
      url: `${site.origin}/menu`,
      finalUrl: `${site.origin}/menu`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      redirects: [],
    });
    expect(result.ok && result.body.toString('utf8')).toBe('<h1>Veckans lunch</h1>');
    expect(site.requests.at(-1)).toMatchObject({ path: '/menu', userAgent: LUNCHKOLL_USER_AGENT });
    expect(LUNCHKOLL_USER_AGENT).toMatch(/^LunchkollBot\/\d/);
  });

  it('fetches an allow-listed IPv6 loopback server', async () => {
    const site6 = await startTestServer(siteHandler((_req, res) => res.end('v6')), '::1');
    try {
      const result = await fetcher({ allowedHosts: [site6.hostPort] })(`${site6.origin}/`);
      expect(result.ok && result.body.toString()).toBe('v6');
    } finally {
      await site6.close();
    }
  });

  it.each(['/to-other', '/to-other-by-name', '/to-mapped', '/to-metadata'])(
    'refuses a redirect (%s) from an allow-listed server to a non-public address',
    async (path) => {
      expectFailure(await allowed()(`${site.origin}${path}`), 'blocked-address');
      expect(other.requests).toEqual([]);
    },
  );

  it('refuses a redirect to a non-http scheme', async () => {
    expectFailure(await allowed()(`${site.origin}/to-file`), 'blocked-scheme');
  });

  it('follows up to 5 redirects and refuses a sixth', async () => {
    const five = await allowed()(`${site.origin}/hop/5`);
    expect(five).toMatchObject({ ok: true, finalUrl: `${site.origin}/hop/0`, redirects: [4, 3, 2, 1, 0].map((n) => `${site.origin}/hop/${n}`) });
    expectFailure(await allowed()(`${site.origin}/hop/6`), 'too-many-redirects');
    const two = await fetcher({ allowedHosts: [site.hostPort], maxRedirects: 2 })(`${site.origin}/hop/3`);
    expectFailure(two, 'too-many-redirects');
  });

  it('reports a non-2xx final status as http-error with the status', async () => {
    const result = await allowed()(`${site.origin}/missing`);
    expectFailure(result, 'http-error');
    expect(!result.ok && result.status).toBe(404);
  });
});

describe('safe fetch: time and size limits', () => {
  it('times out on a server that never answers', async () => {
    const silent = await startTestServer(siteHandler(() => undefined));
    try {
      const started = performance.now();
      const result = await fetcher({ allowedHosts: [silent.hostPort], timeoutMs: 300 })(`${silent.origin}/menu`);
      expectFailure(result, 'timeout');
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(silent.requests.map((r) => r.path)).toContain('/menu');
    } finally {
      await silent.close();
    }
  });

  it('times out on a body that trickles in', async () => {
    const slow = await startTestServer(
      siteHandler((_req, res) => {
        res.writeHead(200);
        const timer = setInterval(() => res.write('x'), 50);
        res.on('close', () => clearInterval(timer));
      }),
    );
    try {
      expectFailure(await fetcher({ allowedHosts: [slow.hostPort], timeoutMs: 300 })(`${slow.origin}/`), 'timeout');
    } finally {
      await slow.close();
    }
  });

  describe('body cap', () => {
    const bomb = zlib.gzipSync(Buffer.alloc(200_000)); // ~200 bytes on the wire, 200 kB decoded
    let site: TestServer;
    beforeAll(async () => {
      site = await startTestServer(
        siteHandler((req, res) => {
          if (req.url === '/exact') res.end('a'.repeat(1_000));
          else if (req.url === '/over') res.end('a'.repeat(1_001));
          else if (req.url === '/chunked') {
            // No Content-Length: the cap must hold while reading.
            res.writeHead(200);
            for (let i = 0; i < 20; i++) res.write('b'.repeat(100));
            res.end();
          } else if (req.url === '/bomb') res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(bomb);
          else if (req.url === '/gzip') res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(zlib.gzipSync('Dagens gröna'));
          else if (req.url === '/deflate') res.writeHead(200, { 'Content-Encoding': 'deflate' }).end(zlib.deflateSync('Dagens fisk'));
          else if (req.url === '/br') res.writeHead(200, { 'Content-Encoding': 'br' }).end(zlib.brotliCompressSync('Dagens kött'));
          else if (req.url === '/corrupt') res.writeHead(200, { 'Content-Encoding': 'gzip' }).end('not gzip at all');
          else res.writeHead(404).end();
        }),
      );
    });
    afterAll(() => site.close());
    const capped = () => fetcher({ allowedHosts: [site.hostPort], maxBytes: 1_000 });

    it('accepts a body at the cap and refuses one byte more', async () => {
      const exact = await capped()(`${site.origin}/exact`);
      expect(exact.ok && exact.body.length).toBe(1_000);
      expectFailure(await capped()(`${site.origin}/over`), 'too-large');
      expectFailure(await capped()(`${site.origin}/chunked`), 'too-large');
    });

    it('applies the cap to the decoded size', async () => {
      expectFailure(await capped()(`${site.origin}/bomb`), 'too-large');
    });

    it('decodes gzip, deflate and br', async () => {
      const texts = await Promise.all(
        ['gzip', 'deflate', 'br'].map(async (path) => {
          const result = await capped()(`${site.origin}/${path}`);
          return result.ok ? result.body.toString('utf8') : result.reason;
        }),
      );
      expect(texts).toEqual(['Dagens gröna', 'Dagens fisk', 'Dagens kött']);
    });

    it('classifies a body that cannot be decoded', async () => {
      expectFailure(await capped()(`${site.origin}/corrupt`), 'network-error');
    });
  });
});

describe('safe fetch: robots.txt', () => {
  async function siteWithRobots(robots: { status?: number; body?: string }) {
    return startTestServer(siteHandler((_req, res) => res.end('page'), robots));
  }

  it('honours a Disallow for our product token, without requesting the page', async () => {
    const site = await siteWithRobots({ body: 'User-agent: LunchkollBot\nDisallow: /private\n' });
    try {
      const fetch = fetcher({ allowedHosts: [site.hostPort] });
      expectFailure(await fetch(`${site.origin}/private/menu`), 'robots-disallowed');
      expect((await fetch(`${site.origin}/lunch`)).ok).toBe(true);
      expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt', '/lunch']); // cached: asked once
    } finally {
      await site.close();
    }
  });

  it('honours the * group, and prefers the group naming our product token', async () => {
    const all = await siteWithRobots({ body: 'User-agent: *\nDisallow: /\n' });
    const ours = await siteWithRobots({ body: 'User-agent: *\nDisallow: /\n\nUser-agent: LunchkollBot\nAllow: /\n' });
    try {
      expectFailure(await fetcher({ allowedHosts: [all.hostPort] })(`${all.origin}/lunch`), 'robots-disallowed');
      expect(all.requests.filter((r) => pages(r.path))).toEqual([]);
      expect((await fetcher({ allowedHosts: [ours.hostPort] })(`${ours.origin}/lunch`)).ok).toBe(true);
    } finally {
      await all.close();
      await ours.close();
    }
  });

  it('allows everything when robots.txt is missing, and nothing when it answers 5xx', async () => {
    const missing = await siteWithRobots({ status: 404 });
    const broken = await siteWithRobots({ status: 503, body: 'down' });
    try {
      expect((await fetcher({ allowedHosts: [missing.hostPort] })(`${missing.origin}/lunch`)).ok).toBe(true);
      expectFailure(await fetcher({ allowedHosts: [broken.hostPort] })(`${broken.origin}/lunch`), 'robots-disallowed');
      expect(broken.requests.filter((r) => pages(r.path))).toEqual([]);
    } finally {
      await missing.close();
      await broken.close();
    }
  });
});

describe('safe fetch: pacing', () => {
  it('waits at least the interval between two requests to one host', async () => {
    const site = await startTestServer(siteHandler((_req, res) => res.end('page')));
    try {
      const fetch = fetcher({ allowedHosts: [site.hostPort], minIntervalPerHostMs: 1000 });
      const results = await Promise.all([fetch(`${site.origin}/a`), fetch(`${site.origin}/b`)]);
      expect(results.every((r) => r.ok)).toBe(true);
      const times = site.requests.map((r) => r.at);
      expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt', '/a', '/b']);
      // The pacer spaces the starts of the requests (host-pacing.test.ts checks the exact interval);
      // here they are seen arriving, after a transit time that a loaded machine stretches more for the
      // first request (a new connection) than for the next: unpaced they arrive within a few ms. The
      // interval is long and the margin wide (transit on a loaded CI machine has differed by 120 ms).
      expect(times[1] - times[0]).toBeGreaterThanOrEqual(600);
      expect(times[2] - times[1]).toBeGreaterThanOrEqual(600);
    } finally {
      await site.close();
    }
  });
});

describe('safe fetch: bad input', () => {
  it.each(['ftp://example.com/menu.pdf', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hej', 'gopher://example.com/'])(
    'refuses the scheme of %s',
    async (url) => {
      expectFailure(await fetcher()(url), 'blocked-scheme');
    },
  );

  it.each(['', 'not a url', 'http://', 'http://exa mple.com/', '//example.com/menu'])('classifies %j as invalid-url', async (url) => {
    const result = await fetcher()(url);
    expectFailure(result, 'invalid-url');
    expect(result.url).toBe(url);
  });

  it('classifies a host name that does not resolve', async () => {
    expectFailure(await fetcher({ timeoutMs: 10_000 })('http://no-such-host.invalid/'), 'dns-failure');
  });
});
