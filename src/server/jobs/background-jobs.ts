import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/lib/logger.ts';
import { removeRecordedFiles } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { runTrashRetention } from './trash-retention.ts';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface BackgroundJobsOptions {
  db: Database;
  storage: Storage;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
  /** Injectable clock (tests). */
  now?: () => Date;
}

/** Trash retention and the file janitor: once at start, then every hour. stop() waits for a running pass. */
export function startBackgroundJobs(options: BackgroundJobsOptions) {
  const { db, storage, logger, retentionDays, intervalMs = JOB_INTERVAL_MS } = options;
  const now = options.now ?? (() => new Date());
  const log = logger.child({ component: 'jobs' });
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    try {
      const retention = await runTrashRetention({ db, storage }, { now: now(), retentionDays });
      if (retention.boards + retention.sounds > 0) log.info(retention, 'trash retention');
      const janitor = await removeRecordedFiles(db, storage, 'due', now());
      if (janitor.removed + janitor.failed > 0) log.info(janitor, 'file janitor');
    } catch (error) {
      log.error({ err: error }, 'background jobs failed; they run again at the next interval');
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
