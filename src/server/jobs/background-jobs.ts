import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { Storage } from '#server/storage/storage.ts';
import { runFileJanitor } from './file-janitor.ts';
import { runTrashRetention } from './trash-retention.ts';
import { vacuumEmbeddedDatabase } from './vacuum.ts';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface BackgroundJobsOptions {
  db: Database;
  /** PGlite has no autovacuum: on 'pglite' each pass ends with VACUUM (ANALYZE). */
  databaseKind: DatabaseHandle['kind'];
  storage: Storage;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
  /** The file janitor leaves files younger than this alone (FILE_JANITOR_MIN_AGE_SECONDS; default 1 h). */
  fileMinAgeMs?: number;
  /** Injectable clock (tests). */
  now?: () => Date;
}

/**
 * Trash retention, the file janitor and (PGlite only) VACUUM: once at start, then every hour.
 * stop() waits for a running pass.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions) {
  const { db, storage, logger, retentionDays, intervalMs = JOB_INTERVAL_MS } = options;
  const now = options.now ?? (() => new Date());
  const log = logger.child({ component: 'jobs' });
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      const retention = await runTrashRetention({ db, storage }, { now: now(), retentionDays });
      if (retention.boards + retention.sounds > 0) log.info(retention, 'trash retention');
      const janitor = await runFileJanitor(
        { db, storage },
        { now: now(), minAgeMs: options.fileMinAgeMs },
      );
      if (Object.values(janitor).some((count) => count > 0)) log.info(janitor, 'file janitor');
      if (options.databaseKind === 'pglite') await vacuumEmbeddedDatabase(db);
      log.debug('background jobs pass done');
    } catch (error) {
      // A database that is away is an outage the readiness check reports, not a bug in the jobs.
      const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
      log[level]({ err: error }, 'background jobs failed; they run again at the next interval');
    }
  };
  const schedule = () => {
    running = running.then(pass);
  };

  schedule();
  const timer = setInterval(schedule, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
