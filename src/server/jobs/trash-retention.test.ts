import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingFileDeletions, soundboards, sounds } from '#server/db/schema.ts';
import { removeRecordedFiles } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createProfile } from '#server/test/factories.ts';
import { testStorage } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createBoardWithFiles, createSoundWithFiles } from '#server/test/trash-factories.ts';
import { purge } from '#server/features/trash/purge.ts';
import { eq } from 'drizzle-orm';
import type { Bucket } from '#shared/storage.ts';
import { runTrashRetention } from './trash-retention.ts';

let database: TestDatabase;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
});
afterAll(async () => {
  await database.destroy();
});

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('trash retention', () => {
  it('deletes only items trashed more than 30 days before its clock, with their files, once', async () => {
    const { id: userId } = await createProfile(database.db);
    const oldBoard = await createBoardWithFiles(database.db, storage, userId, {
      deletedAt: daysBefore(31),
    });
    const recentBoard = await createBoardWithFiles(database.db, storage, userId, {
      deletedAt: daysBefore(29),
    });
    const activeBoard = await createBoardWithFiles(database.db, storage, userId);
    const oldSound = await createSoundWithFiles(database.db, storage, userId, {
      deletedAt: daysBefore(45),
    });
    const recentSound = await createSoundWithFiles(database.db, storage, userId, {
      deletedAt: daysBefore(1),
    });

    const runs = await Promise.all([
      runTrashRetention({ db: database.db, storage }, { now: NOW, retentionDays: 30 }),
      runTrashRetention({ db: database.db, storage }, { now: NOW, retentionDays: 30 }),
    ]);
    const total = (run: { boards: number; sounds: number }) => run.boards + run.sounds;
    expect(runs.map(total).sort()).toEqual([0, 2]);

    const boardIds = (await database.db.select({ id: soundboards.id }).from(soundboards)).map(
      (row) => row.id,
    );
    expect(boardIds).not.toContain(oldBoard.board.id);
    expect(boardIds).toEqual(expect.arrayContaining([recentBoard.board.id, activeBoard.board.id]));
    const soundIds = (await database.db.select({ id: sounds.id }).from(sounds)).map((r) => r.id);
    expect(soundIds).toEqual([recentSound.sound.id]);

    const stat = (file: { bucket: Bucket; path: string }) => storage.stat(file.bucket, file.path);
    for (const file of [...oldBoard.files, ...oldSound.files]) {
      expect(await stat(file)).toBeNull();
    }
    for (const file of [...recentBoard.files, ...recentSound.files]) {
      expect(await stat(file)).not.toBeNull();
    }
  });
});

describe('file janitor', () => {
  it('keeps a file that could not be removed and removes it on a later pass', async () => {
    const { id: userId } = await createProfile(database.db);
    const { sound, files } = await createSoundWithFiles(database.db, storage, userId, {
      deletedAt: daysBefore(1),
    });
    let failuresLeft = 1;
    const flaky: Storage = {
      ...storage,
      async remove(bucket, paths) {
        if (failuresLeft-- > 0) throw new Error('disk is busy');
        await storage.remove(bucket, paths);
      },
    };

    await purge({ db: database.db, storage: flaky }, { sounds: eq(sounds.id, sound.id) });
    const pending = await database.db.select().from(pendingFileDeletions);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ attempts: 1, lastError: 'disk is busy' });

    expect(await removeRecordedFiles(database.db, flaky, 'due', new Date())).toEqual({
      removed: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + 2 * 60 * 1000);
    expect(await removeRecordedFiles(database.db, flaky, 'due', later)).toEqual({
      removed: 1,
      failed: 0,
    });
    expect(await database.db.select().from(pendingFileDeletions)).toEqual([]);
    for (const file of files) expect(await storage.stat(file.bucket, file.path)).toBeNull();
  });
});
