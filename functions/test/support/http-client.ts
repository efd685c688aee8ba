import http from 'node:http';

/**
 * A tiny cookie-keeping client for API tests: one instance per signed-in person. `fromAddress` makes
 * its connections come from another loopback address (127.0.0.0/8 all reaches the stack), so a test
 * can be a client of its own for per-address throttling without locking out the other tests.
 */
export class ApiClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly options: { fromAddress?: string } = {},
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const res = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
      const req = http.request(
        new URL(path, this.baseUrl),
        {
          method,
          agent: false,
          localAddress: this.options.fromAddress,
          headers: {
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('error', reject);
          response.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(response.headers)) {
              for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, value);
            }
            resolve({ status: response.statusCode ?? 0, headers: out, text: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('__Host-session=')) {
      const value = setCookie.split(';')[0];
      this.cookie = value === '__Host-session=' ? undefined : value;
    }
    let json: any;
    try {
      json = res.text ? JSON.parse(res.text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, setCookie };
  }

  login(username: string, password: string) {
    return this.call('POST', '/api/login', { username, password });
  }
}
