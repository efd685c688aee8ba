/**
 * The one module every analytics event goes through (spec: restaurant views, location views, filter
 * use, searches). Nothing leaves the browser unless an analytics endpoint is configured AND the
 * visitor has consented to analytics cookies. (Consent banner and sending: see features/consent.)
 */
export type AnalyticsEvent =
  | { name: 'restaurant_view'; restaurantId: string; city?: string }
  | { name: 'location_view'; city: string }
  | { name: 'filter_use'; filter: 'price' | 'cuisines' | 'dietaryOptions' | 'lunchIncludes' | 'selectedDay' | 'nearMe'; value: string; city?: string }
  | { name: 'search'; city: string; query: string; resultCount?: number };

/** What one channel did with an event (shown by the admin's analytics test panel). */
export interface Delivery {
  channel: 'endpoint' | 'first-party';
  outcome: 'sent' | 'counted' | 'skipped';
  reason?: string;
}

type Listener = (event: AnalyticsEvent) => Delivery | void;
const listeners = new Set<Listener>();

/** Records an event. Safe to call anywhere; it never throws and never blocks rendering. Returns what each channel did. */
export function track(event: AnalyticsEvent): Delivery[] {
  const done: Delivery[] = [];
  for (const listener of listeners) {
    try {
      const delivery = listener(event);
      if (delivery) done.push(delivery);
    } catch {
      /* analytics must never break the page */
    }
  }
  return done;
}

/** For the sender (after consent) and for tests. Returns an unsubscribe function. */
export function onAnalyticsEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
