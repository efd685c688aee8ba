import { describe, expect, it } from 'vitest';
import { describeDeliveries, testEvents } from '../test-events';

describe('analytics test panel texts', () => {
  it('sends one event of each kind', () => {
    expect(testEvents('Lund').map((e) => e.name)).toEqual(['restaurant_view', 'location_view', 'filter_use', 'search']);
  });

  it('says what each channel did, and why it skipped', () => {
    expect(describeDeliveries([], { endpoint: null }).map((d) => d.text)).toEqual(['skipped: VITE_ANALYTICS_URL is not set', 'skipped: analytics is not started on this page']);
    const done = describeDeliveries(
      [
        { channel: 'endpoint', outcome: 'sent' },
        { channel: 'first-party', outcome: 'counted' },
      ],
      { endpoint: 'https://a.example/e' },
    );
    expect(done).toEqual([
      { channel: 'Analytics endpoint', ok: true, text: 'sent to https://a.example/e' },
      { channel: 'First-party counts', ok: true, text: 'counted first-party (queued for /api/analytics/events)' },
    ]);
    expect(describeDeliveries([{ channel: 'first-party', outcome: 'skipped', reason: 'no analytics consent' }], { endpoint: null })[1].text).toBe('skipped: no analytics consent');
  });
});
