import { BlockList, isIP } from 'node:net';

/** Addresses URL ingest never connects to: private, loopback, link-local, multicast and reserved ranges. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else the address itself. */
function unmap(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isLoopbackAddress(address: string): boolean {
  const plain = unmap(address.replace(/^\[|\]$/g, ''));
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return loopback.check(plain, family);
}

/** True when ingest must not connect to this IP address. */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  const plain = unmap(address.replace(/^\[|\]$/g, ''));
  const version = isIP(plain);
  if (version === 0) return true;
  if (isLoopbackAddress(plain)) return !allowLoopback;
  if (version === 6 && /^::ffff:/i.test(plain)) return true;
  return blocked.check(plain, version === 6 ? 'ipv6' : 'ipv4');
}
