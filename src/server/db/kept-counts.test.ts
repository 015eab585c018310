import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createButton, createProfile, createSound } from '#server/test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { profiles, soundboardButtons, soundboards, sounds } from './schema.ts';

/**
 * The counts kept on write (decision 071) equal the counts read from the rows after every kind of write:
 * triggers keep them, so this walks row changes rather than routes — every feature's write (buttons, sounds,
 * trash, imports, guest claims, backup restores) is one of these.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

type Rows = Record<string, unknown>[];
async function rows(query: ReturnType<typeof sql>): Promise<Rows> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: Rows }).rows;
}

/** Kept and counted, side by side, every board and user. */
async function counts() {
  const kept = {
    boards:
      await rows(sql`select soundboard_id as id, button_count as buttons, sound_count as sounds
      from soundboard_counts order by 1`),
    library: await rows(sql`select user_id as id, sound_count as sounds
      from sound_library_counts where sound_count > 0 order by 1`),
    tags: await rows(
      sql`select user_id as id, tag, sound_count as sounds from sound_tag_counts order by 1, 2`,
    ),
  };
  const counted = {
    boards: await rows(sql`select b.id,
        (select count(*)::int from soundboard_buttons sb where sb.soundboard_id = b.id) as buttons,
        (select count(*)::int from soundboard_buttons sb join sounds s on s.id = sb.sound_id
          and s.deleted_at is null where sb.soundboard_id = b.id) as sounds
      from soundboards b order by 1`),
    library: await rows(sql`select user_id as id, count(*)::int as sounds from sounds
      where deleted_at is null group by user_id order by 1`),
    tags: await rows(sql`select s.user_id as id, t.tag, count(*)::int as sounds
      from sounds s, lateral (select distinct unnest(s.tags) as tag) t
      where s.deleted_at is null group by 1, 2 order by 1, 2`),
  };
  return { kept, counted };
}
async function expectKept(step: string) {
  const { kept, counted } = await counts();
  expect(kept, step).toEqual(counted);
}

describe('counts kept on write (decision 071)', () => {
  it('follow buttons, sounds, the trash and deletions, in the writing transaction', async () => {
    const db = database.db;
    const owner = await createProfile(db);
    const other = await createProfile(db);
    const board = await createBoard(db, { userId: owner.id });
    const second = await createBoard(db, { userId: owner.id });
    await expectKept('boards made');

    const kick = await createSound(db, { userId: owner.id, name: 'Kick', tags: ['drum', 'low'] });
    const snare = await createSound(db, { userId: owner.id, name: 'Snare', tags: ['drum'] });
    const trashed = await createSound(db, {
      userId: owner.id,
      name: 'Old',
      tags: ['old'],
      deletedAt: new Date(),
    });
    await createSound(db, { userId: other.id, name: 'Theirs', tags: ['drum', 'drum'] });
    await expectKept('sounds added');

    const a = await createButton(db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 0,
      soundId: kick.id,
    });
    await createButton(db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 1,
      soundId: kick.id,
    });
    const c = await createButton(db, { soundboardId: board.id, positionRow: 0, positionCol: 2 });
    await createButton(db, {
      soundboardId: board.id,
      positionRow: 0,
      positionCol: 3,
      soundId: trashed.id,
    });
    await createButton(db, {
      soundboardId: second.id,
      positionRow: 0,
      positionCol: 0,
      soundId: kick.id,
    });
    await expectKept('buttons added');

    await db
      .update(soundboardButtons)
      .set({ soundId: snare.id })
      .where(eq(soundboardButtons.id, c.id));
    await expectKept('sound assigned');
    await db.update(soundboardButtons).set({ soundId: null }).where(eq(soundboardButtons.id, a.id));
    await expectKept('sound unassigned');
    await db
      .update(soundboardButtons)
      .set({ label: 'x', soundboardId: second.id, positionRow: 1 })
      .where(eq(soundboardButtons.id, c.id));
    await expectKept('button moved to another board');

    await db.update(sounds).set({ deletedAt: new Date() }).where(eq(sounds.id, kick.id));
    await expectKept('sound trashed');
    await db.update(sounds).set({ deletedAt: null }).where(eq(sounds.id, trashed.id));
    await expectKept('sound restored');
    await db.update(sounds).set({ name: 'Kick 2' }).where(eq(sounds.id, kick.id));
    await db
      .update(sounds)
      .set({ tags: ['snappy', 'drum', 'snappy'] })
      .where(eq(sounds.id, snare.id));
    await expectKept('renamed and retagged');
    await db.update(sounds).set({ tags: [] }).where(eq(sounds.id, trashed.id));
    await expectKept('tags removed');

    await db.delete(sounds).where(eq(sounds.id, snare.id));
    await expectKept('a sound outside the trash deleted for good, its buttons kept');
    await db.delete(sounds).where(eq(sounds.id, kick.id));
    await expectKept('a trashed sound deleted for good');

    // A transaction that rolls back leaves the counts as they were.
    await db
      .transaction(async (tx) => {
        await tx
          .insert(sounds)
          .values({ userId: owner.id, name: 'Gone', filePath: 'x.mp3', tags: ['gone'] });
        await tx.delete(soundboardButtons).where(eq(soundboardButtons.soundboardId, board.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectKept('rolled back');

    // Many rows in one statement (an import, a guest claim, a backup restore).
    await db.insert(sounds).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: owner.id,
        name: `Bulk ${i}`,
        filePath: `${owner.id}/${i}.mp3`,
        tags: [`t${i % 3}`],
        deletedAt: i % 5 === 0 ? new Date() : null,
      })),
    );
    const bulk = await db.select({ id: sounds.id }).from(sounds).where(eq(sounds.userId, owner.id));
    await db.insert(soundboardButtons).values(
      bulk.map((sound, i) => ({
        soundboardId: board.id,
        positionRow: 5 + i,
        positionCol: 0,
        soundId: sound.id,
      })),
    );
    await expectKept('bulk inserts');
    await db.update(sounds).set({ deletedAt: new Date() }).where(eq(sounds.userId, owner.id));
    await expectKept('the whole library trashed');
    await db.update(sounds).set({ deletedAt: null }).where(eq(sounds.userId, owner.id));
    await expectKept('the whole library restored');

    await db
      .update(soundboards)
      .set({ deletedAt: new Date() })
      .where(eq(soundboards.id, second.id));
    await db.delete(soundboards).where(eq(soundboards.id, board.id));
    await expectKept('boards trashed and deleted');
    await db.delete(profiles).where(eq(profiles.id, owner.id));
    await expectKept('a user deleted with everything theirs');
  });
});
