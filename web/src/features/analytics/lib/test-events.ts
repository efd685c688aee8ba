import type { AnalyticsEvent, Delivery } from '../../../lib/analytics';

/** One event of each kind the public pages send; the search term marks them as tests in the counts. */
export function testEvents(city: string): AnalyticsEvent[] {
  return [
    { name: 'restaurant_view', restaurantId: 'analytics-test', city },
    { name: 'location_view', city },
    { name: 'filter_use', filter: 'price', value: '150', city },
    { name: 'search', city, query: 'analytics test' },
  ];
}

export interface StatusFacts {
  endpoint: string | null;
  analyticsConsent: boolean;
  performanceConsent: boolean;
  decided: boolean;
}

/** What happened to an event on each channel, in words for the panel. */
export function describeDeliveries(deliveries: Delivery[], facts: Pick<StatusFacts, 'endpoint'>): { channel: string; text: string; ok: boolean }[] {
  const endpoint = deliveries.find((d) => d.channel === 'endpoint');
  const firstParty = deliveries.find((d) => d.channel === 'first-party');
  return [
    {
      channel: 'Analytics endpoint',
      ok: endpoint?.outcome === 'sent',
      text: endpoint
        ? endpoint.outcome === 'sent'
          ? `sent to ${facts.endpoint ?? 'the endpoint'}`
          : `skipped: ${endpoint.reason ?? 'not sent'}`
        : 'skipped: VITE_ANALYTICS_URL is not set',
    },
    {
      channel: 'First-party counts',
      ok: firstParty?.outcome === 'counted',
      text: firstParty
        ? firstParty.outcome === 'counted'
          ? 'counted first-party (queued for /api/analytics/events)'
          : `skipped: ${firstParty.reason ?? 'not counted'}`
        : 'skipped: analytics is not started on this page',
    },
  ];
}
