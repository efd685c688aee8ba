import type { AnalyticsEvent, Delivery } from '../../../lib/analytics';
import type { OptionalCookieKind } from './consent';

export interface SenderDeps {
  /** Where events go; nothing is sent without one. */
  endpoint: string | null;
  hasConsent: (kind: OptionalCookieKind) => boolean;
  /** Delivers one JSON body (navigator.sendBeacon in the browser). */
  send: (endpoint: string, json: string) => void;
  /** The page the event happened on (path only, no query string). */
  page: () => string;
  now?: () => Date;
}

/**
 * The listener `track` events reach: an event leaves the browser only when an endpoint is configured
 * AND the visitor has consented to analytics cookies, checked at the moment of sending (so a
 * withdrawn consent stops sending at once).
 */
export function createAnalyticsListener(deps: SenderDeps): (event: AnalyticsEvent) => Delivery {
  return (event) => {
    if (!deps.endpoint) return { channel: 'endpoint', outcome: 'skipped', reason: 'no endpoint' };
    if (!deps.hasConsent('analytics')) return { channel: 'endpoint', outcome: 'skipped', reason: 'no analytics consent' };
    const at = (deps.now?.() ?? new Date()).toISOString();
    deps.send(deps.endpoint, JSON.stringify({ type: 'event', ...event, page: deps.page(), at }));
    return { channel: 'endpoint', outcome: 'sent' };
  };
}

export interface PerformanceReport {
  type: 'performance';
  page: string;
  /** Largest contentful paint, ms. */
  lcp: number | null;
  /** Cumulative layout shift. */
  cls: number;
}

/** The performance report is sent under the same rule, with the performance consent. */
export function sendPerformanceReport(deps: SenderDeps, report: Omit<PerformanceReport, 'type'>): boolean {
  if (!deps.endpoint || !deps.hasConsent('performance')) return false;
  deps.send(deps.endpoint, JSON.stringify({ type: 'performance', ...report }));
  return true;
}

/**
 * The configured endpoint: an absolute http(s) URL or a same-site path, else null. (A cross-site
 * endpoint must also be allowed by the site's Content-Security-Policy connect-src.)
 */
export function analyticsEndpoint(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
