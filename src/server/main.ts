import { ConfigError, loadConfig } from './config.ts';
import { embeddedDataDir, openEmbeddedEarly } from './db/embedded-early.ts';
import { createLogger } from './lib/logger.ts';

/** Entry point: configuration, start, graceful shutdown. Bad configuration exits with one clear line. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  // The embedded database opens on its own thread while the rest of the server loads (decision 017).
  if (!config.databaseUrl) openEmbeddedEarly(embeddedDataDir(config.dataDir));
  const { DatabaseUnavailableError, StorageUnavailableError, startServer } =
    await import('./server.ts');
  const logger = createLogger(config);
  let running;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof StorageUnavailableError) {
      return fail(error.message);
    }
    throw error;
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Before the line that says it serves: whoever waits for that line may signal at once (a SIGTERM that
  // found no handler would end the process without draining).
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  logger.info({ url: running.url }, `Soundboard is serving ${running.url}`);
}

function fail(message: string): never {
  process.stderr.write(`Soundboard cannot start: ${message}\n`);
  process.exit(1);
}

await main();
