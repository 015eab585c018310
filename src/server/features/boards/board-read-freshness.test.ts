import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from '#server/realtime/realtime-hub.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Board } from '#shared/schemas/board.ts';

// Decision 070: the owner's GET /api/boards/:id is served from a kept document. Every change the owner can
// make is in their next read on the same instance (no waiting), and reaches a second instance on the same
// database through the change feed.
let database: TestDatabase;
let busA: RealtimeHub;
let busB: RealtimeHub;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  busA = createRealtimeHub({ database });
  busB = createRealtimeHub({ database });
  a = createTestApp(database, { realtime: busA });
  b = createTestApp(database, { realtime: busB });
});
afterAll(async () => {
  await Promise.all([busA.close(), busB.close()]);
  await database.destroy();
});

async function read(app: TestApp, boardId: string, cookie?: string) {
  const response = await send(app, `/api/boards/${boardId}`, { cookie });
  return { status: response.status, board: (await response.json()) as Board };
}

async function setUp() {
  const owner = await signUp(a);
  const board = await createBoardViaApi(a, owner.cookie, { name: 'Fresh' });
  const sound = await createSound(database.db, { userId: owner.userId, name: 'Horn' });
  const button = await addButtonViaApi(a, owner.cookie, board.id, {
    sound_id: sound.id,
    label: 'Horn',
  });
  // Kept on both instances before each change.
  const kept = async () => {
    await read(a, board.id, owner.cookie);
    await read(b, board.id, owner.cookie);
  };
  await kept();
  return { owner, board, sound, button, kept };
}

