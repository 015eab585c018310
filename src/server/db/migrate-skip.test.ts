import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { applyMigrations, MIGRATIONS_DIR } from './migrate.ts';

/**
 * A start whose database already has every migration does not run the migrator (decision 067); one that
 * lacks a migration, or whose last migration differs from the folder's, still does.
 */
let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
});

afterAll(async () => {
  await database?.destroy();
  await rm(folder, { recursive: true, force: true });
});

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

async function addMigration(tag: string, statement: string) {
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  await writeFile(journalFile, JSON.stringify(journal));
  await writeFile(path.join(folder, `${tag}.sql`), statement);
}

async function tableExists(name: string) {
  const result: unknown = await database.db.execute(sql`select to_regclass(${name})::text as t`);
  return (result as { rows: { t: string | null }[] }).rows[0]!.t === name;
}

describe('applying migrations at start-up', () => {
  it('finds nothing to run on a database that has every migration', async () => {
    expect(await applyMigrations(database)).toBe('current');
    expect(await applyMigrations(database, folder)).toBe('current');
  });

  it('runs a migration added since the last start, then finds the database current again', async () => {
    await addMigration('9000_added_by_test', 'CREATE TABLE "added_by_test" ("id" integer);');
    expect(await tableExists('added_by_test')).toBe(false);
    expect(await applyMigrations(database, folder)).toBe('applied');
    expect(await tableExists('added_by_test')).toBe(true);
    expect(await applyMigrations(database, folder)).toBe('current');
  });

  it('does not take an edited last migration for the one recorded', async () => {
    const tag = '9000_added_by_test';
    await writeFile(
      path.join(folder, `${tag}.sql`),
      'CREATE TABLE "added_by_test" ("id" integer, "edited" text);',
    );
    expect(await applyMigrations(database, folder)).toBe('applied');
  });

  it('migrates a database that has no record yet', async () => {
    await database.db.execute(sql`drop schema drizzle cascade`);
    await database.db.execute(sql`drop table added_by_test`);
    // The migrator finds no record and runs every migration again: the first one's tables exist, so it
    // fails — which shows that it ran rather than being skipped.
    await expect(applyMigrations(database)).rejects.toThrow();
  });
});
