import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './address-guard.ts';

/**
 * Shared by every outgoing request the server makes for a user (URL ingest, GIF media): the address rule
 * must be the same everywhere, so it lives below the features (DESIGN §6).
 */

/** True when the URL names an IP address the server must not connect to (no DNS needed to know). */
export function isForbiddenLiteralHost(url: URL, allowLoopback: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && isForbiddenAddress(host, allowLoopback);
}

/**
 * A DNS lookup for node:http(s) that refuses the connection with `forbidden()` when any resolved address is
 * not globally routable unicast; checked for each connection, so a name cannot resolve one way when checked
 * and another when connected.
 */
export function guardedLookup(allowLoopback: boolean, forbidden: () => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (
        !addresses.length ||
        addresses.some((a) => isForbiddenAddress(a.address, allowLoopback))
      ) {
        return callback(forbidden(), '', 4);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
