import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remotePlayerStreams } from '#server/db/schema.ts';
import { createRealtimeHub, type RealtimeHub } from '#server/realtime/realtime-hub.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { bearer, eventsOf, openRemoteStream, pairRemote } from '#server/test/remote-client.ts';
import { openStream, type SseReader } from '#server/test/sse-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { REMOTE_PATHS } from '#shared/remote.ts';

// Two instances of the app (each its own realtime bus and LISTEN) on one database, as behind a load balancer.
let database: TestDatabase;
let busA: RealtimeHub;
let busB: RealtimeHub;
let a: TestApp;
let b: TestApp;
const open: SseReader[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  busA = createRealtimeHub({ database });
  busB = createRealtimeHub({ database });
  a = createTestApp(database, { realtime: busA });
  b = createTestApp(database, { realtime: busB });
});
afterAll(async () => {
  await Promise.all(open.map((reader) => reader.close()));
  await Promise.all([busA.close(), busB.close()]);
  await database.destroy();
});

async function setUp() {
  const owner = await signUp(a);
  const board = await createBoardViaApi(a, owner.cookie, { name: 'Two instances' });
  const button = await addButtonViaApi(a, owner.cookie, board.id, { label: 'Horn' });
  const player = await openStream(a, REMOTE_PATHS.playerStream(board.id), owner.cookie);
  open.push(player);
  expect(player.response.status).toBe(200);
  return { owner, board, button, player };
}

describe('the remote across two instances (decision 059)', () => {
  it("a press on instance B reaches the owner's player stream on instance A", async () => {
    const { owner, board, button, player } = await setUp();
    const { grant } = await pairRemote(b, owner.cookie, board.id);
    const pressed = await bearer(b, REMOTE_PATHS.press(board.id, button.id), grant.token);
    expect(pressed.status).toBe(202);
    await bearer(b, REMOTE_PATHS.stopAll(board.id), grant.token);
    await player.until(() => eventsOf(player, 'remote_stop_all').length === 1);
    expect(eventsOf(player, 'remote_press')).toEqual([
      { button_id: button.id, action: 'tap', sent_at: expect.any(Number) as number },
    ]);
    // The pairing made on B reached A's player too.
    expect(eventsOf(player, 'remotes_changed')).toEqual([{ board_id: board.id }]);
  });

  it("a revoke on A ends the remote's stream on B at once, and its token on B", async () => {
    const { owner, board, button } = await setUp();
    const { grant } = await pairRemote(a, owner.cookie, board.id);
    const remote = await openRemoteStream(b, board.id, grant.token);
    open.push(remote);
    await remote.until(() => remote.raw.includes(': connected'));

    // What A's player plays reaches the phone on B.
    const report = {
      button_id: button.id,
      playing: true,
      started_at: Date.now(),
      duration_ms: 900,
      loop: true,
    };
    await send(a, REMOTE_PATHS.nowPlaying(board.id), { body: report, cookie: owner.cookie });
    await remote.until(() => eventsOf(remote, 'now_playing').length === 1);

    const started = performance.now();
    const gone = await send(a, REMOTE_PATHS.remote(board.id, grant.remote_id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(gone.status).toBe(204);
    await remote.until(() => remote.ended);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(eventsOf(remote, 'remote_revoked')).toEqual([{ remote_id: grant.remote_id }]);
    expect((await bearer(b, REMOTE_PATHS.press(board.id, button.id), grant.token)).status).toBe(
      401,
    );
  });

  it('an access token revoked on A stops on B, its stream too', async () => {
    const { owner, board, button } = await setUp();
    const made = await send(a, REMOTE_PATHS.accessTokens, {
      body: { name: 'Companion', board_id: null },
      cookie: owner.cookie,
    });
    const { token, access_token } = (await made.json()) as {
      token: string;
      access_token: { id: string };
    };
    expect((await bearer(b, REMOTE_PATHS.press(board.id, button.id), token)).status).toBe(202);
    const remote = await openRemoteStream(b, board.id, token);
    open.push(remote);
    await remote.until(() => remote.raw.includes(': connected'));
    await send(a, REMOTE_PATHS.accessToken(access_token.id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    await remote.until(() => remote.ended);
    expect((await bearer(b, REMOTE_PATHS.press(board.id, button.id), token)).status).toBe(401);
  });

  it('a press on B counts the player open on A (decision 080), and none once it has closed', async () => {
    const { owner, board, button, player } = await setUp();
    const { grant } = await pairRemote(b, owner.cookie, board.id);
    const press = () => bearer(b, REMOTE_PATHS.press(board.id, button.id), grant.token);
    expect(await (await press()).json()).toEqual({ players: 1 });
    const second = await openStream(b, REMOTE_PATHS.playerStream(board.id), owner.cookie);
    open.push(second);
    expect(await (await press()).json()).toEqual({ players: 2 });
    await player.close();
    await second.close();
    // Each instance deletes its row as it hears its stream close.
    const rows = () =>
      database.db.$count(remotePlayerStreams, eq(remotePlayerStreams.boardId, board.id));
    while ((await rows()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await press()).json()).toEqual({ players: 0 });
  });
});
