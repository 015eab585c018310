import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema.ts';
import { createBoard, createButton, createProfile, createSound } from '#server/test/factories.ts';
import { filesOfLedger, filesOfRows } from '#server/test/file-census.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { fileUrl } from '#shared/storage.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** The INSERT … SELECT of migration 0005 that records files stored before the ledger existed. */
function backfillStatement(): string {
  const migration = readFileSync(path.join(MIGRATIONS_DIR, '0005_stored_files.sql'), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "stored_files"'));
  if (!statement) throw new Error('no backfill in 0005_stored_files.sql');
  return statement;
}

it('migration 0005 records every file the rows point at, owned by their user, GIF URLs left out', async () => {
  const db = database.db;
  const { id: userId } = await createProfile(db, {
    avatarUrl: fileUrl('avatars', 'u/avatar_url-1.png'),
    profileBackgroundImageUrl: fileUrl('profile-backgrounds', 'u/bg-1.png'),
  });
  const board = await createBoard(db, {
    userId,
    backgroundImageUrl: fileUrl('board-backgrounds', 'u/b-bg-1.png'),
  });
  await createButton(db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 0,
    backgroundImageUrl: fileUrl('button-backgrounds', 'u/k-bg-1.png'),
  });
  await createButton(db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 1,
    backgroundImageUrl: 'https://media.giphy.test/funny.gif',
  });
  await createSound(db, {
    userId,
    filePath: 'u/1-a.mp3',
    imageUrl: fileUrl('sound-images', 'u/1-a_img.png'),
  });

  await db.execute(sql.raw(backfillStatement()));

  expect(await filesOfLedger(db)).toEqual(await filesOfRows(db));
  expect(await filesOfLedger(db)).toHaveLength(6);
  const owners = await db.select({ owner: storedFiles.ownerId }).from(storedFiles);
  expect(new Set(owners.map((row) => row.owner))).toEqual(new Set([userId]));
  // Running it again changes nothing.
  await db.execute(sql.raw(backfillStatement()));
  expect(await filesOfLedger(db)).toHaveLength(6);
});
