import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { SseReader } from '#server/test/sse-client.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createLiveSessions } from '#server/features/live/live-sessions.ts';
import type { Limits } from '#server/limits/tunable-limits.ts';
import { addressKey } from '#server/lib/address-key.ts';
import { STREAM_LIMIT_MESSAGES } from '#shared/events.ts';
import { livePath } from '#shared/live.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import { STREAM_BYTES, derivedInstanceStreams } from './stream-registry.ts';

const database: TestDatabase = await createTestDatabase();
const hubs: RealtimeHub[] = [];
const open: SseReader[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((reader) => reader.close()));
});
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  await database.destroy();
});

function appWith(limits: Partial<Limits>) {
  const realtime = createRealtimeHub({ database });
  const live = createLiveSessions({ bus: realtime });
  hubs.push(realtime);
  return { app: createTestApp(database, { realtime, live, limits }), realtime };
}

/** Opens a stream from `ip` (none: a request without a client address, as app.request() makes). */
async function openAt(app: TestApp, path: string, options: { ip?: string; cookie?: string } = {}) {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (options.cookie) headers.set('cookie', options.cookie);
  const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : undefined;
  const response = await app.request(path, { headers }, env);
  if (response.status !== 200) return response;
  const reader = new SseReader(response);
  open.push(reader);
  await reader.until(() => reader.raw.length > 0);
  return reader;
}

async function expectRefused(
  result: Response | SseReader,
  status: number,
  message: string,
): Promise<void> {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(status);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({
    error: { code: status === 429 ? 'rate_limited' : 'service_unavailable', message },
  });
}

async function publicBoard(app: TestApp) {
  const owner = await signUp(app);
  const board = await createBoardViaApi(app, owner.cookie, { name: 'Streamed' });
  await send(app, `/api/boards/${board.id}`, {
    method: 'PATCH',
    body: { is_public: true },
    cookie: owner.cookie,
  });
  return board;
}

