import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PGlite in a folder (or in memory when dataDir is undefined), or a PostgreSQL server by URL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    const handle = makeHandle('postgres', db, () => pool.end(), listenOnPool(pool));
    try {
      await handle.ping();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return handle;
  }
  if (target.dataDir) await mkdir(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return makeHandle(
    'pglite',
    db,
    () => client.close(),
    async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
  );
}

/** LISTEN needs one dedicated connection per subscription, outside the pool's rotation. */
function listenOnPool(pool: pg.Pool): DatabaseHandle['listen'] {
  return async (channel, onPayload) => {
    const connection = await pool.connect();
    const onNotification = (message: pg.Notification) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    };
    connection.on('notification', onNotification);
    await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      connection.off('notification', onNotification);
      await connection.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      connection.release();
    };
  };
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
