import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatements } from './pglite-statements.ts';

let db: PGlite;
beforeEach(async () => {
  db = await PGlite.create(undefined, { parsers: { [types.TIMESTAMPTZ]: (value) => value } });
  await db.exec(`
    create table t (id int primary key, name text not null, tags text[], doc jsonb, at timestamptz, ok boolean);
    insert into t values (1, 'one', '{a,b}', '{"x": 1}', '2026-01-02 03:04:05.678999+00', true);
    insert into t values (2, 'two', null, null, null, null);
  `);
});
afterEach(async () => {
  await db.close();
});

describe('preparedStatements (named statements on PGlite)', () => {
  it('answers as PGlite.query does, in both row modes, with typed parameters', async () => {
    const statements = preparedStatements(db);
    const cases: [string, unknown[]][] = [
      ['select * from t order by id', []],
      ['select * from t where id = $1', [1]],
      ['select * from t where name = $1 or ok = $2', ['two', true]],
      ['select $1::jsonb as doc, $2::text[] as tags', [{ y: [1, 'z'] }, ['p', 'q']]],
      ['select count(*)::int as n from t where at < $1', ['2027-01-01T00:00:00.000Z']],
    ];
    for (const rowMode of ['object', 'array'] as const) {
      for (const [sql, params] of cases) {
        const direct = await db.query(sql, params, { rowMode });
        const prepared = await statements.query(sql, params, rowMode);
        expect(prepared.rows).toEqual(direct.rows);
        expect(prepared.fields).toEqual(direct.fields);
      }
    }
    expect(statements.size).toBe(cases.length);
  });

  it('prepares a statement once and reuses it (PostgreSQL lists it once)', async () => {
    const statements = preparedStatements(db);
    for (let i = 0; i < 5; i++)
      await statements.query('select name from t where id = $1', [1], 'object');
    const listed = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like 'select name from t%'",
    );
    expect(listed.rows[0]!.n).toBe(1);
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    const statements = preparedStatements(db, 2);
    await statements.query('select 1 as a where $1::int = 1', [1], 'object');
    await statements.query('select 2 as a where $1::int = 1', [1], 'object');
    await statements.query('select 1 as a where $1::int = 1', [1], 'object'); // most recent again
    await statements.query('select 3 as a where $1::int = 1', [1], 'object'); // closes "select 2"
    const names = await db.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(names.rows.map((r) => r.statement)).toEqual([
      'select 1 as a where $1::int = 1',
      'select 3 as a where $1::int = 1',
    ]);
    expect((await statements.query('select 2 as a where $1::int = 1', [1], 'object')).rows).toEqual(
      [{ a: 2 }],
    );
  });

  it('throws the database error with its SQLSTATE and stays usable', async () => {
    const statements = preparedStatements(db);
    const insert = 'insert into t (id, name) values ($1, $2)';
    await expect(statements.query(insert, [1, 'again'], 'object')).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
    await expect(
      statements.query('select * from nowhere where id = $1', [1], 'object'),
    ).rejects.toMatchObject({
      code: '42P01',
    });
    await statements.query(insert, [3, 'three'], 'object');
    expect(
      (await statements.query('select name from t where id = $1', [3], 'object')).rows,
    ).toEqual([{ name: 'three' }]);
  });

  it('prepares a statement afresh when the table it reads changed shape', async () => {
    const statements = preparedStatements(db);
    await statements.query('select * from t where id = $1', [1], 'object');
    await db.exec('alter table t add column extra text default $$e$$');
    const after = await statements.query('select * from t where id = $1', [1], 'object');
    expect(after.rows[0]).toMatchObject({ id: 1, extra: 'e' });
  });

  it('waits for a transaction in progress, as PGlite.query does', async () => {
    const statements = preparedStatements(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("update t set name = 'changed' where id = 1");
      updated();
      await held;
      await tx.query("update t set name = 'committed' where id = 1");
    });
    await inside;
    const read = statements.query('select name from t where id = $1', [1], 'object');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await read).rows).toEqual([{ name: 'committed' }]);
  });
});
