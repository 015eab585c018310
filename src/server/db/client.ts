import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from '#server/lib/logger.ts';
import { resilientListener } from './listener.ts';
import { openEmbedded, takeEarlyEmbedded } from './embedded-early.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface ListenOptions {
  onReconnect?: () => void;
}

/** How many connections a PostgreSQL pool opens, and how long a query waits for one (tests shrink both). */
export interface PoolOptions {
  max?: number;
  connectionTimeoutMs?: number;
  /**
   * Opens all `max` connections at once, with the usual time-out, and keeps them: `connectionTimeoutMs` then
   * bounds only the wait for a free one. Tests of a burst outrunning a small pool use it, since opening a
   * connection on a loaded machine takes longer than their short wait.
   */
  openAllFirst?: boolean;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'postgres'; url: string; pool?: PoolOptions };

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; resolves to the unsubscribe function. `onReconnect` runs after a lost
   * LISTEN connection was re-established (notifications sent meanwhile are lost); PGlite never loses it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now (metrics); absent on the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** A request waits at most this long for a connection while the database server is away. */
export const CONNECTION_TIMEOUT_MS = 5_000;

/** PGlite in a folder (or in memory when dataDir is undefined), or a PostgreSQL server by URL. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { logger?: Logger } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { logger } = options;
    const max = target.pool?.max ?? 10;
    const waitMs = target.pool?.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS;
    const openAllFirst = target.pool?.openAllFirst === true;
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      connectionTimeoutMillis: openAllFirst ? CONNECTION_TIMEOUT_MS : waitMs,
      ...(openAllFirst ? { min: max, idleTimeoutMillis: 0 } : {}),
    });
    // The server ending an idle connection (restart, failover, pg_terminate_backend) is emitted here;
    // without a listener Node would exit. The pool replaces the connection on the next query.
    pool.on('error', (error) =>
      logger?.warn({ err: error }, 'idle database connection lost; the pool reconnects'),
    );
    // A connection that dies while checked out (e.g. between a transaction's statements) emits 'error'
    // on its client, where the pool listens only while it is idle. Its next query fails (→ 503) and the
    // pool drops the client on release.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        logger?.debug({ err: error }, 'database connection lost while in use'),
      ),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const listener = resilientListener({
      connectionString: target.url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      logger,
    });
    const close = async () => {
      await listener.closeAll();
      await pool.end();
    };
    const handle: DatabaseHandle = {
      ...makeHandle('postgres', db, close, listener.subscribe),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
    try {
      await handle.ping();
      if (openAllFirst) {
        const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
        for (const client of clients) client.release();
        pool.options.connectionTimeoutMillis = waitMs;
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return handle;
  }
  // PGlite runs in a worker thread (decision 015); drizzle's PGlite driver talks to it through the proxy.
  const client = await (takeEarlyEmbedded(target.dataDir) ?? openEmbedded(target.dataDir));
  const db = drizzlePglite(client as never, { schema }) as unknown as Database;
  return makeHandle(
    'pglite',
    db,
    () => client.close(),
    (channel, onPayload) => client.listen(channel, onPayload),
  );
}

function makeHandle(
  kind: DatabaseTarget['kind'],
  db: Database,
  close: () => Promise<void>,
  listen: DatabaseHandle['listen'],
): DatabaseHandle {
  return {
    kind,
    db,
    listen,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
