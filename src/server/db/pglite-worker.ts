/**
 * The thread that owns PGlite (decision 015): PGlite runs SQL on the calling thread, so it runs here and the
 * HTTP thread only passes messages. Self-contained (node builtins and PGlite only): it is loaded compiled or
 * through tsx. Timestamps, dates and intervals stay strings, as drizzle's PGlite driver asks — set once here
 * instead of per query (a per-query parser table is copied on every query).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { serialiseError, type WorkerMessage, type WorkerRequest } from './pglite-protocol.ts';
import { preparedStatements } from './pglite-statements.ts';

const asText = (value: string) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, asText]),
);

/**
 * PostgreSQL's server defaults size memory for a machine of its own (shared_buffers 128 MB); the embedded
 * database shares the app's process and its files sit in the OS page cache anyway (decision 015).
 */
const POSTGRESQL_CONF = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { dataDir } = workerData as { dataDir: string | undefined };

class Rollback extends Error {}

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  settled: Promise<unknown>;
}

let db: PGlite;
let statements: ReturnType<typeof preparedStatements>;
try {
  db = await PGlite.create(dataDir, { parsers, postgresqlconf: POSTGRESQL_CONF });
  statements = preparedStatements(db);
  post({ ready: true });
} catch (error) {
  post({ failed: serialiseError(error) });
  process.exit(1);
}

const transactions = new Map<number, OpenTransaction>();
const subscriptions = new Map<number, () => Promise<void>>();
let nextId = 1;

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('transaction is no longer open');
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextId++;
  return new Promise<number>((started, failed) => {
    const settled = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, {
              tx,
              finish: (ok) => (ok ? commit() : rollback(new Rollback())),
              settled,
            });
            started(id);
          }),
      )
      .finally(() => transactions.delete(id));
    settled.catch(failed);
  });
}

async function end(tx: number, commit: boolean): Promise<null> {
  const open = transactions.get(tx);
  if (!open) return null;
  open.finish(commit);
  try {
    await open.settled;
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return null;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const rowMode = request.rowMode ?? 'object';
      // Outside a transaction through a named statement (decision 022); inside one as PGlite does it.
      const { rows, fields, affectedRows } =
        request.tx === undefined
          ? await statements.query(request.sql, request.params ?? [], rowMode)
          : await target(request.tx).query(request.sql, request.params, { rowMode });
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(request.tx).exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const id = nextId++;
      const unsubscribe = await db.listen(request.channel, (payload) =>
        post({ notification: id, payload }),
      );
      subscriptions.set(id, unsubscribe);
      return id;
    }
    case 'unlisten': {
      const unsubscribe = subscriptions.get(request.subscription);
      subscriptions.delete(request.subscription);
      await unsubscribe?.();
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => post({ id: request.id, ok: true, result }),
    (error: unknown) => post({ id: request.id, ok: false, error: serialiseError(error) }),
  );
});
