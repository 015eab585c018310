import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';

/** The DatabaseHandle contract both databases keep — on the embedded one, across the worker thread. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table handle_probe (id int primary key, label text)`);
});
afterAll(async () => {
  await database.destroy();
});

/** Both drivers answer execute() with { rows }. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const labels = async () =>
  (
    await rows<{ id: number; label: string }>(sql`select id, label from handle_probe order by id`)
  ).map((row) => `${row.id}:${row.label}`);

async function rejection(promise: Promise<unknown>): Promise<Error & { cause?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('the database handle', () => {
  it('commits a transaction whole, and rolls it back whole when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into handle_probe values (1, 'one')`);
      await tx.execute(sql`insert into handle_probe values (2, 'two')`);
    });
    await rejection(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into handle_probe values (3, 'three')`);
        throw new Error('changed my mind');
      }),
    );
    expect(await labels()).toEqual(['1:one', '2:two']);
  });

  it('rolls back a nested transaction (savepoint) alone, and tx.rollback() the whole', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into handle_probe values (10, 'kept')`);
      await rejection(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into handle_probe values (11, 'dropped')`);
          throw new Error('inner fails');
        }),
      );
    });
    await rejection(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into handle_probe values (12, 'rolled back')`);
        tx.rollback();
      }),
    );
    expect(await labels()).toContain('10:kept');
    expect((await labels()).filter((l) => /^1[12]:/.test(l))).toEqual([]);
  });

  it('keeps the SQLSTATE and constraint of a failing statement on the cause, in and out of transactions', async () => {
    await database.db.execute(sql`insert into handle_probe values (20, 'first')`);
    const outside = await rejection(
      database.db.execute(sql`insert into handle_probe values (20, 'again')`),
    );
    expect(outside.cause).toMatchObject({ code: '23505', constraint: 'handle_probe_pkey' });
    const inside = await rejection(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into handle_probe values (21, 'new')`);
        await tx.execute(sql`insert into handle_probe values (20, 'again')`);
      }),
    );
    expect(inside.cause).toMatchObject({ code: '23505' });
    expect(await labels()).not.toContain('21:new');
    // The handle answers as before.
    expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('returns timestamps as text and parameters round-trip', async () => {
    const [row] = await rows<{ at: unknown; n: unknown; t: unknown }>(
      sql`select timestamptz '2026-01-02 03:04:05+00' as at, ${41}::int + 1 as n, ${'x'}::text as t`,
    );
    expect(typeof row!.at).toBe('string');
    expect(row).toMatchObject({ n: 42, t: 'x' });
  });

  it('delivers NOTIFY to a listener until it unsubscribes', async () => {
    const received: string[] = [];
    let arrived: () => void = () => undefined;
    const unsubscribe = await database.listen('handle_probe_channel', (payload) => {
      received.push(payload);
      arrived();
    });
    const first = new Promise<void>((resolve) => (arrived = resolve));
    await database.db.execute(sql`select pg_notify('handle_probe_channel', 'hello')`);
    await first;
    expect(received).toEqual(['hello']);
    await unsubscribe();
    await database.db.execute(sql`select pg_notify('handle_probe_channel', 'after')`);
    await database.db.execute(sql`select 1`);
    expect(received).toEqual(['hello']);
  });
});

describe.runIf(inject('database') === 'pglite')('the embedded database', () => {
  it('runs SQL off the HTTP thread: the event loop turns while a statement runs', async () => {
    let turns = 0;
    let done = false;
    const statement = database.db.execute(sql`select pg_sleep(0.3)`).finally(() => (done = true));
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await statement;
    expect(turns).toBeGreaterThan(100);
  });

  it('sizes its memory for an embedded database, not for a server of its own', async () => {
    expect(await rows(sql`show shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
  });
});