async function call(app: TestApp, path: string, cookie: string, method: string, body?: unknown) {
  const response = await send(app, path, { method, cookie, body });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

describe("the owner's kept board document (decision 070)", () => {
  it("shows each of the owner's changes in their next read, and on the other instance", async () => {
    const { owner, board, sound, button, kept } = await setUp();
    const id = board.id;
    const changes: [string, () => Promise<void>, (board: Board) => unknown, unknown][] = [
      [
        'board renamed',
        () => call(a, `/api/boards/${id}`, owner.cookie, 'PATCH', { name: 'Renamed' }),
        (read) => read.name,
        'Renamed',
      ],
      [
        'sound controls',
        () => call(a, `/api/boards/${id}`, owner.cookie, 'PATCH', { master_volume: 25 }),
        (read) => read.master_volume,
        25,
      ],
      [
        'button edited',
        () =>
          call(a, `/api/boards/${id}/buttons/${button.id}`, owner.cookie, 'PATCH', {
            label: 'Siren',
          }),
        (read) => read.soundboard_buttons.find((x) => x.id === button.id)?.label,
        'Siren',
      ],
      [
        'button added',
        () => call(a, `/api/boards/${id}/buttons`, owner.cookie, 'POST', {}),
        (read) => read.soundboard_buttons.length,
        10,
      ],
      [
        "sound's loudness",
        () =>
          call(a, `/api/sounds/${sound.id}/loudness`, owner.cookie, 'PUT', {
            loudness_gain_db: -3,
          }),
        (read) => read.soundboard_buttons.find((x) => x.id === button.id)?.sound?.loudness_gain_db,
        -3,
      ],
      [
        'sound trashed',
        () => call(a, `/api/sounds/${sound.id}`, owner.cookie, 'DELETE'),
        (read) => read.soundboard_buttons.find((x) => x.id === button.id)?.sound,
        null,
      ],
      [
        'sound restored and put back on the button',
        async () => {
          await call(a, `/api/sounds/${sound.id}/restore`, owner.cookie, 'POST');
          await call(a, `/api/boards/${id}/buttons/${button.id}`, owner.cookie, 'PATCH', {
            sound_id: sound.id,
          });
        },
        (read) => read.soundboard_buttons.find((x) => x.id === button.id)?.sound?.id,
        sound.id,
      ],
      [
        // The plays route is open to visitors too (a public board's plays count): the owner's own play must
        // still drop their kept documents, or a reload shows the old count for up to 2 s.
        "the owner's play",
        () => call(a, `/api/sounds/${sound.id}/plays`, owner.cookie, 'POST', { count: 1 }),
        (read) => read.soundboard_buttons.find((x) => x.id === button.id)?.sound?.play_count,
        1,
      ],
      [
        'made public',
        () => call(a, `/api/boards/${id}`, owner.cookie, 'PATCH', { is_public: true }),
        (read) => read.is_public,
        true,
      ],
    ];
    for (const [what, change, field, expected] of changes) {
      await kept();
      await change();
      // Same instance: the very next read, no waiting for the notification.
      expect(field((await read(a, id, owner.cookie)).board), what).toEqual(expected);
      // The other instance: once the change feed has reached it (the sound's own edits are announced
      // by no trigger: the document's age bounds those, BOARD_DOCUMENT_TTL_MS).
      await expect
        .poll(async () => field((await read(b, id, owner.cookie)).board), { timeout: 10_000 })
        .toEqual(expected);
    }
  });

  it("never serves the owner's document to anyone else, and a private board to no one else", async () => {
    const { owner, board } = await setUp();
    const stranger = await signUp(a);
    expect((await read(a, board.id, stranger.cookie)).status).toBe(404);
    expect((await read(a, board.id)).status).toBe(404);
    await call(a, `/api/boards/${board.id}`, owner.cookie, 'PATCH', { is_public: true });
    const own = (await read(a, board.id, owner.cookie)).board;
    const seen = (await read(a, board.id, stranger.cookie)).board;
    // The owner sees the empty buttons too; everyone else only the ones with a sound.
    expect(own.soundboard_buttons).toHaveLength(9);
    expect(seen.soundboard_buttons).toHaveLength(1);
    expect((await read(a, board.id)).board).toEqual(seen);
    await call(a, `/api/boards/${board.id}`, owner.cookie, 'PATCH', { is_public: false });
    expect((await read(a, board.id, stranger.cookie)).status).toBe(404);
    await expect.poll(async () => (await read(b, board.id)).status).toBe(404);
    expect((await read(a, board.id, owner.cookie)).status).toBe(200);
  });

  it("shows a visitor's plays on a public board in everyone's next read on the same instance", async () => {
    const { owner, board, sound, button } = await setUp();
    await call(a, `/api/boards/${board.id}`, owner.cookie, 'PATCH', { is_public: true });
    const fan = await signUp(a);
    const plays = (read: Board) =>
      read.soundboard_buttons.find((x) => x.id === button.id)?.sound?.play_count;
    // Kept for the visitor, a signed-in stranger and the owner before the plays.
    expect(plays((await read(a, board.id)).board)).toBe(0);
    expect(plays((await read(a, board.id, fan.cookie)).board)).toBe(0);
    expect(plays((await read(a, board.id, owner.cookie)).board)).toBe(0);
    // No play is announced by the change feed: the instance that counted them drops what showed the sound.
    const response = await send(a, `/api/sounds/${sound.id}/plays`, {
      method: 'POST',
      body: { count: 3 },
    });
    expect(response.status).toBe(200);
    expect(plays((await read(a, board.id)).board)).toBe(3);
    expect(plays((await read(a, board.id, owner.cookie)).board)).toBe(3);
    await call(a, `/api/sounds/${sound.id}/plays`, fan.cookie, 'POST', { count: 2 });
    expect(plays((await read(a, board.id, fan.cookie)).board)).toBe(5);
    expect(plays((await read(a, board.id, owner.cookie)).board)).toBe(5);
  });

  it("shows another user's like in the owner's read once the change feed brings it", async () => {
    const { owner, board } = await setUp();
    await call(a, `/api/boards/${board.id}`, owner.cookie, 'PATCH', { is_public: true });
    const fan = await signUp(b);
    await call(b, `/api/boards/${board.id}/like`, fan.cookie, 'PUT');
    for (const app of [a, b])
      await expect
        .poll(async () => (await read(app, board.id, owner.cookie)).board.likes_count)
        .toBe(1);
  });
});
