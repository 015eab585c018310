import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { readTestEnv } from '#server/config.ts';
import { openDatabase, type DatabaseHandle, type PoolOptions } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { adminQuery, databaseUrl, quoteName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    database: 'pglite' | 'postgres';
    /**
     * The migrated database test files copy (src/server/test/global-setup.ts): PGlite's data folder, or the
     * template database's name on TEST_DATABASE_URL's server.
     */
    migratedTemplate?: string;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database (its folder only once PGlite's thread has ended). */
  destroy(): Promise<void>;
}

/**
 * A fresh database with the real migrations applied, one per test file: a copy of the run's migrated
 * template (global-setup.ts, decision 072) — PGlite in a folder of its own under the temporary directory, or
 * — in the PostgreSQL test project — a new database on TEST_DATABASE_URL's server, dropped again by
 * destroy(). applyMigrations still runs (it finds the copy current). Without a template (a config without the
 * global setup) PGlite starts in memory and PostgreSQL from an empty database, migrated here.
 * `pool` shrinks PostgreSQL's connection pool, for tests of what a burst does when it runs out; its connections
 * are all opened first, so its short wait is only ever for a free one.
 */
export async function createTestDatabase(pool?: PoolOptions): Promise<TestDatabase> {
  const template = inject('migratedTemplate');
  if (inject('database') === 'pglite') {
    if (!template) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
      await applyMigrations(handle);
      return { ...handle, destroy: () => handle.close() };
    }
    const folder = await mkdtemp(path.join(tmpdir(), 'soundboard-test-db-'));
    const removeFolder = () => rm(folder, { recursive: true, force: true, maxRetries: 5 });
    const dataDir = path.join(folder, 'db');
    let handle: DatabaseHandle;
    try {
      await cp(template, dataDir, { recursive: true });
      handle = await openDatabase({ kind: 'pglite', dataDir });
    } catch (error) {
      await removeFolder();
      throw error;
    }
    await applyMigrations(handle);
    return {
      ...handle,
      async destroy() {
        // close() resolves once PGlite has closed its files and its thread has ended.
        await handle.close();
        await removeFolder();
      },
    };
  }

  const { testDatabaseUrl } = readTestEnv();
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
  const name = `soundboard_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(
    testDatabaseUrl,
    `CREATE DATABASE ${quoteName(name)}${template ? ` TEMPLATE ${quoteName(template)}` : ''}`,
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(testDatabaseUrl, name),
    pool: pool && { ...pool, openAllFirst: true },
  });
  await applyMigrations(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${quoteName(name)}`);
    },
  };
}
