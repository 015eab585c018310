import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundboardButtons, soundboardLikes, soundboards } from './schema.ts';
import { driverError, SQLSTATE } from './db-error.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createBoard, createButton, createProfile, createSound } from '#server/test/factories.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return driverError(error);
  }
  throw new Error('expected the statement to fail');
}

async function ownerWithBoard() {
  const owner = await createProfile(database.db);
  const board = await createBoard(database.db, { userId: owner.id });
  return { owner, board };
}

describe('database constraints', () => {
  it('refuses two buttons in the same cell of a board', async () => {
    const { board } = await ownerWithBoard();
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
    const error = await failure(
      createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 1 }),
    );
    expect(error).toEqual({
      code: SQLSTATE.uniqueViolation,
      constraint: 'soundboard_buttons_cell_key',
    });
  });

  it('allows the same cell on different boards', async () => {
    const { board } = await ownerWithBoard();
    const { board: other } = await ownerWithBoard();
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 0 });
    await expect(
      createButton(database.db, { soundboardId: other.id, positionRow: 0, positionCol: 0 }),
    ).resolves.toMatchObject({ soundboardId: other.id });
  });

  it('refuses a duplicate hotkey on one board as unique_hotkey_per_board, allows many without one', async () => {
    const { board } = await ownerWithBoard();
    await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
      hotkey: 'A',
    });
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 2 });
    const error = await failure(
      createButton(database.db, {
        soundboardId: board.id,
        positionRow: 0,
        positionCol: 3,
        hotkey: 'A',
      }),
    );
    expect(error).toEqual({
      code: SQLSTATE.uniqueViolation,
      constraint: 'unique_hotkey_per_board',
    });
  });

  it('keeps a one-character hotkey uppercase and a key combination within 40 characters (decision 056)', async () => {
    const { board } = await ownerWithBoard();
    const lower = await failure(
      createButton(database.db, {
        soundboardId: board.id,
        positionRow: 0,
        positionCol: 0,
        hotkey: 'a',
      }),
    );
    expect(lower).toEqual({
      code: SQLSTATE.checkViolation,
      constraint: 'soundboard_buttons_hotkey_uppercase',
    });
    // A combination's key names are mixed case.
    await expect(
      createButton(database.db, {
        soundboardId: board.id,
        positionRow: 0,
        positionCol: 0,
        hotkey: 'Ctrl+Alt+Shift+Meta+NumpadMultiply',
      }),
    ).resolves.toMatchObject({ hotkey: 'Ctrl+Alt+Shift+Meta+NumpadMultiply' });
    const long = await failure(
      database.db.execute(
        sql`insert into soundboard_buttons (soundboard_id, position_row, position_col, hotkey)
            values (${board.id}, 0, 1, ${'Ctrl+'.repeat(7) + 'KeyKKK'})`,
      ),
    );
    expect(long.code).toBe('22001');
  });

  it('gives a button the toggle press mode and refuses an unknown one (decision 056)', async () => {
    const { board } = await ownerWithBoard();
    const button = await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
    });
    expect(button.pressMode).toBe('toggle');
    const unknown = await failure(
      database.db.execute(
        sql`insert into soundboard_buttons (soundboard_id, position_row, position_col, press_mode)
            values (${board.id}, 0, 1, 'latch')`,
      ),
    );
    expect(unknown).toEqual({
      code: SQLSTATE.checkViolation,
      constraint: 'soundboard_buttons_press_mode_known',
    });
  });

  it('gives new buttons the default colour', async () => {
    const { board } = await ownerWithBoard();
    const button = await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 1,
      positionCol: 0,
    });
    expect(button.color).toBe('#a0aec0');
  });

  it('deletes a board’s buttons and likes with the board', async () => {
    const { owner, board } = await ownerWithBoard();
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 0 });
    await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
    await database.db.insert(soundboardLikes).values({ soundboardId: board.id, userId: owner.id });

    await database.db.delete(soundboards).where(eq(soundboards.id, board.id));

    const buttons = await database.db
      .select()
      .from(soundboardButtons)
      .where(eq(soundboardButtons.soundboardId, board.id));
    const likes = await database.db
      .select()
      .from(soundboardLikes)
      .where(eq(soundboardLikes.soundboardId, board.id));
    expect(buttons).toEqual([]);
    expect(likes).toEqual([]);
  });

  it('detaches buttons when their sound row is deleted', async () => {
    const { owner, board } = await ownerWithBoard();
    const sound = await createSound(database.db, { userId: owner.id });
    const button = await createButton(database.db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
      soundId: sound.id,
    });
    await database.db.execute(sql`delete from sounds where id = ${sound.id}`);
    const [after] = await database.db
      .select()
      .from(soundboardButtons)
      .where(eq(soundboardButtons.id, button.id));
    expect(after?.soundId).toBeNull();
  });

  it('refuses a board whose owner does not exist', async () => {
    const error = await failure(createBoard(database.db, { userId: randomUUID() }));
    expect(error.code).toBe(SQLSTATE.foreignKeyViolation);
  });

  it('keeps usernames unique regardless of case, and slugs unique', async () => {
    await createProfile(database.db, { username: 'DrumMachine', publicUrlSlug: 'drum-machine' });
    const username = await failure(
      createProfile(database.db, { username: 'drummachine', publicUrlSlug: 'other-slug' }),
    );
    expect(username).toEqual({
      code: SQLSTATE.uniqueViolation,
      constraint: 'profiles_username_lower_key',
    });
    const slug = await failure(
      createProfile(database.db, { username: 'someone_else', publicUrlSlug: 'drum-machine' }),
    );
    expect(slug.constraint).toBe('profiles_public_url_slug_key');
  });

  it('refuses usernames shorter than 3 characters', async () => {
    const error = await failure(createProfile(database.db, { username: 'ab' }));
    expect(error).toEqual({
      code: SQLSTATE.checkViolation,
      constraint: 'profiles_username_length',
    });
  });
});

