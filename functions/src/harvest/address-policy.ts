import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a server-side fetch of an admin-given URL may connect to: public unicast only.
 * Classification comes from ipaddr.js (its special-range tables); this file only decides what to do
 * with each range, and looks inside the IPv6 forms that carry an IPv4 address.
 */

export type AddressVerdict = { allowed: true; address: string } | { allowed: false; address: string; range: string };

/** IPv6 global unicast is 2000::/3; anything outside it (bar the IPv4-embedding forms below) is not public. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
/** Deprecated IPv4-compatible addresses (::a.b.c.d); ipaddr.js calls them unicast. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
/** RFC 6052 well-known NAT64 prefix: the last 32 bits are the IPv4 address the gateway connects to. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** Classifies an IP address given as text (as DNS returns it, or a URL's literal host without brackets). */
export function checkAddress(text: string): AddressVerdict {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // ipaddr.parse also accepts the short, hex and octal IPv4 forms (127.1, 0x7f000001, 017700000001).
    parsed = ipaddr.parse(text);
  } catch {
    return { allowed: false, address: text, range: 'not an IP address' };
  }
  const range = rangeOf(parsed);
  return range === null ? { allowed: true, address: text } : { allowed: false, address: text, range };
}

/** null when the address is public; otherwise the name of the range that makes it unusable. */
function rangeOf(address: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  if (address.kind() === 'ipv4') {
    const range = (address as ipaddr.IPv4).range();
    return range === 'unicast' ? null : range;
  }
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  // Forms that embed an IPv4 address: judge the embedded one (::ffff:127.0.0.1 is loopback).
  if (range === 'ipv4Mapped' || range === 'rfc6145') return embedded(v6, 'IPv4-mapped');
  if (v6.match(NAT64_WELL_KNOWN)) return embedded(v6, 'NAT64');
  if (range === '6to4') {
    // 2002:AABB:CCDD::/48 carries the IPv4 address AA.BB.CC.DD.
    const [, high, low] = v6.parts;
    const inner = new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
    const innerRange = rangeOf(inner);
    return innerRange === null ? null : `6to4 of ${innerRange}`;
  }
  if (range !== 'unicast') return range;
  if (v6.match(IPV4_COMPATIBLE)) return 'IPv4-compatible';
  if (!v6.match(IPV6_GLOBAL_UNICAST)) return 'not global unicast';
  return null;
}

function embedded(v6: ipaddr.IPv6, form: string): string | null {
  const [a, b] = v6.parts.slice(6);
  const inner = new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
  const innerRange = rangeOf(inner);
  return innerRange === null ? null : `${form} ${innerRange}`;
}

/** "host:port" as FETCH_ALLOWED_HOSTS lists it: lower case, IPv6 in brackets, the scheme's port when none is given. */
export function hostPortKey(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}
