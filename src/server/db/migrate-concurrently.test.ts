import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { applyMigrations } from './migrate.ts';

// Several instances (decision 030) may start at once on one PostgreSQL, and `npm run migrate` may run beside a
// starting instance: the migrations must be applied once, whoever comes first, and nobody may fail.
const { testDatabaseUrl } = readTestEnv();
const runsHere = Boolean(testDatabaseUrl) && inject('database') === 'postgres';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(runsHere)('applyMigrations from several processes at once', () => {
  const name = `soundboard_migrate_${randomUUID().replaceAll('-', '')}`;
  const handles: DatabaseHandle[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    for (let n = 0; n < 4; n += 1) {
      handles.push(await openDatabase({ kind: 'postgres', url: url.toString() }));
    }
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
  });

  it('four at once on an empty database: all succeed, each migration recorded once', async () => {
    const results = await Promise.allSettled(handles.map((handle) => applyMigrations(handle)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const applied = await client
      .query<{ count: number; distinct: number }>(
        `select count(*)::int as count, count(distinct hash)::int as distinct
         from drizzle.__drizzle_migrations`,
      )
      .finally(() => client.end());
    const row = applied.rows[0]!;
    expect(row.count).toBe(row.distinct);
    expect(row.count).toBeGreaterThan(0);
  });
});
