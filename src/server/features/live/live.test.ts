import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { openRealtime, openStream, type SseReader } from '#server/test/sse-client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { LIVE_MESSAGES, LIVE_PRESS_RATE, livePath } from '#shared/live.ts';
import { createLiveSessions, type LiveSessions } from './live-sessions.ts';
import { createRealtimeHub, type RealtimeHub } from '#server/realtime/realtime-hub.ts';

const PRESENCE_MS = 300;
let database: TestDatabase;
let live: LiveSessions;
let realtime: RealtimeHub;
let app: TestApp;
const open: SseReader[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = createRealtimeHub({ database });
  live = createLiveSessions({ bus: realtime, presenceMs: PRESENCE_MS });
  app = createTestApp(database, { live, realtime });
});
afterAll(async () => {
  await Promise.all(open.map((reader) => reader.close()));
  await live.close();
  await realtime.close();
  await database.destroy();
});

async function listen(boardId: string, cookie?: string) {
  const reader = await openStream(app, `${livePath(boardId)}/stream`, cookie);
  open.push(reader);
  return reader;
}
const eventsOf = (reader: SseReader, event: string) =>
  reader.events
    .filter((e) => e.event === event)
    .map((e) => JSON.parse(e.data) as Record<string, unknown>);
/** The first `event` about the board on the stream (waiting for it). */
async function announcement(reader: SseReader, event: string, boardId: string) {
  const find = () => eventsOf(reader, event).find((e) => e.board_id === boardId);
  await reader.until(() => find() !== undefined);
  return find();
}

async function publicBoardWithButtonOn(on: TestApp, cookie: string) {
  const board = await createBoardViaApi(on, cookie, { name: 'On air' });
  await send(on, `/api/boards/${board.id}`, {
    method: 'PATCH',
    body: { is_public: true },
    cookie,
  });
  const button = await addButtonViaApi(on, cookie, board.id, { label: 'Horn' });
  return { board, button };
}
const publicBoardWithButton = (cookie: string) => publicBoardWithButtonOn(app, cookie);

