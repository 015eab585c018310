import { get, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { PUBLIC_BOARDS } from './topics.ts';

// Issue 32 point 1: an event to a thousand viewers of a real server must cost a thousand socket writes and
// little else. Each stream's frame is one write of the whole HTTP chunk to its socket (no per-stream
// ReadableStream, promise chain, chunk framing or cork), and the bytes still make a correct stream.
const MAX_QUEUED = 4;
const t = useRealtimeTestApp({ maxQueued: MAX_QUEUED });

let server: ServerType;
let origin: string;
/** Every write call on the server's sockets: the bytes of each. */
const writes = new Map<Socket, Buffer[]>();

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
  server.on('connection', (socket: Socket) => {
    const seen: Buffer[] = [];
    writes.set(socket, seen);
    const write = socket.write.bind(socket);
    socket.write = (...args: unknown[]) => {
      const [data, encoding] = args;
      seen.push(
        typeof data === 'string'
          ? Buffer.from(data, encoding as BufferEncoding)
          : Buffer.from(data as Uint8Array),
      );
      return (write as (...a: unknown[]) => boolean)(...args);
    };
    const writev = socket._writev?.bind(socket);
    if (writev)
      socket._writev = (chunks, callback) => {
        for (const { chunk } of chunks) seen.push(Buffer.from(chunk as Uint8Array));
        writev(chunks, callback);
      };
  });
});
afterAll(async () => {
  await t.hub.close();
  (server as Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface RawStream {
  response: IncomingMessage;
  text: () => string;
  /** The `data:` of every event received so far. */
  events: () => { event: string; data: string }[];
}

async function openStream(): Promise<RawStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(`${origin}/api/realtime`, { agent: false }, resolve).on('error', reject),
  );
  expect(response.statusCode).toBe(200);
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  const stream = {
    response,
    text: () => text,
    events: () =>
      text
        .split('\n\n')
        .slice(0, -1)
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
          data: /^data: (.*)$/m.exec(block)?.[1] ?? '',
        }))
        .filter((e) => e.event),
  };
  await expect.poll(() => text).toContain(': connected');
  return stream;
}

const frame = (n: number, size: number) =>
  JSON.stringify({ board_id: `b${n}`, document: `é${'x'.repeat(size)}€` });

it('writes an event to each stream as one socket write of the whole chunk, in order and intact', async () => {
  const streams = await Promise.all([openStream(), openStream(), openStream()]);
  // The first event may still pass through the response's body stream.
  t.hub.deliverText('board', frame(0, 10), [PUBLIC_BOARDS]);
  for (const s of streams) await expect.poll(() => s.events().length).toBe(1);
  for (const seen of writes.values()) seen.length = 0;

  const sent = [frame(1, 20_000), frame(2, 5), frame(3, 70_000)];
  for (const data of sent) t.hub.deliverText('board', data, [PUBLIC_BOARDS]);
  for (const s of streams) await expect.poll(() => s.events().length).toBe(4);

  for (const s of streams) expect(s.events().map((e) => e.data)).toEqual([frame(0, 10), ...sent]);
  const expected = sent.map((data) => {
    const body = Buffer.from(`event: board\ndata: ${data}\n\n`);
    return Buffer.concat([
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n'),
    ]);
  });
  const streamSockets = [...writes.values()].filter((seen) => seen.length > 0);
  expect(streamSockets).toHaveLength(streams.length);
  for (const seen of streamSockets) expect(seen).toEqual(expected);
  for (const s of streams) s.response.destroy();
});

it('closes a stream whose client stopped reading once its frames back up, as before', async () => {
  const stream = await openStream();
  t.hub.deliverText('board', frame(0, 10), [PUBLIC_BOARDS]);
  await expect.poll(() => stream.events().length).toBe(1);
  stream.response.pause();
  stream.response.socket.pause();
  const overflowBefore = t.hub.stats().closedForOverflow;
  const big = frame(1, 1024 * 1024);
  // Tens of MB: more than the kernel's socket buffers hold, then MAX_QUEUED frames more.
  for (let i = 0; i < 64 && t.hub.stats().closedForOverflow === overflowBefore; i += 1) {
    t.hub.deliverText('board', big, [PUBLIC_BOARDS]);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await expect.poll(() => t.hub.stats().closedForOverflow).toBe(overflowBefore + 1);
  expect(t.hub.stats().highestQueued).toBeLessThanOrEqual(MAX_QUEUED);
  stream.response.destroy();
});
