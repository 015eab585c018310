import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { embeddedDataDir } from './db/embedded-early.ts';
import { applyMigrations } from './db/migrate.ts';
import { DatabaseUnavailableError } from './db/database-unavailable-error.ts';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './lib/auth-secret.ts';
import type { Logger } from './lib/logger.ts';
import { gracefulCloser } from './lib/graceful-close.ts';
import { createMailer } from './lib/mailer.ts';
import { outboxPhoneCodeSender } from './lib/phone-code-sender.ts';
import { startBackgroundJobs } from './jobs/background-jobs.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createRealtimeHub } from './realtime/realtime-hub.ts';
import { localDiskStorage } from './storage/local-disk.ts';
import { StorageUnavailableError } from './storage/storage-unavailable-error.ts';
import type { Server } from 'node:http';
import { leanStaticServer } from './static/lean-static-server.ts';
import path from 'node:path';

export { DatabaseUnavailableError, StorageUnavailableError };

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations and starts listening. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: embeddedDataDir(config.dataDir) },
    { logger },
  ).catch((error: unknown) => {
    throw new DatabaseUnavailableError(config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', error);
  });
  const migrations = await applyMigrations(database);
  logger.info(
    { database: database.kind },
    migrations === 'current' ? 'schema is current' : 'migrations applied',
  );

  const { secret, source } = await resolveAuthSecret(config.authSecret, config.dataDir);
  if (source === 'generated') {
    logger.info({ file: path.join(config.dataDir, AUTH_SECRET_FILE) }, 'generated the auth secret');
  }
  if (source !== 'env' && config.databaseUrl) {
    logger.warn(
      'AUTH_SECRET is not set: give every instance sharing DATABASE_URL the same AUTH_SECRET',
    );
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
  });
  if (mailer.kind === 'outbox') {
    logger.info(
      { outbox: path.join(config.dataDir, 'outbox') },
      'e-mail verification is off (no SMTP_URL): sign-up signs users in; mails go to the outbox',
    );
  }

  // The S3 SDK is loaded only when it is used (start-up time and memory of the default, decision 017).
  const storage =
    config.storage.driver === 's3'
      ? (await import('./storage/s3.ts')).s3Storage(config.storage.s3)
      : localDiskStorage(path.join(config.dataDir, 'files'));
  // A wrong bucket or endpoint stops the start with one line, not 404s and 500s once serving.
  await storage.check?.();
  // One realtime bus per process: one LISTEN feeds every event stream of this process (decision 046).
  const realtime = createRealtimeHub({ database, logger });
  // Prometheus metrics only when an operator set a token to scrape them with (decision 058).
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const app = createApp({
    metrics: metrics && { registry: metrics, token: config.metricsToken! },
    realtime,
    database,
    logger,
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    authSecret: secret,
    mailer,
    trustProxy: config.trustProxy,
    authRateLimitMax: config.authRateLimitMax,
    ingestAllowLoopback: config.ingestAllowLoopback,
    gifs: config.giphy,
    storage,
    limits: config.limits,
    phoneCodeSender: outboxPhoneCodeSender(path.join(config.dataDir, 'outbox'), logger),
  });
  const jobs = startBackgroundJobs({
    db: database.db,
    databaseKind: database.kind,
    storage,
    logger,
    retentionDays: config.trashRetentionDays,
    fileMinAgeMs: config.fileJanitorMinAgeMs,
    limits: config.limits,
    onRun: metrics?.recordJobRun,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        // Decision 010: the built web app's files are answered before the app's middleware.
        createServer: leanStaticServer(config.webDistDir, logger, storage),
      },
      () => resolve(s),
    );
  });
  // serve() makes a plain node:http server (no http2 or https options are passed).
  const closer = gracefulCloser(server as Server, config.shutdownGraceMs);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  return {
    url,
    database,
    async stop() {
      // Endless event streams first: otherwise the closer would wait its whole grace period for them.
      const streamsEnded = realtime.close();
      await closer.close();
      await streamsEnded;
      await jobs.stop();
      mailer.close();
      await database.close();
    },
  };
}
