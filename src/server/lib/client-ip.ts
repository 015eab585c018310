import { isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server, each appending the address it received
 * the request from to X-Forwarded-For. `true` is one, `false` (or 0) none.
 */
export type TrustProxy = boolean | number;

const hopsOf = (trust: TrustProxy): number => (trust === true ? 1 : trust === false ? 0 : trust);

/**
 * The client's address: the TCP peer, or — behind N trusted proxies — the N-th X-Forwarded-For entry from the
 * right (the one the outermost proxy appended; entries left of it are whatever the client claimed). With fewer
 * entries than proxies, the first one. Behind HAProxy then nginx, TRUST_PROXY=2: one hop would give HAProxy's
 * own address for every user, and every per-address limit would become one limit for everybody.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string | undefined {
  const hops = hopsOf(trustProxy);
  if (hops > 0) {
    const entries = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const forwarded = entries.at(Math.max(-hops, -entries.length))?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return peer && isIP(peer) ? peer : undefined;
}
