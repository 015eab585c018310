import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { soundboards } from '#server/db/schema.ts';
import { createProfile } from '#server/test/factories.ts';
import { testStorage } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { createBoardWithFiles } from '#server/test/trash-factories.ts';
import { startBackgroundJobs } from './background-jobs.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

it('runs the retention pass at start, on its injected clock', async () => {
  const storage = testStorage();
  const { id: userId } = await createProfile(database.db);
  const now = new Date('2030-01-31T00:00:00Z');
  await createBoardWithFiles(database.db, storage, userId, {
    deletedAt: new Date('2029-12-01T00:00:00Z'),
  });
  const kept = await createBoardWithFiles(database.db, storage, userId, {
    deletedAt: new Date('2030-01-30T00:00:00Z'),
  });

  const jobs = startBackgroundJobs({
    db: database.db,
    databaseKind: database.kind,
    storage,
    logger: pino({ level: 'silent' }),
    retentionDays: 30,
    now: () => now,
  });
  await jobs.stop();

  const rows = await database.db.select({ id: soundboards.id }).from(soundboards);
  expect(rows).toEqual([{ id: kept.board.id }]);
});
