import { describe, expect, it } from 'vitest';
import { checkAddress, hostPortKey } from './address-policy';

describe('checkAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    // Short, hex and octal IPv4 forms, as an address string rather than via a URL.
    ['127.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['2130706433', 'loopback'],
    ['017700000001', 'loopback'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped linkLocal'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::192.168.0.1', 'NAT64 private'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of linkLocal'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::ffff:0:7f00:1', 'IPv4-mapped loopback'],
    ['4000::1', 'not global unicast'],
    ['not-an-ip', 'not an IP address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, address, range });
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1', // just outside 172.16/12
    '100.128.0.1', // just outside 100.64/10
    '169.255.0.1',
    '2a00:1450:4001:80e::200e',
    '2606:4700:4700::1111',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822', // NAT64 of a public address
    '2002:5db8:d822::1', // 6to4 of a public address
  ])('allows the public address %s', (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true, address });
  });
});

describe('hostPortKey', () => {
  it('adds the default port of the scheme and keeps IPv6 brackets', () => {
    expect(hostPortKey(new URL('http://Example.COM/x'))).toBe('example.com:80');
    expect(hostPortKey(new URL('https://example.com/x'))).toBe('example.com:443');
    expect(hostPortKey(new URL('http://127.0.0.1:8080/'))).toBe('127.0.0.1:8080');
    expect(hostPortKey(new URL('http://[::1]:8080/'))).toBe('[::1]:8080');
  });
});
