import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, isLoopbackAddress } from './address-guard.ts';

/** One or more addresses inside each range that is not globally reachable (IANA special-purpose registries). */
const NOT_GLOBAL_V4: [string, ...string[]][] = [
  ['0.0.0.0/8', '0.0.0.0', '0.255.255.255'],
  ['10.0.0.0/8', '10.0.0.1', '10.255.255.255'],
  ['100.64.0.0/10', '100.64.0.1', '100.127.255.254'],
  ['127.0.0.0/8', '127.0.0.1', '127.255.0.1'],
  ['169.254.0.0/16', '169.254.169.254'],
  ['172.16.0.0/12', '172.16.0.1', '172.31.255.255'],
  ['192.0.0.0/24', '192.0.0.8', '192.0.0.170'],
  ['192.0.2.0/24', '192.0.2.1'],
  ['192.88.99.0/24', '192.88.99.1'],
  ['192.168.0.0/16', '192.168.1.2'],
  ['198.18.0.0/15', '198.18.0.1', '198.19.255.255'],
  ['198.51.100.0/24', '198.51.100.7'],
  ['203.0.113.0/24', '203.0.113.9'],
  ['224.0.0.0/4', '224.0.0.1', '239.255.255.250'],
  ['240.0.0.0/4', '240.0.0.1', '255.255.255.254'],
  ['limited broadcast', '255.255.255.255'],
];

const NOT_GLOBAL_V6: [string, ...string[]][] = [
  ['unspecified ::/128', '::'],
  ['loopback ::1', '::1', '[::1]', '0:0:0:0:0:0:0:1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:192.168.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1', '::ffff:7f00:1'],
  ['NAT64 64:ff9b::/96', '64:ff9b::a00:1', '64:ff9b::8.8.8.8'],
  ['local NAT64 64:ff9b:1::/48', '64:ff9b:1::1'],
  ['discard 100::/64', '100::1'],
  ['IETF 2001::/23 (Teredo, ORCHID, benchmarking)', '2001::1', '2001:2::1', '2001:10::1'],
  ['documentation 2001:db8::/32', '2001:db8::1'],
  ['documentation 3fff::/20', '3fff::1'],
  ['6to4 of a private address', '2002:a00:1::1', '2002:c0a8:101::1', '2002:7f00:1::'],
  ['unique local fc00::/7', 'fc00::1', 'fd00::1'],
  ['link-local fe80::/10', 'fe80::1', 'fe80::1%eth0', 'febf::1'],
  ['site-local fec0::/10', 'fec0::1'],
  ['multicast ff00::/8', 'ff02::1', 'ff0e::1'],
  ['outside 2000::/3', '::2', '4000::1', '1000::1', 'e000::1'],
  ['IPv4-compatible (deprecated)', '::10.0.0.1'],
];

describe('URL-ingest address rule: globally routable unicast only', () => {
  it.each(NOT_GLOBAL_V4)('refuses IPv4 %s', (_range, ...addresses) => {
    for (const address of addresses) expect(isForbiddenAddress(address, false), address).toBe(true);
  });

  it.each(NOT_GLOBAL_V6)('refuses IPv6 %s', (_range, ...addresses) => {
    for (const address of addresses) expect(isForbiddenAddress(address, false), address).toBe(true);
  });

  it.each(['not an address', '', '1.2.3', '1.2.3.4.5', '::ffff:1.2.3.256', 'gggg::1'])(
    'refuses what is not an IP address: %j',
    (text) => {
      expect(isForbiddenAddress(text, false)).toBe(true);
    },
  );

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.0.3.1',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700::1111',
    '2a00:1450:4001::1',
    '2001:200::1',
    '::ffff:93.184.216.34',
    '2002:5db8:d822::1',
  ])('allows the globally routable %s', (address) => {
    expect(isForbiddenAddress(address, false)).toBe(false);
  });

  it('allows loopback only with the test allowance, and nothing else with it', () => {
    for (const address of ['127.0.0.1', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
      expect(isForbiddenAddress(address, true)).toBe(false);
      expect(isForbiddenAddress(address, false)).toBe(true);
    }
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00::1', '0.0.0.0', '::']) {
      expect(isForbiddenAddress(address, true)).toBe(true);
    }
  });

  it("refuses the server's own interface addresses whatever their range", () => {
    const own = Object.values(networkInterfaces())
      .flatMap((entries) => entries ?? [])
      .filter((entry) => !entry.internal)
      .map((entry) => entry.address);
    for (const address of own) expect(isForbiddenAddress(address, false), address).toBe(true);
    // A server with a public address of its own: that one is refused, its neighbours are not.
    const ownPublic = ['93.184.216.34', '2606:4700::1111'];
    expect(isForbiddenAddress('93.184.216.34', false, ownPublic)).toBe(true);
    expect(isForbiddenAddress('::ffff:93.184.216.34', false, ownPublic)).toBe(true);
    expect(isForbiddenAddress('[2606:4700:0::1111]', false, ownPublic)).toBe(true);
    expect(isForbiddenAddress('93.184.216.35', false, ownPublic)).toBe(false);
  });
});
