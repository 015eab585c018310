import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soundboardButtons, soundboards } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { LIKE_ERRORS } from '#shared/like-errors.ts';
import { POPULAR_LIMIT_MAX } from '#shared/limits.ts';
import { myLikesSchema, popularBoardSchema, type PopularBoard } from '#shared/schemas/social.ts';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

async function publicBoard(cookie: string, name = 'Public board') {
  const board = await createBoardViaApi(app, cookie, { name });
  await send(app, `/api/boards/${board.id}`, {
    method: 'PATCH',
    body: { is_public: true },
    cookie,
  });
  return board;
}
const like = (id: string, cookie?: string) =>
  send(app, `/api/boards/${id}/like`, { method: 'PUT', cookie });
const unlike = (id: string, cookie?: string) =>
  send(app, `/api/boards/${id}/like`, { method: 'DELETE', cookie });
const setLikes = (id: string, likesCount: number) =>
  database.db.update(soundboards).set({ likesCount }).where(eq(soundboards.id, id));
async function popular(query = '') {
  const response = await send(app, `/api/boards/popular${query}`);
  expect(response.status).toBe(200);
  return popularBoardSchema.array().parse(await response.json());
}

describe('PUT / DELETE /api/boards/:id/like', () => {
  it('needs a session, with the spec text', async () => {
    const owner = await signUp(app);
    const board = await publicBoard(owner.cookie);
    for (const response of [await like(board.id), await unlike(board.id)]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: LIKE_MESSAGES.loginRequired },
      });
    }
    expect((await send(app, '/api/me/likes')).status).toBe(401);
  });

  it('counts a like once however often it is sent, and unlike is idempotent too', async () => {
    const owner = await signUp(app);
    const fan = await signUp(app);
    const board = await publicBoard(owner.cookie);
    expect(await (await like(board.id, fan.cookie)).json()).toEqual({ likes_count: 1 });
    expect(await (await like(board.id, fan.cookie)).json()).toEqual({ likes_count: 1 });
    expect(
      myLikesSchema.parse(await (await send(app, '/api/me/likes', { cookie: fan.cookie })).json()),
    ).toEqual([board.id]);
    expect(await (await unlike(board.id, fan.cookie)).json()).toEqual({ likes_count: 0 });
    expect(await (await unlike(board.id, fan.cookie)).json()).toEqual({ likes_count: 0 });
    expect(await (await send(app, '/api/me/likes', { cookie: fan.cookie })).json()).toEqual([]);
  });

  it('lets owners like their own public board', async () => {
    const owner = await signUp(app);
    const board = await publicBoard(owner.cookie);
    expect(await (await like(board.id, owner.cookie)).json()).toEqual({ likes_count: 1 });
  });

  it('keeps private, trashed and missing boards out of reach', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const hidden = await createBoardViaApi(app, owner.cookie, { name: 'Secret' });
    const trashed = await publicBoard(owner.cookie, 'Gone');
    await send(app, `/api/boards/${trashed.id}`, { method: 'DELETE', cookie: owner.cookie });
    for (const id of [hidden.id, trashed.id, crypto.randomUUID()]) {
      expect((await like(id, other.cookie)).status).toBe(404);
      expect((await unlike(id, other.cookie)).status).toBe(404);
    }
    const own = await like(hidden.id, owner.cookie);
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ error: { message: LIKE_ERRORS.onlyPublic } });
    const [row] = await database.db.select().from(soundboards).where(eq(soundboards.id, hidden.id));
    expect(row?.likesCount).toBe(0);
  });

  it('drops a board that went private from the liked ids', async () => {
    const owner = await signUp(app);
    const fan = await signUp(app);
    const board = await publicBoard(owner.cookie);
    await like(board.id, fan.cookie);
    await send(app, `/api/boards/${board.id}`, {
      method: 'PATCH',
      body: { is_public: false },
      cookie: owner.cookie,
    });
    expect(await (await send(app, '/api/me/likes', { cookie: fan.cookie })).json()).toEqual([]);
  });

  it('gives exactly 50 for 50 users liking at the same moment', async () => {
    const owner = await signUp(app);
    const board = await publicBoard(owner.cookie);
    const fans: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 0; i < 50; i += 1) fans.push(await signUp(app));
    const responses = await Promise.all(fans.map(async (fan) => like(board.id, fan.cookie)));
    expect(responses.map((r) => r.status)).toEqual(fans.map(() => 200));
    const [row] = await database.db.select().from(soundboards).where(eq(soundboards.id, board.id));
    expect(row?.likesCount).toBe(50);
    // Liking again all at once changes nothing.
    await Promise.all(fans.map(async (fan) => like(board.id, fan.cookie)));
    const again: unknown = await (await send(app, `/api/boards/${board.id}`)).json();
    expect(again).toMatchObject({ likes_count: 50 });
  }, 120_000);
});

