import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * PGlite runs no autovacuum (STACK-NOTES.md): a table updated often — button positions on every
 * reorder — keeps its dead rows and grows until VACUUM runs. PostgreSQL vacuums by itself.
 */
export async function vacuumEmbeddedDatabase(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}
