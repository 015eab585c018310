import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ipBytes, type Range, inRange, v4Range, v6Range } from './ip-bytes.ts';

/**
 * URL ingest and the GIF media proxy connect only to globally routable unicast addresses (an allow rule, DESIGN §6). Refused: every
 * range of the IANA IPv4 and IPv6 special-purpose registries that is not globally reachable, everything
 * outside 2000::/3 for IPv6, and the server's own interface addresses. IPv4-mapped (::ffff:0:0/96) and
 * 6to4 (2002::/16) addresses are judged by the IPv4 address inside them.
 */
const V4_NOT_GLOBAL: Range[] = [
  v4Range('0.0.0.0', 8), // "this network"
  v4Range('10.0.0.0', 8), // private
  v4Range('100.64.0.0', 10), // shared address space (CGN)
  v4Range('127.0.0.0', 8), // loopback
  v4Range('169.254.0.0', 16), // link-local
  v4Range('172.16.0.0', 12), // private
  v4Range('192.0.0.0', 24), // IETF protocol assignments
  v4Range('192.0.2.0', 24), // TEST-NET-1
  v4Range('192.88.99.0', 24), // deprecated 6to4 relay anycast
  v4Range('192.168.0.0', 16), // private
  v4Range('198.18.0.0', 15), // benchmarking
  v4Range('198.51.100.0', 24), // TEST-NET-2
  v4Range('203.0.113.0', 24), // TEST-NET-3
  v4Range('224.0.0.0', 4), // multicast
  v4Range('240.0.0.0', 4), // reserved, with 255.255.255.255 (limited broadcast)
];

const V6_GLOBAL_UNICAST = v6Range('2000::', 3);
/** Not globally reachable although inside 2000::/3. */
const V6_NOT_GLOBAL: Range[] = [
  v6Range('2001::', 23), // IETF protocol assignments (Teredo, ORCHID, benchmarking …)
  v6Range('2001:db8::', 32), // documentation
  v6Range('3fff::', 20), // documentation
];
const V4_MAPPED = v6Range('::ffff:0:0', 96);
const SIX_TO_FOUR = v6Range('2002::', 16);
const LOOPBACK: Range[] = [v4Range('127.0.0.0', 8), v6Range('::1', 128)];

/** The address without brackets or a zone (`fe80::1%eth0`). */
function plain(address: string): string {
  return address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
}

/** IPv4 inside an IPv4-mapped or 6to4 IPv6 address, as 4 bytes; the bytes themselves otherwise. */
function effective(bytes: Uint8Array): Uint8Array {
  if (bytes.length === 16 && inRange(bytes, V4_MAPPED)) return bytes.slice(12);
  if (bytes.length === 16 && inRange(bytes, SIX_TO_FOUR)) return bytes.slice(2, 6);
  return bytes;
}

function isGlobalUnicast(bytes: Uint8Array): boolean {
  if (bytes.length === 4) return !V4_NOT_GLOBAL.some((range) => inRange(bytes, range));
  return inRange(bytes, V6_GLOBAL_UNICAST) && !V6_NOT_GLOBAL.some((range) => inRange(bytes, range));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** This machine's addresses, on every interface. */
function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address),
  );
}

function isOwnAddress(bytes: Uint8Array, own: readonly string[]): boolean {
  return own.some((address) => {
    const ownBytes = ipBytes(plain(address));
    return ownBytes !== null && sameBytes(effective(ownBytes), bytes);
  });
}

export function isLoopbackAddress(address: string): boolean {
  const bytes = ipBytes(plain(address));
  return bytes !== null && LOOPBACK.some((range) => inRange(effective(bytes), range));
}

/**
 * True when ingest must not connect to this IP address (anything but global unicast off this machine).
 * `ownAddresses` defaults to the interfaces' addresses, read at each call.
 */
export function isForbiddenAddress(
  address: string,
  allowLoopback: boolean,
  ownAddresses: readonly string[] = interfaceAddresses(),
): boolean {
  const text = plain(address);
  if (isIP(text) === 0) return true;
  const bytes = ipBytes(text);
  if (bytes === null) return true;
  const target = effective(bytes);
  if (LOOPBACK.some((range) => inRange(target, range))) return !allowLoopback;
  return !isGlobalUnicast(target) || isOwnAddress(target, ownAddresses);
}
