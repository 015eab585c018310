import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { REALTIME_RETRY_MS } from '#shared/events.ts';
import type { SseConnection, SseFrame } from './sse-connection.ts';

const encoder = new TextEncoder();
/**
 * A frame's bytes, encoded once however many streams it goes to (the hub queues the one frame object on
 * each): a board document to a thousand viewers is one encoding, not a thousand (issue 32 point 1).
 */
const encoded = new WeakMap<SseFrame, Uint8Array>();
const encodeFrame = (frame: SseFrame) => {
  let bytes = encoded.get(frame);
  if (!bytes) {
    bytes = encoder.encode(`event: ${frame.event}\ndata: ${frame.data}\n\n`);
    encoded.set(frame, bytes);
  }
  return bytes;
};

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
} as const;

/**
 * The response of a server-sent event stream fed by `connection`. The body is pulled: a frame leaves the
 * connection's bounded queue only when the client has taken the previous one (decision 025).
 */
export function sseResponse(c: Context, connection: SseConnection): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // retry: the browser's first reconnect wait; the comment line flushes the headers at once.
        controller.enqueue(encoder.encode(`retry: ${REALTIME_RETRY_MS}\n: connected\n\n`));
        connection.onClose((reason) => {
          try {
            if (reason === 'overflow') controller.error(new Error('client too slow'));
            else if (reason === 'shutdown' || reason === 'revoked') controller.close();
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
}
