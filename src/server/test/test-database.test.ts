import net from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase } from './test-database.ts';

// A test with a shrunk pool (like-burst.test.ts: 3 connections, 40 ms wait) failed CI before its first
// query: on a loaded machine opening a PostgreSQL connection took longer than the 40 ms meant for waiting
// on a free one. This proxy opens every connection 150 ms late, as that machine did.
const OPEN_DELAY_MS = 150;

const postgres = inject('database') === 'postgres';
let proxy: net.Server | undefined;
let realUrl: string | undefined;

beforeAll(async () => {
  if (!postgres) return;
  realUrl = process.env.TEST_DATABASE_URL!;
  const upstream = new URL(realUrl);
  proxy = net.createServer((socket) => {
    socket.pause();
    setTimeout(() => {
      const server = net.connect(Number(upstream.port || 5432), upstream.hostname, () => {
        socket.pipe(server).pipe(socket);
        socket.resume();
      });
      server.on('error', () => socket.destroy());
      socket.on('error', () => server.destroy());
      socket.on('close', () => server.destroy());
    }, OPEN_DELAY_MS);
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(realUrl);
  proxied.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  process.env.TEST_DATABASE_URL = proxied.toString();
});

afterAll(async () => {
  if (realUrl) process.env.TEST_DATABASE_URL = realUrl;
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
});

it.runIf(postgres)(
  'a shrunk pool opens its connections before the test, so its short wait is only for a free one',
  async () => {
    const database = await createTestDatabase({ max: 3, connectionTimeoutMs: 40 });
    try {
      // Three queries at once use the three connections opened beforehand; none has to open one now.
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => database.ping().then(() => 'ok')),
      );
      expect(answers).toEqual(['ok', 'ok', 'ok']);
      expect(database.poolStats?.().total).toBe(3);
    } finally {
      await database.destroy();
    }
  },
);
