import { onAnalyticsEvent, type AnalyticsEvent, type Delivery } from '../../../lib/analytics';
import { analyticsEndpoint, createAnalyticsListener, sendPerformanceReport, type SenderDeps } from './analytics-sender';
import { hasConsent } from './consent-store';

/** Read once: set VITE_ANALYTICS_URL at build time to send events; unset, nothing leaves the browser. */
const ENDPOINT = analyticsEndpoint(import.meta.env.VITE_ANALYTICS_URL);

function beacon(endpoint: string, json: string): void {
  // Same-site: JSON as such. Cross-site: text/plain keeps the beacon a "simple" request (no preflight).
  const sameSite = new URL(endpoint, window.location.href).origin === window.location.origin;
  const body = new Blob([json], { type: sameSite ? 'application/json' : 'text/plain;charset=UTF-8' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/**
 * First-party counts (POST /api/analytics/events, aggregates only): with analytics consent an event is
 * queued and the sending code loaded on first use (a separate chunk, so pages without consent never
 * load it). At most 100 events wait; more are dropped.
 */
const pending: AnalyticsEvent[] = [];
let counter: Promise<typeof import('./first-party-counts')> | undefined;

function countFirstParty(event: AnalyticsEvent): Delivery {
  if (!hasConsent('analytics')) return { channel: 'first-party', outcome: 'skipped', reason: 'no analytics consent' };
  if (pending.length < 100) pending.push(event);
  (counter ??= import('./first-party-counts')).then(
    (m) => m.flushSoon(pending, () => hasConsent('analytics')),
    () => (counter = undefined),
  );
  return { channel: 'first-party', outcome: 'counted' };
}

let started = false;

/**
 * Connects `track` to the first-party counts and to the endpoint (events after analytics consent)
 * and, with performance consent, reports this page load's LCP and CLS once when the page is hidden.
 * Safe to call more than once.
 */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  onAnalyticsEvent(countFirstParty);
  if (!ENDPOINT) return;
  const deps: SenderDeps = { endpoint: ENDPOINT, hasConsent, send: beacon, page: () => window.location.pathname };
  onAnalyticsEvent(createAnalyticsListener(deps));
  observePerformance(deps);
}

function observePerformance(deps: SenderDeps) {
  if (typeof PerformanceObserver === 'undefined') return;
  let lcp: number | null = null;
  let cls = 0;
  try {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) lcp = Math.round(last.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    return; // entry types not supported
  }
  const page = window.location.pathname;
  const report = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', report);
    sendPerformanceReport(deps, { page, lcp, cls: Math.round(cls * 1000) / 1000 });
  };
  document.addEventListener('visibilitychange', report);
}
