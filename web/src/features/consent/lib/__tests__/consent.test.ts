import { describe, expect, it } from 'vitest';
import { analyticsEndpoint, createAnalyticsListener, sendPerformanceReport, type SenderDeps } from '../analytics-sender';
import { allows, CONSENT_VERSION, makeConsent, parseConsent } from '../consent';

describe('stored consent', () => {
  it('round-trips a choice', () => {
    const choice = makeConsent({ analytics: true, performance: false }, new Date('2026-11-16T10:00:00Z'));
    expect(parseConsent(JSON.stringify(choice))).toEqual({
      necessary: true, analytics: true, performance: false, decidedAt: '2026-11-16T10:00:00.000Z', version: CONSENT_VERSION,
    });
  });

  it('treats missing, broken or old choices as no choice (nothing allowed)', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('{')).toBeNull();
    expect(parseConsent('null')).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true, performance: true, version: 0 }))).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: 'yes', performance: true, version: CONSENT_VERSION }))).toBeNull();
    expect(allows(null, 'analytics')).toBe(false);
  });
});

function fakeDeps(overrides: Partial<SenderDeps> & { consent?: { analytics: boolean; performance: boolean } } = {}) {
  const sent: { endpoint: string; body: unknown }[] = [];
  const consent = overrides.consent ?? { analytics: false, performance: false };
  const deps: SenderDeps = {
    endpoint: '/collect',
    hasConsent: (kind) => consent[kind],
    send: (endpoint, json) => sent.push({ endpoint, body: JSON.parse(json) }),
    page: () => '/restaurant/malmo-1',
    now: () => new Date('2026-11-16T10:00:00Z'),
    ...overrides,
  };
  return { deps, sent, consent };
}

describe('analytics sending', () => {
  const event = { name: 'restaurant_view', restaurantId: 'malmo-1', city: 'Malmö' } as const;

  it('sends nothing without analytics consent', () => {
    const { deps, sent } = fakeDeps({ consent: { analytics: false, performance: true } });
    createAnalyticsListener(deps)(event);
    expect(sent).toEqual([]);
  });

  it('sends nothing without an endpoint, even with consent', () => {
    const { deps, sent } = fakeDeps({ endpoint: null, consent: { analytics: true, performance: true } });
    createAnalyticsListener(deps)(event);
    expect(sent).toEqual([]);
  });

  it('sends the event as JSON with consent and an endpoint, and stops when consent is withdrawn', () => {
    const { deps, sent, consent } = fakeDeps({ consent: { analytics: true, performance: false } });
    const listener = createAnalyticsListener(deps);
    listener(event);
    expect(sent).toEqual([
      { endpoint: '/collect', body: { type: 'event', ...event, page: '/restaurant/malmo-1', at: '2026-11-16T10:00:00.000Z' } },
    ]);
    consent.analytics = false;
    listener(event);
    expect(sent).toHaveLength(1);
  });

  it('sends the performance report only with performance consent', () => {
    const report = { page: '/', lcp: 1200, cls: 0 };
    const without = fakeDeps({ consent: { analytics: true, performance: false } });
    expect(sendPerformanceReport(without.deps, report)).toBe(false);
    const withConsent = fakeDeps({ consent: { analytics: false, performance: true } });
    expect(sendPerformanceReport(withConsent.deps, report)).toBe(true);
    expect(withConsent.sent[0].body).toEqual({ type: 'performance', ...report });
  });

  it('accepts an absolute http(s) URL or a same-site path as endpoint', () => {
    expect(analyticsEndpoint('https://stats.example.se/collect')).toBe('https://stats.example.se/collect');
    expect(analyticsEndpoint('/api/events')).toBe('/api/events');
    expect(analyticsEndpoint('')).toBeNull();
    expect(analyticsEndpoint(undefined)).toBeNull();
    expect(analyticsEndpoint('//evil.example')).toBeNull();
    expect(analyticsEndpoint('javascript:alert(1)')).toBeNull();
  });
});
