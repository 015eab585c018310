/**
 * Named prepared statements for PGlite (decision 022). `PGlite.query` parses, describes and plans its SQL on
 * every call (an unnamed statement); for the app's repeated, parameterised queries that is about half of the
 * database's CPU. Here each distinct SQL text gets a named statement, parsed and described once, then only
 * bound and executed — what node-postgres does for a named query on a PostgreSQL server. Runs on the thread
 * that owns PGlite (pglite-worker.ts), under PGlite's own query and transaction locks, outside transactions.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** Distinct statements kept per database session; the least recently used one is closed beyond it. */
export const STATEMENT_CACHE_SIZE = 200;

interface Statement {
  name: string;
  paramTypes: number[];
}

/** SQLSTATE 0A000 "cached plan must not change result type" (a table changed under a statement) and 26000. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

export function preparedStatements(db: PGlite, capacity = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, Statement>(); // insertion order = recency
  let next = 1;

  const send = async (message: Uint8Array) =>
    (await db.execProtocol(message, { syncToFs: false })).messages;

  /** Sync ends the extended-protocol exchange; after an error the server skips to it. */
  const sync = () => db.execProtocol(protocol.serialize.sync(), { syncToFs: false });

  async function prepare(sql: string): Promise<Statement> {
    const name = `sb_${next++}`;
    try {
      await send(protocol.serialize.parse({ name, text: sql }));
      const described = await send(protocol.serialize.describe({ type: 'S', name }));
      return { name, paramTypes: parse.parseDescribeStatementResults(described) };
    } finally {
      await sync();
    }
  }

  async function close(statement: Statement) {
    try {
      await send(protocol.serialize.close({ type: 'S', name: statement.name }));
    } finally {
      await sync();
    }
  }

  async function statementFor(sql: string): Promise<Statement> {
    const cached = statements.get(sql);
    if (cached) {
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const statement = await prepare(sql);
    statements.set(sql, statement);
    if (statements.size > capacity) {
      const [oldestSql, oldest] = statements.entries().next().value!;
      statements.delete(oldestSql);
      await close(oldest);
    }
    return statement;
  }

  function serialise(params: unknown[], types: number[]): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialiser = db.serializers[types[i] ?? 0];
      // As PGlite.query does for a type without a serialiser (drizzle passes strings, numbers, booleans).
      return serialiser ? serialiser(param) : (param as { toString(): string }).toString();
    });
  }

  async function execute(sql: string, params: unknown[], rowMode: 'array' | 'object') {
    const statement = await statementFor(sql);
    const messages = [];
    try {
      messages.push(
        ...(await send(
          protocol.serialize.bind({
            statement: statement.name,
            values: serialise(params, statement.paramTypes),
          }),
        )),
        ...(await send(protocol.serialize.describe({ type: 'P' }))),
        ...(await send(protocol.serialize.execute({}))),
      );
    } finally {
      await sync();
    }
    await db.syncToFs();
    return parse.parseResults(messages, db.parsers, { rowMode })[0] as Results<unknown>;
  }

  return {
    /** As `db.query(sql, params, {rowMode})`, through a named statement. */
    query(sql: string, params: unknown[], rowMode: 'array' | 'object') {
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          try {
            return await execute(sql, params, rowMode);
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (!code || !STALE_STATEMENT.has(code) || !statements.has(sql)) throw error;
            // The schema changed under the statement (a migration): prepare it afresh, once.
            const stale = statements.get(sql)!;
            statements.delete(sql);
            await close(stale).catch(() => undefined);
            return await execute(sql, params, rowMode);
          }
        }),
      );
    },
    /** How many statements are prepared now (tests). */
    get size() {
      return statements.size;
    },
  };
}