// Live mode (decision 035).
describe('live sessions', () => {
  it("relays the owner's presses to every listener, with the session's start and end", async () => {
    const owner = await signUp(app);
    const { board, button } = await publicBoardWithButton(owner.cookie);
    const visitor = await listen(board.id);
    const signedIn = await listen(board.id, (await signUp(app)).cookie);
    for (const reader of [visitor, signedIn]) {
      expect(reader.response.status).toBe(200);
      await reader.until(() => eventsOf(reader, 'state').length === 1);
      expect(eventsOf(reader, 'state')).toEqual([{ live: false }]);
    }

    const started = await send(app, livePath(board.id), { method: 'PUT', cookie: owner.cookie });
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ live: true });
    expect(await (await send(app, livePath(board.id))).json()).toEqual({ live: true });

    const pressed = await send(app, `${livePath(board.id)}/presses`, {
      body: { button_id: button.id, action: 'play' },
      cookie: owner.cookie,
    });
    expect(pressed.status).toBe(204);
    await send(app, `${livePath(board.id)}/presses`, {
      body: { button_id: button.id, action: 'stop' },
      cookie: owner.cookie,
    });
    for (const reader of [visitor, signedIn]) {
      await reader.until(() => eventsOf(reader, 'press').length === 2);
      expect(eventsOf(reader, 'press')).toEqual([
        { button_id: button.id, action: 'play', sent_at: expect.any(Number) as number },
        { button_id: button.id, action: 'stop', sent_at: expect.any(Number) as number },
      ]);
      expect(eventsOf(reader, 'state').at(1)).toEqual({ live: true });
    }

    const ended = await send(app, livePath(board.id), { method: 'DELETE', cookie: owner.cookie });
    expect(await ended.json()).toEqual({ live: false });
    await visitor.until(() => eventsOf(visitor, 'state').length === 3);
    expect(eventsOf(visitor, 'state').at(-1)).toEqual({ live: false });
    expect(await (await send(app, livePath(board.id))).json()).toEqual({ live: false });
  });

  it('tells every viewer of the board that it went live, through the realtime stream', async () => {
    const owner = await signUp(app);
    const { board } = await publicBoardWithButton(owner.cookie);
    const viewer = await openRealtime(app);
    open.push(viewer);
    await send(app, livePath(board.id), { method: 'PUT', cookie: owner.cookie });
    expect(await announcement(viewer, 'live_started', board.id)).toMatchObject({ is_public: true });
  });

  it('ends by itself when the owner stops beating (a closed tab, a lost network), and says so to every viewer', async () => {
    const owner = await signUp(app);
    const { board } = await publicBoardWithButton(owner.cookie);
    const reader = await listen(board.id);
    const viewer = await openRealtime(app);
    const ownerStream = await openRealtime(app, owner.cookie);
    open.push(viewer, ownerStream);
    await send(app, livePath(board.id), { method: 'PUT', cookie: owner.cookie });
    await reader.until(() => eventsOf(reader, 'state').some((s) => s.live === true));
    await announcement(viewer, 'live_started', board.id);
    // No beat within PRESENCE_MS: the next once-a-second check ends it, for its listeners and for the pages
    // that show the board as live (decision 053: the owner who went away sends no End live).
    await reader.until(() => eventsOf(reader, 'state').at(-1)?.live === false);
    for (const stream of [viewer, ownerStream])
      expect(await announcement(stream, 'live_ended', board.id)).toEqual({
        board_id: board.id,
        owner_id: owner.userId,
        is_public: true,
      });
    expect(await (await send(app, livePath(board.id))).json()).toEqual({ live: false });
  });

  it('only the owner goes live and presses, only on a public board, only its own buttons', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { board, button } = await publicBoardWithButton(owner.cookie);
    const otherBoard = await publicBoardWithButton(other.cookie);
    const privateBoard = await createBoardViaApi(app, owner.cookie, { name: 'Private' });

    expect((await send(app, livePath(board.id), { method: 'PUT' })).status).toBe(401);
    expect(
      (await send(app, livePath(board.id), { method: 'PUT', cookie: other.cookie })).status,
    ).toBe(403);
    const refused = await send(app, livePath(privateBoard.id), {
      method: 'PUT',
      cookie: owner.cookie,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: LIVE_MESSAGES.notPublic } });

    const press = (boardId: string, body: unknown, cookie?: string) =>
      send(app, `${livePath(boardId)}/presses`, { body, cookie });
    expect((await press(board.id, { button_id: button.id, action: 'play' })).status).toBe(401);
    expect(
      (await press(board.id, { button_id: button.id, action: 'play' }, other.cookie)).status,
    ).toBe(403);
    expect(
      (await press(board.id, { button_id: otherBoard.button.id, action: 'play' }, owner.cookie))
        .status,
    ).toBe(404);
    expect(
      (await press(board.id, { button_id: button.id, action: 'loud' }, owner.cookie)).status,
    ).toBe(400);

    // A private board's live state and stream are nobody else's business.
    expect((await send(app, livePath(privateBoard.id), { cookie: other.cookie })).status).toBe(404);
    expect((await openStream(app, `${livePath(privateBoard.id)}/stream`)).response.status).toBe(
      404,
    );
    expect((await send(app, livePath(privateBoard.id), { cookie: owner.cookie })).status).toBe(200);
  });

  it("announces a private board's end of live to its owner only", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const privateBoard = await createBoardViaApi(app, owner.cookie, { name: 'Not on air' });
    const [visitorStream, otherStream, ownerStream] = [
      await openRealtime(app),
      await openRealtime(app, other.cookie),
      await openRealtime(app, owner.cookie),
    ];
    open.push(visitorStream, otherStream, ownerStream);
    for (const reader of [visitorStream, otherStream, ownerStream])
      await reader.until(() => reader.raw.length > 0);

    const ended = await send(app, livePath(privateBoard.id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(ended.status).toBe(200);
    expect(await announcement(ownerStream, 'live_ended', privateBoard.id)).toMatchObject({
      is_public: false,
    });
    // A public board's change after it marks how far the others got: nothing about the private one.
    const { board: marker } = await publicBoardWithButton(owner.cookie);
    for (const reader of [visitorStream, otherStream]) {
      await reader.change(marker.id);
      expect(eventsOf(reader, 'live_ended').map((e) => e.board_id)).not.toContain(privateBoard.id);
    }
  });

  it('limits the presses one board relays (LIVE_PRESS_RATE), whoever else presses', async () => {
    // A clock the test moves: the limit is a rate, not a race against the machine.
    let clock = Date.now();
    const frozen = createLiveSessions({ bus: realtime, now: () => clock });
    const ownApp = createTestApp(database, { live: frozen, realtime });
    const owner = await signUp(ownApp);
    const other = await signUp(ownApp);
    const press = (boardId: string, buttonId: string, cookie: string) =>
      send(ownApp, `${livePath(boardId)}/presses`, {
        body: { button_id: buttonId, action: 'play' },
        cookie,
      });
    const busy = await publicBoardWithButtonOn(ownApp, owner.cookie);
    const calm = await publicBoardWithButtonOn(ownApp, owner.cookie);
    const elsewhere = await publicBoardWithButtonOn(ownApp, other.cookie);
    // Someone else's presses on the board are refused (403) and use none of its allowance.
    for (let i = 0; i < 5; i += 1)
      expect((await press(busy.board.id, busy.button.id, other.cookie)).status).toBe(403);
    for (let i = 0; i < LIVE_PRESS_RATE.burst; i += 1)
      expect((await press(busy.board.id, busy.button.id, owner.cookie)).status).toBe(204);
    const refused = await press(busy.board.id, busy.button.id, owner.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: LIVE_MESSAGES.tooManyPresses },
    });
    // Other boards keep their own allowance.
    expect((await press(calm.board.id, calm.button.id, owner.cookie)).status).toBe(204);
    expect((await press(elsewhere.board.id, elsewhere.button.id, other.cookie)).status).toBe(204);
    // A second later, a second's worth of presses goes through again.
    clock += 1000;
    for (let i = 0; i < LIVE_PRESS_RATE.perSecond; i += 1)
      expect((await press(busy.board.id, busy.button.id, owner.cookie)).status).toBe(204);
    expect((await press(busy.board.id, busy.button.id, owner.cookie)).status).toBe(429);
    await frozen.close();
  });
});
