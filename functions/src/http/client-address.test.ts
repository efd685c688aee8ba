import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './client-address';

describe('client address from X-Forwarded-For', () => {
  it.each([
    // [header, trusted proxy hops, expected key]
    ['203.0.113.7', 1, '203.0.113.7'],
    ['203.0.113.7:52114', 1, '203.0.113.7'],
    ['[2001:db8::1]:443', 1, '2001:db8::1'],
    ['2001:db8::1', 1, '2001:db8::1'],
    // A client-written first entry is ignored: the proxy appended the real address last.
    ['6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    ['1.1.1.1, 2.2.2.2, 203.0.113.7:1234', 1, '203.0.113.7'],
    // Two proxies (e.g. Static Web Apps, then the Functions front end): the client is second from the right.
    ['6.6.6.6, 203.0.113.7, 10.0.0.4:443', 2, '203.0.113.7'],
    ['203.0.113.7, 10.0.0.4', 2, '203.0.113.7'],
    ['203.0.113.7', 2, '203.0.113.7'],
    ['', 1, 'unknown'],
  ])('%s with %i hop(s) is %s', (header, hops, expected) => {
    expect(clientAddressFrom(header, hops)).toBe(expected);
  });

  it('does not change when the client rotates what it writes itself', () => {
    const keys = new Set(['1.2.3.4', '5.6.7.8', 'garbage', '::1'].map((spoof) => clientAddressFrom(`${spoof}, 198.51.100.9`, 1)));
    expect([...keys]).toEqual(['198.51.100.9']);
  });
});
