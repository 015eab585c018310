import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { REALTIME_RETRY_MS } from '#shared/events.ts';
import type { FrameSink, SseConnection, SseFrame } from './sse-connection.ts';

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

const CRLF = Buffer.from('\r\n');
const chunks = new WeakMap<SseFrame, Buffer>();
/** The frame as one HTTP/1.1 chunk (its size line, its bytes, CRLF), also built once for every stream. */
const chunkOf = (frame: SseFrame) => {
  let chunk = chunks.get(frame);
  if (!chunk) {
    const bytes = encodeFrame(frame);
    chunk = Buffer.concat([Buffer.from(`${bytes.byteLength.toString(16)}\r\n`), bytes, CRLF]);
    chunks.set(frame, chunk);
  }
  return chunk;
};

/**
 * Decision 076: once the response's head is out and nothing of its own waits (node:http's chunked HTTP/1.1
 * response, its buffer empty), a frame is one write of its ready-made chunk to the socket: no body stream,
 * promises, chunk framing or cork per stream and frame. Null while that does not hold (the frame then goes
 * through the body stream as before). write() false: the socket's buffer is full; drain() follows.
 */
function socketSink(outgoing: ServerResponse, connection: SseConnection): FrameSink | null {
  const socket = outgoing.socket;
  if (
    !socket ||
    socket.destroyed ||
    !outgoing.headersSent ||
    !outgoing.chunkedEncoding ||
    outgoing.writableEnded ||
    outgoing.writableLength !== socket.writableLength
  )
    return null;
  return {
    write(frame) {
      // A socket closing: its close ends the connection.
      if (socket.destroyed || socket.write(chunkOf(frame)) || socket.writableLength === 0)
        return true;
      socket.once('drain', () => connection.drain());
      return false;
    },
  };
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
} as const;

/**
 * The response of a server-sent event stream fed by `connection`. The body is pulled: a frame leaves the
 * connection's bounded queue only when the client has taken the previous one (decision 025). On a node:http
 * server, from the first frame after the head, the connection writes its frames to the socket itself
 * (socketSink, decision 076), with the same bound; the body stream then only ends the response.
 */
export function sseResponse(c: Context, connection: SseConnection): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // retry: the browser's first reconnect wait; the comment line flushes the headers at once.
        controller.enqueue(encoder.encode(`retry: ${REALTIME_RETRY_MS}\n: connected\n\n`));
        connection.onClose((reason) => {
          // A client that stopped reading also stopped draining its socket: drop it.
          if (reason === 'overflow') outgoing?.destroy();
          try {
            if (reason === 'overflow' && !outgoing) controller.error(new Error('client too slow'));
            else if (reason !== 'client') controller.close();
          } catch {
            // Already closed by pull().
          }
        });
      },
      async pull(controller) {
        const frame = await connection.next();
        try {
          const sink = frame && outgoing ? socketSink(outgoing, connection) : null;
          if (sink) connection.attach(sink, frame!);
          else if (frame) controller.enqueue(encodeFrame(frame));
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
