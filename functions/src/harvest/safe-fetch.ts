import { getConfig } from '../config';
import { hostPortKey } from './address-policy';
import { FetchFailure, type FetchFailureReason } from './fetch-failure';
import { HostPacer } from './host-pacing';
import { REDIRECT_STATUSES, assertPublicLiteral, requestOnce, type TransportResponse } from './http-transport';
import { RobotsPolicy } from './robots-txt';

/**
 * The one way server-side code fetches a URL an admin typed in (menu pages, PDFs, images): http(s) only,
 * public addresses only (checked on the address really connected to, on every redirect), robots.txt
 * honoured, paced per host, bounded in time and size. It never throws: every outcome is a SafeFetchResult.
 */

/** Product token first: robots.txt groups are matched against it. */
export const LUNCHKOLL_USER_AGENT = 'LunchkollBot/1.0 (+https://lunchkoll.se/om)';

export type { FetchFailureReason };

export interface SafeFetchSuccess {
  ok: true;
  /** The URL asked for. */
  url: string;
  /** The URL the body came from, after redirects. */
  finalUrl: string;
  status: number;
  contentType: string | null;
  /** Decoded (gzip/deflate/br undone). */
  body: Buffer;
  /** Every URL redirected to, in order; empty without redirects. */
  redirects: string[];
}

export interface SafeFetchFailure {
  ok: false;
  reason: FetchFailureReason;
  /** English, for the admin's screen and the logs. */
  message: string;
  url: string;
  /** The HTTP status, for http-error. */
  status?: number;
}

export type SafeFetchResult = SafeFetchSuccess | SafeFetchFailure;

export interface SafeFetchRequestOptions {
  /** The Accept header; defaults to HTML, PDF, text and images. */
  accept?: string;
}

export type SafeFetcher = (url: string, options?: SafeFetchRequestOptions) => Promise<SafeFetchResult>;

export interface SafeFetcherOptions {
  /** host:port pairs (lower case, IPv6 in brackets) that skip the address check: tests only. */
  allowedHosts: readonly string[];
  userAgent?: string;
  /** For the whole fetch: robots.txt, waiting for the host's turn, redirects and body. Default 15 s. */
  timeoutMs?: number;
  /** Decoded body size limit. Default 10 MB. */
  maxBytes?: number;
  /** Default 5; one more is a too-many-redirects failure. */
  maxRedirects?: number;
  /** Minimum time between two requests to one host from this process. Default 500 ms. */
  minIntervalPerHostMs?: number;
  /** How long a robots.txt answer is reused. Default 1 hour. */
  robotsCacheTtlMs?: number;
}

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,image/*;q=0.7,*/*;q=0.5';
/** RFC 9309 asks crawlers to read at least 500 KiB of robots.txt; more is cut off. */
const ROBOTS_MAX_BYTES = 512 * 1024;

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const allowedHosts = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
  const userAgent = options.userAgent ?? LUNCHKOLL_USER_AGENT;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const pacer = new HostPacer(options.minIntervalPerHostMs ?? 500);

  interface Hop {
    accept: string;
    maxBytes: number;
    overflow: 'fail' | 'truncate';
    checkRobots: boolean;
    signal: AbortSignal;
  }

  /** Follows redirects, checking each hop; returns the final response whatever its status. */
  async function follow(start: URL, hop: Hop): Promise<{ response: TransportResponse; finalUrl: URL; redirects: string[] }> {
    const redirects: string[] = [];
    let url = start;
    for (;;) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        const where = redirects.length > 0 ? 'A redirect leads to' : 'The URL uses';
        throw new FetchFailure('blocked-scheme', `${where} the scheme "${url.protocol.replace(/:$/, '')}"; only http and https are fetched.`);
      }
      const anyAddress = allowedHosts.has(hostPortKey(url));
      if (!anyAddress) assertPublicLiteral(url);
      if (hop.checkRobots) await robots.assertAllowed(url, hop.signal);
      await pacer.wait(url.hostname, hop.signal);
      const response = await requestOnce({
        url,
        headers: { 'User-Agent': userAgent, Accept: hop.accept },
        anyAddress,
        signal: hop.signal,
        maxBytes: hop.maxBytes,
        overflow: hop.overflow,
      });
      if (!REDIRECT_STATUSES.has(response.status) || !response.headers.location) {
        return { response, finalUrl: url, redirects };
      }
      if (redirects.length >= maxRedirects) {
        throw new FetchFailure('too-many-redirects', `More than ${maxRedirects} redirects; the last one pointed to ${response.headers.location}.`);
      }
      let next: URL;
      try {
        next = new URL(response.headers.location, url);
      } catch {
        throw new FetchFailure('invalid-url', `A redirect points to an invalid URL (${response.headers.location}).`);
      }
      redirects.push(next.href);
      url = next;
    }
  }

  const robots = new RobotsPolicy({
    productToken: userAgent.split('/')[0].trim(),
    timeoutMs,
    ttlMs: options.robotsCacheTtlMs,
    fetchRobots: async (robotsUrl, signal) =>
      (await follow(robotsUrl, { accept: 'text/plain,*/*;q=0.5', maxBytes: ROBOTS_MAX_BYTES, overflow: 'truncate', checkRobots: false, signal }))
        .response,
  });

  return async function safeFetch(input, requestOptions = {}) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      return { ok: false, reason: 'invalid-url', message: `"${input}" is not a valid URL.`, url: input };
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new FetchFailure('timeout', `The fetch of ${url.href} did not finish within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    try {
      const hop: Hop = { accept: requestOptions.accept ?? DEFAULT_ACCEPT, maxBytes, overflow: 'fail', checkRobots: true, signal: controller.signal };
      const { response, finalUrl, redirects } = await follow(url, hop);
      if (response.status < 200 || response.status > 299) {
        throw new FetchFailure('http-error', `${finalUrl.href} answered HTTP ${response.status}.`, response.status);
      }
      return {
        ok: true,
        url: input,
        finalUrl: finalUrl.href,
        status: response.status,
        contentType: headerValue(response.headers['content-type']),
        body: response.body,
        redirects,
      };
    } catch (error) {
      const failure =
        error instanceof FetchFailure
          ? error
          : new FetchFailure('network-error', `The fetch of ${url.href} failed unexpectedly (${error instanceof Error ? error.message : String(error)}).`);
      return { ok: false, reason: failure.reason, message: failure.message, url: input, ...(failure.status !== undefined && { status: failure.status }) };
    } finally {
      clearTimeout(timer);
    }
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

let defaultFetcher: SafeFetcher | undefined;

/** The process-wide fetcher (one pacing table and robots cache), with FETCH_ALLOWED_HOSTS from the configuration. */
export function safeFetch(url: string, options?: SafeFetchRequestOptions): Promise<SafeFetchResult> {
  defaultFetcher ??= createSafeFetcher({ allowedHosts: getConfig().fetchAllowedHosts });
  return defaultFetcher(url, options);
}
