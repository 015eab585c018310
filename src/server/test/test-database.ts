import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { readTestEnv } from '#server/config.ts';
import { openDatabase, type DatabaseHandle, type PoolOptions } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    database: 'pglite' | 'postgres';
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh database migrated with the real migration files: in-memory PGlite, or — in the PostgreSQL test
 * project — a new database on TEST_DATABASE_URL's server, dropped again by destroy(). One per test file.
 * `pool` shrinks PostgreSQL's connection pool, for tests of what a burst does when it runs out.
 */
export async function createTestDatabase(pool?: PoolOptions): Promise<TestDatabase> {
  if (inject('database') === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await applyMigrations(handle);
    return { ...handle, destroy: () => handle.close() };
  }

  const { testDatabaseUrl } = readTestEnv();
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
  const name = `soundboard_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(testDatabaseUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), pool });
  await applyMigrations(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
