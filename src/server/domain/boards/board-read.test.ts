import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundboards } from '#server/db/schema.ts';
import { createBoard, createButton, createProfile, createSound } from '#server/test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { readBoardWithButtons } from './board-read.ts';
import { loadButtons, toBoard } from './board-mapper.ts';
import { eq } from 'drizzle-orm';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** The board as the ORM path (row objects mapped in JS) gives it: the reference for the one-document read. */
async function boardViaMapper(boardId: string) {
  const db = database.db;
  const [row] = await db.select().from(soundboards).where(eq(soundboards.id, boardId));
  const buttons = await loadButtons(db, [boardId]);
  return toBoard(row!, buttons.get(boardId) ?? []);
}

describe('readBoardWithButtons (the board as one JSON document built by the database)', () => {
  it('gives exactly what the row mapper gives: sounds, trashed sounds, empty buttons, settings, timestamps', async () => {
    const db = database.db;
    const owner = await createProfile(db);
    const board = await createBoard(db, {
      userId: owner.id,
      name: 'Quotes " \\ and </script> ünïcödé 🎺',
      description: 'line one\nline two\ttab',
      isPublic: true,
      likesCount: 7,
      backgroundImageUrl: '/files/board-backgrounds/x/y.png',
      backgroundSettings: { size: 'cover', position: 'center', opacity: 0.5 },
      // Microseconds: the document must cut them as the driver does (to milliseconds).
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    await db.execute(
      sql`update soundboards set created_at = '2026-01-02 03:04:05.678999+00' where id = ${board.id}`,
    );
    const stored = await createSound(db, { userId: owner.id, name: 'Air "horn"' });
    const linked = await createSound(db, {
      userId: owner.id,
      name: 'Linked',
      filePath: null,
      sourceUrl: 'https://audio.example.test/a.mp3',
      imageUrl: 'https://audio.example.test/a.png',
    });
    const trashed = await createSound(db, {
      userId: owner.id,
      name: 'Gone',
      deletedAt: new Date(),
    });
    await createButton(db, {
      soundboardId: board.id,
      positionRow: 1,
      positionCol: 0,
      soundId: stored.id,
      label: 'Second row',
      hotkey: 'Q',
      color: '#112233',
      backgroundSettings: { size: 'contain' },
    });
    await createButton(db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 1,
      soundId: linked.id,
      label: null,
    });
    await createButton(db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
      soundId: trashed.id,
      label: 'Ghost',
      hotkey: 'W',
      backgroundSettings: { size: 12 }, // not a valid setting: both paths drop it
    });
    await createButton(db, { soundboardId: board.id, positionRow: 0, positionCol: 2 });

    const { board: read, row } = await readBoardWithButtons(db, board.id);
    const reference = await boardViaMapper(board.id);
    expect(read).toEqual(reference);
    expect(JSON.stringify(read)).toBe(JSON.stringify(reference));
    expect(row).toEqual({ userId: owner.id, isPublic: true });
    expect(read.created_at).toBe('2026-01-02T03:04:05.678Z');
    expect(read.soundboard_buttons.map((b) => [b.position_row, b.position_col])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
    ]);
    expect(read.soundboard_buttons[0]).toMatchObject({ sound: null, sound_id: null });
    expect(read.soundboard_buttons[1]!.sound?.url).toBe('https://audio.example.test/a.mp3');
  });

  it('gives a board without buttons an empty list, and 404 for a trashed, missing or malformed id', async () => {
    const db = database.db;
    const owner = await createProfile(db);
    const board = await createBoard(db, { userId: owner.id });
    const { board: read } = await readBoardWithButtons(db, board.id);
    expect(read).toEqual(await boardViaMapper(board.id));
    expect(read.soundboard_buttons).toEqual([]);

    const trashedBoard = await createBoard(db, { userId: owner.id, deletedAt: new Date() });
    for (const id of [trashedBoard.id, crypto.randomUUID(), 'not-a-uuid']) {
      await expect(readBoardWithButtons(db, id)).rejects.toMatchObject({ status: 404 });
    }
  });
});
