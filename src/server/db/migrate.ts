import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** pg_advisory_lock key of the migrations (any fixed bigint; "sb-migr" in ASCII). */
const MIGRATIONS_LOCK_KEY = '32477569570400114';

/**
 * Applies the committed SQL migrations that the database has not seen yet. On PostgreSQL, instances starting
 * together (and `npm run migrate` beside them) take turns under a session advisory lock: the first applies,
 * the others then find nothing left to do.
 */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
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
}
