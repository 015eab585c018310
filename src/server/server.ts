import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import type { Logger } from './lib/logger.ts';
import path from 'node:path';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(
    readonly variable: 'DATABASE_URL' | 'DATA_DIR',
    cause: unknown,
  ) {
    super(`${variable}: cannot open the database (${rootMessage(cause)})`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Drizzle wraps driver errors; the driver's own message (e.g. ECONNREFUSED) is on the cause. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/** Opens the database, applies migrations and starts listening. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  ).catch((error: unknown) => {
    throw new DatabaseUnavailableError(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', error);
  });
  await applyMigrations(database);
  logger.info({ database: database.kind }, 'migrations applied');

  const app = createApp({ database, logger, webDistDir: config.webDistDir });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  return {
    url,
    database,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
