import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reorderButtons } from '#server/features/boards/buttons.service.ts';
import { createBoard, createButton, createProfile } from '#server/test/factories.ts';
import { testStorage } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { startBackgroundJobs } from './background-jobs.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const BUTTONS = 40;
const REORDERS = 150;

async function buttonsTable() {
  // PGlite and node-postgres both answer `{ rows }`; the shared Database type leaves it unknown.
  const result: unknown = await database.db.execute(sql`
    select pg_total_relation_size('soundboard_buttons')::text as bytes,
           (select vacuum_count from pg_stat_user_tables where relname = 'soundboard_buttons')::text
             as vacuums`);
  const row = (result as { rows: { bytes: string; vacuums: string }[] }).rows[0]!;
  return { bytes: Number(row.bytes), vacuums: Number(row.vacuums) };
}

async function jobPass() {
  const jobs = startBackgroundJobs({
    db: database.db,
    databaseKind: database.kind,
    storage: testStorage(),
    logger: pino({ level: 'silent' }),
    retentionDays: 30,
  });
  await jobs.stop();
}

// PostgreSQL has autovacuum; the job vacuums the embedded database only.
describe.runIf(inject('database') === 'pglite')('vacuuming the embedded database', () => {
  it('runs VACUUM in the job pass, so reordering buttons does not grow the table without end', async () => {
    const { id: userId } = await createProfile(database.db);
    const board = await createBoard(database.db, { userId });
    const ids: string[] = [];
    for (let i = 0; i < BUTTONS; i++) {
      const button = await createButton(database.db, {
        soundboardId: board.id,
        positionRow: Math.floor(i / 8),
        positionCol: i % 8,
      });
      ids.push(button.id);
    }
    const reorder = async () => {
      for (let i = 0; i < REORDERS; i++) {
        ids.push(ids.shift()!);
        await reorderButtons(database.db, userId, board.id, ids);
      }
    };

    const fresh = await buttonsTable();
    await reorder();
    const bloated = await buttonsTable();
    await jobPass();
    const vacuumed = await buttonsTable();
    expect(vacuumed.vacuums).toBeGreaterThan(bloated.vacuums);

    // The dead rows' space is reused: as many reorders again add a fraction of the first round's growth.
    await reorder();
    await jobPass();
    const grownAgain = (await buttonsTable()).bytes - vacuumed.bytes;
    expect(grownAgain).toBeLessThan((bloated.bytes - fresh.bytes) / 4);
  });
});
