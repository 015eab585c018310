import { ConfigError, loadConfig } from './config.ts';
import { embeddedDataDir } from './db/embedded-early.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseUnavailableError } from './db/database-unavailable-error.ts';
import { applyMigrations } from './db/migrate.ts';
import { createLogger } from './lib/logger.ts';

/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database in DATA_DIR) and
 * exits: 0 when the schema is current, 1 with one line on stderr otherwise. For deploys that migrate before
 * rolling out new instances; instances also migrate at start, taking turns under the same lock (db/migrate.ts).
 */
async function migrateCommand(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const logger = createLogger(config);
  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: embeddedDataDir(config.dataDir) } as const);
  let database;
  try {
    database = await openDatabase(target, { logger });
  } catch (error) {
    return fail(
      new DatabaseUnavailableError(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', error).message,
    );
  }
  try {
    await applyMigrations(database);
    logger.info({ database: database.kind }, 'migrations applied');
    return 0;
  } catch (error) {
    return fail(`migrations failed: ${String((error as Error).message).replace(/\s+/g, ' ')}`);
  } finally {
    await database.close();
    logger.flush();
  }
}

function fail(message: string): number {
  process.stderr.write(`Soundboard cannot migrate: ${message}\n`);
  return 1;
}

process.exitCode = await migrateCommand();
