import { isIP } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address: the TCP peer, or — behind a trusted reverse proxy — the last X-Forwarded-For hop
 * (the one the proxy itself appended; earlier hops are whatever the client claimed).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return peer && isIP(peer) ? peer : undefined;
}