describe('event stream caps', () => {
  it('refuses a client address beyond STREAMS_PER_ADDRESS, realtime and live streams together', async () => {
    const { app, realtime } = appWith({ STREAMS_PER_ADDRESS: 2 });
    const board = await publicBoard(app);
    const ip = '10.77.0.1';
    const first = await openAt(app, '/api/realtime', { ip });
    await openAt(app, `${livePath(board.id)}/stream`, { ip });
    await expectRefused(
      await openAt(app, '/api/realtime', { ip }),
      429,
      STREAM_LIMIT_MESSAGES.perAddress,
    );
    await expectRefused(
      await openAt(app, `${livePath(board.id)}/stream`, { ip }),
      429,
      STREAM_LIMIT_MESSAGES.perAddress,
    );
    // Nothing was allocated for the refused ones (the bus holds the realtime and the live stream);
    // other addresses are not affected.
    expect(realtime.stats().connections).toBe(2);
    expect(await openAt(app, '/api/realtime', { ip: '10.77.0.2' })).toBeInstanceOf(SseReader);
    expect((await send(app, '/api/health', { ip })).status).toBe(200);

    // A closed stream frees its place.
    await (first as SseReader).close();
    await expect.poll(() => realtime.stats().connections).toBe(2);
    expect(await openAt(app, '/api/realtime', { ip })).toBeInstanceOf(SseReader);
  });

  it('counts an IPv6 client by its /64: a client picks any address inside it', async () => {
    const { app } = appWith({ STREAMS_PER_ADDRESS: 2 });
    await openAt(app, '/api/realtime', { ip: '2001:db8:7:8::1' });
    await openAt(app, '/api/realtime', { ip: '2001:db8:7:8:aaaa:bbbb:cccc:dddd' });
    await expectRefused(
      await openAt(app, '/api/realtime', { ip: '2001:0db8:0007:0008::99' }),
      429,
      STREAM_LIMIT_MESSAGES.perAddress,
    );
    expect(await openAt(app, '/api/realtime', { ip: '2001:db8:7:9::1' })).toBeInstanceOf(SseReader);
    // IPv4 clients of a dual-stack socket are not lumped together.
    expect(addressKey('::ffff:10.0.0.1')).not.toBe(addressKey('::ffff:10.0.0.2'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('refuses a signed-in user beyond STREAMS_PER_USER, whatever their addresses', async () => {
    const { app } = appWith({ STREAMS_PER_USER: 2 });
    const user = await signUp(app);
    const first = await openAt(app, '/api/realtime', { ip: '10.78.0.1', cookie: user.cookie });
    await openAt(app, '/api/realtime', { ip: '10.78.0.2', cookie: user.cookie });
    await expectRefused(
      await openAt(app, '/api/realtime', { ip: '10.78.0.3', cookie: user.cookie }),
      429,
      STREAM_LIMIT_MESSAGES.perUser,
    );
    // Without an address (app.request()), the user cap still holds.
    await expectRefused(
      await openAt(app, '/api/realtime', { cookie: user.cookie }),
      429,
      STREAM_LIMIT_MESSAGES.perUser,
    );
    // Another user, and visitors, are not affected.
    expect(
      await openAt(app, '/api/realtime', { cookie: (await signUp(app)).cookie }),
    ).toBeInstanceOf(SseReader);
    expect(await openAt(app, '/api/realtime')).toBeInstanceOf(SseReader);
    await (first as SseReader).close();
    await expect
      .poll(async () => {
        const result = await openAt(app, '/api/realtime', { cookie: user.cookie });
        return result instanceof SseReader;
      })
      .toBe(true);
  });

  it('answers 503 beyond STREAMS_PER_INSTANCE, and requests without an address count there', async () => {
    const { app, realtime } = appWith({ STREAMS_PER_INSTANCE: 3 });
    const board = await publicBoard(app);
    const first = await openAt(app, '/api/realtime');
    await openAt(app, '/api/realtime', { ip: '10.79.0.1' });
    await openAt(app, `${livePath(board.id)}/stream`);
    await expectRefused(
      await openAt(app, '/api/realtime'),
      503,
      STREAM_LIMIT_MESSAGES.instanceFull,
    );
    await expectRefused(
      await openAt(app, `${livePath(board.id)}/stream`, { ip: '10.79.0.2' }),
      503,
      STREAM_LIMIT_MESSAGES.instanceFull,
    );
    // Two realtime streams and the live one, all on the bus.
    expect(realtime.stats().connections).toBe(3);
    expect((await send(app, '/api/health')).status).toBe(200);
    await (first as SseReader).close();
    await expect
      .poll(async () => (await openAt(app, '/api/realtime')) instanceof SseReader)
      .toBe(true);
  });

  it('frees the place of a stream refused later (a private board: 404)', async () => {
    const { app } = appWith({ STREAMS_PER_ADDRESS: 1 });
    const owner = await signUp(app);
    const hidden = await createBoardViaApi(app, owner.cookie, { name: 'Hidden' });
    const ip = '10.80.0.1';
    for (let i = 0; i < 3; i += 1) {
      expect(
        ((await openAt(app, `${livePath(hidden.id)}/stream`, { ip })) as Response).status,
      ).toBe(404);
    }
    expect(await openAt(app, '/api/realtime', { ip })).toBeInstanceOf(SseReader);
  });

  it('derives the instance cap from the heap limit when STREAMS_PER_INSTANCE is 0', () => {
    const heap = 300 * 1024 * 1024;
    const derived = derivedInstanceStreams(0, heap);
    // Most of the heap stays with the rest of the server.
    expect(derived * STREAM_BYTES).toBeLessThan(heap / 2);
    expect(derived).toBeGreaterThan(100);
    expect(derivedInstanceStreams(0, heap * 2)).toBe(derived * 2);
    expect(derivedInstanceStreams(7, heap)).toBe(7);
  });
});
