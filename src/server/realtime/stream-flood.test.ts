import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createLiveSessions, type LiveSessions } from '#server/features/live/live-sessions.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { STREAM_BYTES } from './stream-registry.ts';

// One address (this process, over loopback) floods GET /api/realtime on a real socket.
const CAP = 5;
const ATTEMPTS = 2_000;
const BATCH = 50;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapUsed = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

let database: TestDatabase;
let realtime: RealtimeHub;
let live: LiveSessions;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = createRealtimeHub({ database });
  live = createLiveSessions({ bus: realtime });
  const app = createTestApp(database, { realtime, live, limits: { STREAMS_PER_ADDRESS: CAP } });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await realtime.close();
  await live.close();
  // The client's idle keep-alive connections would hold close() for their timeout.
  (server as Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

describe('a stream flood from one address', { timeout: 30_000 }, () => {
  it('is refused beyond the cap while the server stays up, bounded and answering', async () => {
    const kept: ReadableStreamDefaultReader<Uint8Array>[] = [];
    const statuses = new Map<number, number>();
    // Warm up (first request, first LISTEN) so that the baseline holds what any server holds.
    await (await fetch(`${origin}/api/health`)).text();
    const before = heapUsed();
    let highest = 0;
    for (let done = 0; done < ATTEMPTS; done += BATCH) {
      const responses = await Promise.all(
        Array.from({ length: BATCH }, () => fetch(`${origin}/api/realtime`)),
      );
      for (const response of responses) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) kept.push(response.body!.getReader());
        else {
          expect(response.headers.get('retry-after')).toBeTruthy();
          await response.text();
        }
      }
      highest = Math.max(highest, realtime.stats().connections);
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      await health.text();
    }
    const after = heapUsed();

    expect(statuses.get(200)).toBe(CAP);
    expect(statuses.get(429)).toBe(ATTEMPTS - CAP);
    expect(highest).toBeLessThanOrEqual(CAP);
    // Had every attempt been kept, the streams alone would take ATTEMPTS × STREAM_BYTES (about 64 MB).
    expect(after - before).toBeLessThan((ATTEMPTS * STREAM_BYTES) / 4);

    await Promise.all(kept.map((reader) => reader.cancel()));
    await expect.poll(() => realtime.stats().connections).toBe(0);
  });
});
