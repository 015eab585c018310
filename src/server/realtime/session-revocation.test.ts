import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, send, signIn, signUp, TEST_PASSWORD } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { openRealtime, type SseReader } from '#server/test/sse-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';

// Two app instances on one database (as two processes on one PostgreSQL share it). The session caches'
// clocks stand still: nothing here is refused because a cache entry's lifetime ran out.
const clock = Date.now();
let database: TestDatabase;
const hubs: RealtimeHub[] = [];
let a: TestApp;
let b: TestApp;
const open: SseReader[] = [];

function instance() {
  const realtime = createRealtimeHub({ database });
  hubs.push(realtime);
  return createTestApp(database, { realtime, sessionCache: { now: () => clock } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  a = instance();
  b = instance();
});
afterAll(async () => {
  await Promise.all(open.map((reader) => reader.close()));
  await Promise.all(hubs.map((hub) => hub.close()));
  await database.destroy();
});

async function stream(app: TestApp, cookie: string) {
  const reader = await openRealtime(app, cookie);
  open.push(reader);
  expect(reader.response.status).toBe(200);
  await reader.until(() => reader.raw.length > 0);
  return reader;
}
const me = async (app: TestApp, cookie: string) => (await send(app, '/api/me', { cookie })).status;
const rename = (id: string, cookie: string, name: string) =>
  send(a, `/api/boards/${id}`, { method: 'PATCH', body: { name }, cookie });

describe('a revoked session', () => {
  it('ends its open streams at once on its own instance; the other sessions keep theirs', async () => {
    const { email, cookie: kept } = await signUp(a);
    const revoked = cookieHeader(await signIn(a, email));
    const board = await createBoardViaApi(a, kept, { name: 'Private' });
    const keptStream = await stream(a, kept);
    const revokedStream = await stream(a, revoked);
    await rename(board.id, kept, 'Private 1');
    await revokedStream.change(board.id);

    const out = await send(a, '/api/auth/revoke-other-sessions', { cookie: kept, body: {} });
    expect(out.status).toBe(200);
    await revokedStream.until(() => revokedStream.ended);
    const seen = revokedStream.changes().length;
    await rename(board.id, kept, 'Private 2');
    await keptStream.until(() => keptStream.changes().length >= 2);
    expect(revokedStream.changes()).toHaveLength(seen);
    expect(keptStream.ended).toBe(false);
  });

  it('signed out through instance A is refused by instance B, and its streams on B end', async () => {
    const { cookie, email } = await signUp(a);
    const other = cookieHeader(await signIn(a, email));
    // B has read both sessions (cached there) and holds a stream of the one that signs out.
    expect(await me(b, cookie)).toBe(200);
    expect(await me(b, other)).toBe(200);
    const onB = await stream(b, cookie);

    expect((await send(a, '/api/auth/sign-out', { method: 'POST', cookie })).status).toBe(200);
    await expect.poll(() => me(b, cookie)).toBe(401);
    await onB.until(() => onB.ended);
    expect(await me(b, other)).toBe(200);
  });

  it('a password change on A that signs the other sessions out ends them on B', async () => {
    const { cookie, email } = await signUp(a);
    const other = cookieHeader(await signIn(a, email));
    expect(await me(b, other)).toBe(200);
    const onB = await stream(b, other);
    const changed = await send(a, '/api/auth/change-password', {
      cookie,
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another horse battery staple',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => me(b, other)).toBe(401);
    await onB.until(() => onB.ended);
  });
});