describe('GET /api/boards/popular', () => {
  it('lists public, not trashed boards by likes, newest first on ties, for visitors too', async () => {
    const owner = await signUp(app);
    const ranked = [];
    for (const [name, likes] of [
      ['Low', 1],
      ['High', 900],
      ['Mid', 500],
      ['Mid newer', 500],
    ] as const) {
      const board = await publicBoard(owner.cookie, name);
      await setLikes(board.id, likes + 10_000);
      ranked.push(board);
    }
    const hidden = await createBoardViaApi(app, owner.cookie, { name: 'Private' });
    await setLikes(hidden.id, 99_999);
    const trashed = await publicBoard(owner.cookie, 'Trashed');
    await setLikes(trashed.id, 99_999);
    await send(app, `/api/boards/${trashed.id}`, { method: 'DELETE', cookie: owner.cookie });

    const boards = await popular();
    const names = boards.map((b) => b.name);
    expect(names.slice(0, 4)).toEqual(['High', 'Mid newer', 'Mid', 'Low']);
    expect(names).not.toContain('Private');
    expect(names).not.toContain('Trashed');
    expect(boards[0]).toMatchObject({ is_public: true, likes_count: 10_900, deleted_at: null });
    expect(boards[0]).not.toHaveProperty('soundboard_buttons');
  });

  it('limits to 12 by default, honours ?limit=, caps it and refuses nonsense', async () => {
    const owner = await signUp(app);
    for (let i = 0; i < 14; i += 1) await publicBoard(owner.cookie, `Many ${i}`);
    expect(await popular()).toHaveLength(12);
    expect(await popular('?limit=3')).toHaveLength(3);
    expect((await popular(`?limit=${POPULAR_LIMIT_MAX + 500}`)).length).toBeLessThanOrEqual(
      POPULAR_LIMIT_MAX,
    );
    for (const bad of ['0', '-1', 'abc', '1.5', '']) {
      const response = await send(app, `/api/boards/popular?limit=${bad}`);
      expect(response.status).toBe(400);
    }
  });

  it('sends the card shape: sound count and the owner, no buttons', async () => {
    const owner = await signUp(app);
    const board = await publicBoard(owner.cookie, 'Counted');
    await setLikes(board.id, 50_000);
    const sound = await createSound(database.db, { userId: owner.userId });
    const trashedSound = await createSound(database.db, {
      userId: owner.userId,
      deletedAt: new Date(),
    });
    const [first, second] = board.soundboard_buttons;
    for (const [button, soundId] of [
      [first, sound.id],
      [second, trashedSound.id],
    ] as const) {
      await database.db
        .update(soundboardButtons)
        .set({ soundId })
        .where(eq(soundboardButtons.id, button!.id));
    }
    const found = (await popular()).find((b) => b.id === board.id) as PopularBoard;
    expect(found.sound_count).toBe(1);
    expect(found.owner.username).toMatch(/\S/);
  });

  it('sends the pads its card draws: the card corner only, each with its colour, name and sound URL', async () => {
    const owner = await signUp(app);
    const board = await publicBoard(owner.cookie, 'Preview');
    await setLikes(board.id, 60_000);
    await database.db
      .update(soundboards)
      .set({ gridRows: 4, gridColumns: 6 })
      .where(eq(soundboards.id, board.id));
    const sound = await createSound(database.db, { userId: owner.userId, name: 'Horn' });
    const [first, second] = board.soundboard_buttons;
    await database.db
      .update(soundboardButtons)
      .set({ soundId: sound.id, color: '#0e7490' })
      .where(eq(soundboardButtons.id, first!.id));
    await database.db
      .update(soundboardButtons)
      .set({ label: 'Quiet' })
      .where(eq(soundboardButtons.id, second!.id));
    // A button outside the card's 3 × 4 corner is not sent.
    await database.db.insert(soundboardButtons).values({
      soundboardId: board.id,
      positionRow: 3,
      positionCol: 5,
      color: '#000000',
    });
    const found = (await popular()).find((b) => b.id === board.id) as PopularBoard;
    expect(found.pads).toHaveLength(board.soundboard_buttons.length);
    expect(found.pads[0]).toMatchObject({
      id: first!.id,
      position_row: 0,
      position_col: 0,
      color: '#0e7490',
      label: 'Horn',
    });
    expect(found.pads[0]!.sound_url).toMatch(/\S/);
    expect(found.pads[1]).toMatchObject({ label: 'Quiet', sound_url: null });
    expect(found.pads.every((pad) => pad.position_row < 3 && pad.position_col < 4)).toBe(true);
  });
});
