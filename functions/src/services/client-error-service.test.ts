import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PER_MINUTE, clientErrorAllowed, scrubClientText } from './client-error-service';
import { stockholmHour } from './scheduled-harvest';

describe('client error reports', () => {
  it('allows CLIENT_ERRORS_PER_MINUTE per address and minute', () => {
    const t = 1_000_000;
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) expect(clientErrorAllowed('10.0.0.1', t + i)).toBe(true);
    expect(clientErrorAllowed('10.0.0.1', t + 100)).toBe(false);
    expect(clientErrorAllowed('10.0.0.2', t + 100)).toBe(true);
    expect(clientErrorAllowed('10.0.0.1', t + 60_001)).toBe(true);
  });
  it('removes query strings, e-mail addresses and long numbers', () => {
    expect(scrubClientText('at https://lunchkoll.se/app.js?session=abc#x:1:2')).toBe('at https://lunchkoll.se/app.js');
    expect(scrubClientText('user anna.b@example.se called 070-123 45 67')).toBe('user [email] called [number]');
  });
});

describe('harvest timers', () => {
  it('read the Stockholm hour across daylight saving time', () => {
    expect(stockholmHour(new Date('2030-01-14T05:00:00Z'))).toBe(6); // CET: the 05:00 UTC run is the one
    expect(stockholmHour(new Date('2030-01-14T04:00:00Z'))).toBe(5);
    expect(stockholmHour(new Date('2030-06-10T04:00:00Z'))).toBe(6); // CEST: the 04:00 UTC run is the one
    expect(stockholmHour(new Date('2030-06-10T16:00:00Z'))).toBe(18);
    expect(stockholmHour(new Date('2030-01-14T17:00:00Z'))).toBe(18);
  });
});
