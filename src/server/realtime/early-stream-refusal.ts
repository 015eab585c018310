import { createMiddleware } from 'hono/factory';
import { clientIp, type TrustProxy } from '#server/lib/client-ip.ts';
import { streamRefusal } from './stream-admission.ts';
import type { StreamRegistry } from './stream-registry.ts';

/** The event stream routes: GET /api/realtime and a live board's GET /api/boards/:id/live/stream. */
const STREAM_PATH = /^\/api\/(?:realtime|boards\/[^/]+\/live\/stream)$/;

/**
 * First in the app's chain: an address that already holds all its streams is refused before request ids,
 * logging, headers and routing, so that one address's flood of attempts costs as little as an answer can
 * (bench/realtime/stream-capacity.ts). Only a shortcut: the admission (stream-admission.ts) decides.
 */
export function refuseFloodedStreamAddresses(streams: StreamRegistry, trustProxy: TrustProxy) {
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' && STREAM_PATH.test(c.req.path)) {
      const address = clientIp(c, trustProxy);
      if (address && streams.addressFull(address)) {
        const { status, retryAfter, body } = streamRefusal('perAddress');
        return c.json(body, status, {
          'Retry-After': String(retryAfter),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      }
    }
    await next();
  });
}
