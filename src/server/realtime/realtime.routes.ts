import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { viewerId } from '#server/features/boards/session-options.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/database-messages.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { REALTIME_RETRY_MS } from '#shared/events.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import type { SseFrame } from './sse-connection.ts';

const encoder = new TextEncoder();
const encodeFrame = (frame: SseFrame) =>
  encoder.encode(`event: ${frame.event}\ndata: ${frame.data}\n\n`);

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
} as const;

/**
 * GET /api/realtime: server-sent events for the viewer (visitors too: public boards only). The body is
 * pulled: a frame leaves the connection's bounded queue only when the client has taken the previous one.
 */
export function realtimeRoutes({ auth, hub }: { auth: Auth; hub: RealtimeHub }) {
  return new Hono<AppEnv>().get('/realtime', async (c) => {
    const viewer = await viewerId(auth, c);
    const connection = await hub.connect(viewer).catch((error: unknown) => {
      c.get('logger').warn({ err: error }, 'realtime unavailable');
      throw new HttpError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE);
    });
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          // retry: the browser's first reconnect wait; the comment line flushes the headers at once.
          controller.enqueue(encoder.encode(`retry: ${REALTIME_RETRY_MS}\n: connected\n\n`));
          connection.onClose((reason) => {
            try {
              if (reason === 'overflow') controller.error(new Error('client too slow'));
              else if (reason === 'shutdown') controller.close();
            } catch {
              // Already closed by pull().
            }
            // A client that stopped reading also stopped draining its socket: drop it.
            if (reason === 'overflow') outgoing?.destroy();
          });
        },
        async pull(controller) {
          const frame = await connection.next();
          try {
            if (frame) controller.enqueue(encodeFrame(frame));
            else controller.close();
          } catch {
            // Closed meanwhile (shutdown or overflow).
          }
        },
        cancel() {
          connection.close('client');
        },
      },
      { highWaterMark: 0 },
    );
    return c.body(body, 200, SSE_HEADERS);
  });
}
