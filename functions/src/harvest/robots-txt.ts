import robotsParser from 'robots-parser';
import { FetchFailure } from './fetch-failure';
import type { TransportResponse } from './http-transport';

/**
 * robots.txt per origin, following RFC 9309:
 * - 2xx: its rules apply, for the group naming our product token, else the `*` group;
 * - missing or another 4xx (401/403 too), more redirects than allowed, or a redirect to a non-http
 *   scheme: robots.txt counts as unavailable and everything is allowed;
 * - 5xx or 429: the site is treated as fully disallowed for a while (RFC 9309 2.3.1.4), and the
 *   page fetch reports robots-disallowed;
 * - unreachable (DNS failure, blocked address, connection error, timeout): the page fetch fails
 *   with that same reason, since the page lives on the same host; nothing is cached then.
 * Answers are cached per origin (1 hour; 5 minutes for the 5xx "disallow all"), and concurrent
 * fetches of one origin share one robots.txt request.
 */

export type RobotsFetch = (robotsUrl: URL, signal: AbortSignal) => Promise<TransportResponse>;

type Rules =
  | { kind: 'parsed'; robot: ReturnType<typeof robotsParser> }
  | { kind: 'allow-all' }
  | { kind: 'disallow-all'; why: string };

interface CacheEntry {
  rules: Rules;
  expiresAt: number;
}

export interface RobotsOptions {
  /** The product token robots.txt groups are matched against, e.g. "LunchkollBot". */
  productToken: string;
  fetchRobots: RobotsFetch;
  /** How long one robots.txt request may take. */
  timeoutMs: number;
  ttlMs?: number;
  errorTtlMs?: number;
  now?: () => number;
}

export class RobotsPolicy {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Promise<CacheEntry>>();
  private readonly ttlMs: number;
  private readonly errorTtlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RobotsOptions) {
    this.ttlMs = options.ttlMs ?? 60 * 60_000;
    this.errorTtlMs = options.errorTtlMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Resolves when robots.txt lets us fetch `url`; otherwise rejects with a FetchFailure. */
  async assertAllowed(url: URL, signal: AbortSignal): Promise<void> {
    const entry = await raceAbort(this.rulesFor(url.origin), signal);
    const { rules } = entry;
    if (rules.kind === 'allow-all') return;
    if (rules.kind === 'disallow-all') {
      throw new FetchFailure('robots-disallowed', `${url.origin}/robots.txt ${rules.why}; the site is treated as disallowed for now.`);
    }
    // undefined means the URL is not on this robots.txt's origin, which cannot happen here.
    if (rules.robot.isAllowed(url.href, this.options.productToken) === false) {
      throw new FetchFailure('robots-disallowed', `${url.origin}/robots.txt does not allow ${this.options.productToken} to fetch ${url.pathname}.`);
    }
  }

  private rulesFor(origin: string): Promise<CacheEntry> {
    const cached = this.cache.get(origin);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached);
    let pending = this.pending.get(origin);
    if (!pending) {
      pending = this.load(origin).finally(() => this.pending.delete(origin));
      this.pending.set(origin, pending);
    }
    return pending;
  }

  private async load(origin: string): Promise<CacheEntry> {
    const robotsUrl = new URL('/robots.txt', origin);
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new FetchFailure('timeout', `${robotsUrl.href} did not answer within ${this.options.timeoutMs} ms.`)),
      this.options.timeoutMs,
    );
    let rules: Rules;
    let ttl = this.ttlMs;
    try {
      const response = await this.options.fetchRobots(robotsUrl, controller.signal);
      if (response.status >= 200 && response.status < 300) {
        rules = { kind: 'parsed', robot: robotsParser(robotsUrl.href, response.body.toString('utf8')) };
      } else if (response.status >= 500 || response.status === 429) {
        rules = { kind: 'disallow-all', why: `answered HTTP ${response.status}` };
        ttl = this.errorTtlMs;
      } else {
        rules = { kind: 'allow-all' };
      }
    } catch (error) {
      if (error instanceof FetchFailure && (error.reason === 'too-many-redirects' || error.reason === 'blocked-scheme')) {
        rules = { kind: 'allow-all' };
      } else if (error instanceof FetchFailure) {
        throw new FetchFailure(error.reason, `While fetching robots.txt: ${error.message}`, error.status);
      } else {
        throw error;
      }
    } finally {
      clearTimeout(timer);
    }
    const entry = { rules, expiresAt: this.now() + ttl };
    this.forgetExpired();
    this.cache.set(origin, entry);
    return entry;
  }

  private forgetExpired(): void {
    if (this.cache.size < 500) return;
    const now = this.now();
    for (const [origin, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(origin);
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