describe('likes', () => {
  it('counts likes, refuses a duplicate like and never goes below zero', async () => {
    const { owner, board } = await ownerWithBoard();
    const fan = await createProfile(database.db);
    await database.db.insert(soundboardLikes).values({ soundboardId: board.id, userId: owner.id });
    await database.db.insert(soundboardLikes).values({ soundboardId: board.id, userId: fan.id });
    const duplicate = await failure(
      database.db.insert(soundboardLikes).values({ soundboardId: board.id, userId: fan.id }),
    );
    expect(duplicate).toEqual({
      code: SQLSTATE.uniqueViolation,
      constraint: 'soundboard_likes_pkey',
    });

    const likesCount = async () =>
      (await database.db.select().from(soundboards).where(eq(soundboards.id, board.id)))[0]
        ?.likesCount;
    expect(await likesCount()).toBe(2);

    await database.db.delete(soundboardLikes).where(eq(soundboardLikes.soundboardId, board.id));
    expect(await likesCount()).toBe(0);

    const negative = await failure(
      database.db.update(soundboards).set({ likesCount: -1 }).where(eq(soundboards.id, board.id)),
    );
    expect(negative.constraint).toBe('soundboards_likes_count_non_negative');
  });
});

describe('change notifications', () => {
  it('announces board and button changes on channel "changes"', async () => {
    const owner = await createProfile(database.db);
    const payloads: unknown[] = [];
    const unlisten = await database.listen('changes', (payload) =>
      payloads.push(JSON.parse(payload)),
    );
    try {
      const board = await createBoard(database.db, { userId: owner.id, isPublic: true });
      await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 0 });
      await expect.poll(() => payloads.length).toBeGreaterThanOrEqual(2);
      expect(payloads).toEqual(
        expect.arrayContaining([
          {
            table: 'soundboards',
            op: 'INSERT',
            board_id: board.id,
            owner_id: owner.id,
            is_public: true,
            // Migration 0007: whether the board was public before the change (decision 025).
            was_public: false,
          },
          {
            table: 'soundboard_buttons',
            op: 'INSERT',
            board_id: board.id,
            owner_id: owner.id,
            is_public: true,
          },
        ]),
      );
    } finally {
      await unlisten();
    }
  });
});
