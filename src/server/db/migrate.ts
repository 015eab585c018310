import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** pg_advisory_lock key of the migrations (any fixed bigint; "sb-migr" in ASCII). */
const MIGRATIONS_LOCK_KEY = '32477569570400114';

/** 'current': the database had every migration already; 'applied': the migrator ran. */
export type MigrationOutcome = 'current' | 'applied';

/**
 * Applies the committed SQL migrations that the database has not seen yet. On PostgreSQL, instances starting
 * together (and `npm run migrate` beside them) take turns under a session advisory lock: the first applies,
 * the others then find nothing left to do. A start whose database already recorded every migration (the
 * count, and the last one's time and hash) returns after one query (decision 067).
 */
export async function applyMigrations(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<MigrationOutcome> {
  const config = { migrationsFolder };
  if (await recordedAsCurrent(handle, readMigrationFiles(config))) return 'current';
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return 'applied';
  }
  const db = handle.db as unknown as NodePgDatabase & { $client: pg.Pool };
  const lockHolder = await db.$client.connect();
  try {
    await lockHolder.query(`select pg_advisory_lock(${MIGRATIONS_LOCK_KEY})`);
    await migrateNodePg(db, config);
  } finally {
    await lockHolder
      .query(`select pg_advisory_unlock(${MIGRATIONS_LOCK_KEY})`)
      .catch(() => undefined);
    lockHolder.release();
  }
  return 'applied';
}

/**
 * Whether drizzle's own record (drizzle.__drizzle_migrations, written in the same transaction as the
 * migrations) lists exactly the migrations in the folder. A new database has no record: not current.
 */
async function recordedAsCurrent(
  handle: DatabaseHandle,
  local: ReturnType<typeof readMigrationFiles>,
): Promise<boolean> {
  const last = local.at(-1);
  if (!last) return false;
  let recorded;
  try {
    // Both drivers answer with { rows }; the shared Database type does not say so.
    const result: unknown = await handle.db.execute(
      sql`select hash, created_at::text as created_at, count(*) over ()::int as n
          from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    recorded = (result as { rows: { n: number; hash: string; created_at: string }[] }).rows[0];
  } catch {
    return false;
  }
  return (
    recorded !== undefined &&
    recorded.n === local.length &&
    recorded.hash === last.hash &&
    Number(recorded.created_at) === last.folderMillis
  );
}
