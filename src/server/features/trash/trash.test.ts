import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileDeletions, soundboards, sounds } from '#server/db/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { createTestApp, testStorage, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createBoardWithFiles, createSoundWithFiles } from '#server/test/trash-factories.ts';
import type { ClearTrashResult, Trash } from '#shared/schemas/trash.ts';
import type { Bucket } from '#shared/storage.ts';

let database: TestDatabase;
let storage: Storage;
let app: TestApp;
let owner: { cookie: string; userId: string };
let other: { cookie: string; userId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  app = createTestApp(database, { storage });
  owner = await signUp(app);
  other = await signUp(app);
});
afterAll(async () => {
  await database.destroy();
});

const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const exists = async (files: { bucket: Bucket; path: string }[]) =>
  Promise.all(files.map((f) => storage.stat(f.bucket, f.path).then(Boolean)));

describe('GET /api/trash', () => {
  it('is for signed-in users only', async () => {
    expect((await send(app, '/api/trash')).status).toBe(401);
  });

  it("lists only the user's trashed boards and sounds, newest deletion first, with badges and urls", async () => {
    const user = await signUp(app);
    const { sound } = await createSoundWithFiles(database.db, storage, user.userId);
    const older = await createBoardWithFiles(database.db, storage, user.userId, {
      deletedAt: ago(2),
      soundId: sound.id,
    });
    const newer = await createBoardWithFiles(database.db, storage, user.userId, {
      deletedAt: ago(1),
    });
    await createBoardWithFiles(database.db, storage, user.userId);
    await createBoardWithFiles(database.db, storage, other.userId, { deletedAt: ago(1) });
    const trashed = await createSoundWithFiles(database.db, storage, user.userId, {
      deletedAt: ago(3),
    });

    const response = await send(app, '/api/trash', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const trash = (await response.json()) as Trash;
    expect(trash.boards.map((b) => b.id)).toEqual([newer.board.id, older.board.id]);
    expect(trash.boards.map((b) => b.sound_button_count)).toEqual([0, 1]);
    expect(trash.sounds).toHaveLength(1);
    expect(trash.sounds[0]).toMatchObject({
      id: trashed.sound.id,
      url: `/files/sounds/${trashed.sound.filePath}`,
      image_url: trashed.sound.imageUrl,
    });
  });
});

describe('restore', () => {
  it('takes an own board and sound out of the trash', async () => {
    const { board } = await createBoardWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    const { sound } = await createSoundWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    const boardResponse = await send(app, `/api/boards/${board.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    const soundResponse = await send(app, `/api/sounds/${sound.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect([boardResponse.status, soundResponse.status]).toEqual([200, 200]);
    const [boardRow] = await database.db
      .select()
      .from(soundboards)
      .where(eq(soundboards.id, board.id));
    const [soundRow] = await database.db.select().from(sounds).where(eq(sounds.id, sound.id));
    expect(boardRow?.deletedAt).toBeNull();
    expect(soundRow?.deletedAt).toBeNull();
  });

  it('is 401 for visitors and 404 for another user or an item not in the trash', async () => {
    const { board } = await createBoardWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    const active = await createSoundWithFiles(database.db, storage, owner.userId);
    const path = `/api/boards/${board.id}/restore`;
    expect((await send(app, path, { method: 'POST' })).status).toBe(401);
    expect((await send(app, path, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    const notTrashed = await send(app, `/api/sounds/${active.sound.id}/restore`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(notTrashed.status).toBe(404);
  });
});

describe('permanent delete', () => {
  it('removes a board, its buttons and every file it owns', async () => {
    const { board, files } = await createBoardWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    expect(await exists(files)).toEqual([true, true]);
    const response = await send(app, `/api/boards/${board.id}?permanent=true`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect(
      await database.db.select().from(soundboards).where(eq(soundboards.id, board.id)),
    ).toEqual([]);
    expect(await exists(files)).toEqual([false, false]);
    expect(await database.db.select().from(pendingFileDeletions)).toEqual([]);
  });

  it('removes a sound with its audio and image, leaving the buttons that held it empty', async () => {
    const { sound, files } = await createSoundWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    const response = await send(app, `/api/sounds/${sound.id}?permanent=true`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect(await database.db.select().from(sounds).where(eq(sounds.id, sound.id))).toEqual([]);
    expect(await exists(files)).toEqual([false, false]);
  });

  it('is 401 for visitors and 404 for another user, and deletes nothing', async () => {
    const { board, files } = await createBoardWithFiles(database.db, storage, owner.userId, {
      deletedAt: ago(1),
    });
    const path = `/api/boards/${board.id}?permanent=true`;
    expect((await send(app, path, { method: 'DELETE' })).status).toBe(401);
    expect((await send(app, path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const soundPath = `/api/sounds/${board.id}?permanent=true`;
    expect((await send(app, soundPath, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      404,
    );
    expect(await exists(files)).toEqual([true, true]);
  });
});

describe('POST /api/functions/clear-user-trash', () => {
  it("permanently deletes only the user's trashed items and counts them", async () => {
    const user = await signUp(app);
    const trashedBoard = await createBoardWithFiles(database.db, storage, user.userId, {
      deletedAt: ago(1),
    });
    const keptBoard = await createBoardWithFiles(database.db, storage, user.userId);
    const trashedSounds = await Promise.all(
      [1, 2].map(() =>
        createSoundWithFiles(database.db, storage, user.userId, { deletedAt: ago(1) }),
      ),
    );
    const othersBoard = await createBoardWithFiles(database.db, storage, other.userId, {
      deletedAt: ago(1),
    });

    expect((await send(app, '/api/functions/clear-user-trash', { method: 'POST' })).status).toBe(
      401,
    );
    const response = await send(app, '/api/functions/clear-user-trash', {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as ClearTrashResult).toEqual({
      cleared: { boards: 1, sounds: 2, total: 3 },
    });
    expect(await exists(trashedBoard.files)).toEqual([false, false]);
    for (const { files } of trashedSounds) expect(await exists(files)).toEqual([false, false]);
    expect(await exists(keptBoard.files)).toEqual([true, true]);
    expect(await exists(othersBoard.files)).toEqual([true, true]);
    const trash = (await (await send(app, '/api/trash', { cookie: user.cookie })).json()) as Trash;
    expect(trash).toEqual({ boards: [], sounds: [] });
  });
});
