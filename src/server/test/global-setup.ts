import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { readTestEnv } from '#server/config.ts';
import { adminQuery, quoteName } from './postgres-admin.ts';

const PREPARE = fileURLToPath(new URL('./prepare-migrated-template.ts', import.meta.url));

const prepare = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', PREPARE, ...args], {
    maxBuffer: 1024 * 1024,
  });

/**
 * Once per server test project and run (decision 072): one database migrated with the real migration files,
 * which every test file's createTestDatabase() copies instead of running initdb and the migrations again
 * (~8 s of CPU per file on PGlite). PGlite: a data folder made from the prepared initdb template (decision 067)
 * and migrated; PostgreSQL: a database that accepts no connections once migrated, copied by CREATE DATABASE …
 * TEMPLATE. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.getProvidedContext().database === 'pglite') {
    const folder = await mkdtemp(path.join(tmpdir(), 'soundboard-test-template-'));
    const dataDir = path.join(folder, 'db');
    try {
      await prepare('pglite', dataDir);
    } catch (error) {
      await rm(folder, { recursive: true, force: true, maxRetries: 5 });
      throw error;
    }
    project.provide('migratedTemplate', dataDir);
    return () => rm(folder, { recursive: true, force: true, maxRetries: 5 });
  }

  const { testDatabaseUrl } = readTestEnv();
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project');
  const name = `soundboard_template_${randomUUID().replaceAll('-', '')}`;
  const drop = () => adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${quoteName(name)}`);
  try {
    await prepare('postgres', testDatabaseUrl, name);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('migratedTemplate', name);
  return drop;
}
