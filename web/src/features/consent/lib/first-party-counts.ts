import type { AnalyticsEvent } from '../../../lib/analytics';

/**
 * The first-party counter's sending code, loaded only after analytics consent (see start-analytics).
 * Events are sent in batches of at most 20, two seconds after the first one or when the page is hidden,
 * to the site's own /api/analytics/events without cookies (credentials: 'omit'); the server keeps
 * daily counts only. Each batch's answer is announced as a `lunchkoll:analytics-batch` window event
 * (the admin's analytics test panel shows it).
 */
const URL_PATH = '/api/analytics/events';
const MAX_BATCH = 20;
const DELAY_MS = 2000;

let timer: ReturnType<typeof setTimeout> | undefined;
let hooked = false;

export interface BatchOutcome {
  status: number;
  counted?: number;
  dropped?: number;
}

/**
 * Sends the waiting events soon. `allowed` is the consent check (passed in rather than imported, so
 * this chunk shares no module with the page's main chunk and adds no request of its own before consent).
 */
export function flushSoon(pending: AnalyticsEvent[], allowed: () => boolean): void {
  if (!hooked) {
    hooked = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(pending, allowed));
  }
  if (pending.length >= MAX_BATCH) flush(pending, allowed);
  else timer ??= setTimeout(() => flush(pending, allowed), DELAY_MS);
}

function flush(pending: AnalyticsEvent[], allowed: () => boolean): void {
  clearTimeout(timer);
  timer = undefined;
  const events = pending.splice(0).flatMap(toWire);
  if (!allowed()) return; // consent withdrawn while the events waited: they are dropped
  for (let i = 0; i < events.length; i += MAX_BATCH) {
    fetch(URL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: events.slice(i, i + MAX_BATCH) }),
      credentials: 'omit',
      keepalive: true,
    })
      .then(async (res) => announce({ status: res.status, ...(res.ok ? ((await res.json()) as object) : {}) }))
      .catch(() => announce({ status: 0 }));
  }
}

function announce(outcome: BatchOutcome) {
  window.dispatchEvent(new CustomEvent<BatchOutcome>('lunchkoll:analytics-batch', { detail: outcome }));
}

/** Only what is counted leaves the browser: the event's name, city (the page's ?city= when the event has none) and subject. */
function toWire(event: AnalyticsEvent): object[] {
  const city = ('city' in event && event.city) || new URLSearchParams(window.location.search).get('city');
  if (!city) return [];
  switch (event.name) {
    case 'restaurant_view':
      return [{ name: event.name, city, restaurantId: event.restaurantId }];
    case 'location_view':
      return [{ name: event.name, city }];
    case 'filter_use':
      return [{ name: event.name, city, filter: event.filter, value: event.value.slice(0, 120) }];
    case 'search':
      return [{ name: event.name, city, query: event.query.slice(0, 200) }];
  }
}
