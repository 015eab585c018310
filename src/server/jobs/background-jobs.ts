import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/unavailable.ts';
import type { Logger } from '#server/lib/logger.ts';
import { DEFAULT_LIMITS, type Limits } from '#server/limits/tunable-limits.ts';
import type { Storage } from '#server/storage/storage.ts';
import {
  storagePolicyFromLimits,
  unclaimedCutoff,
  withStoragePolicy,
} from '#server/storage/storage-policy.ts';
import { runFileJanitor } from './file-janitor.ts';
import { runTrashRetention } from './trash-retention.ts';
import { removeUnclaimedFiles } from './unclaimed-files.ts';
import { vacuumEmbeddedDatabase } from './vacuum.ts';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;
/** How often expired URL ingests are removed: within a minute of INGEST_UNCLAIMED_MINUTES. */
export const UNCLAIMED_SWEEP_INTERVAL_MS = 60 * 1000;

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
  /** The instance's limits (config.limits): INGEST_UNCLAIMED_MINUTES among them. Defaults: DEFAULT_LIMITS. */
  limits?: Partial<Limits>;
  /** Injectable clock (tests). */
  now?: () => Date;
  /** Counts each run and its outcome (soundboard_job_runs_total) when metrics are on (decision 058). */
  onRun?: (job: 'pass' | 'sweep', outcome: 'ok' | 'failed') => void;
}

/**
 * Trash retention, the file janitor and (PGlite only) VACUUM: once at start, then every hour; expired URL
 * ingests are removed at start and every minute. stop() waits for a running pass.
 */
export function startBackgroundJobs(options: BackgroundJobsOptions) {
  const { db, logger, retentionDays, intervalMs = JOB_INTERVAL_MS } = options;
  const now = options.now ?? (() => new Date());
  const log = logger.child({ component: 'jobs' });
  const policy = storagePolicyFromLimits({ ...DEFAULT_LIMITS, ...options.limits }, log);
  const storage = withStoragePolicy(options.storage, policy);
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    try {
      const at = now();
      const removed = await removeUnclaimedFiles({ db, storage }, unclaimedCutoff(policy, at), at);
      if (removed > 0) log.info({ removed }, 'expired URL ingests removed');
      options.onRun?.('sweep', 'ok');
    } catch (error) {
      options.onRun?.('sweep', 'failed');
      const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
      log[level]({ err: error }, 'expired-ingest sweep failed; it runs again in a minute');
    }
  };

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
      options.onRun?.('pass', 'ok');
    } catch (error) {
      options.onRun?.('pass', 'failed');
      // A database that is away is an outage the readiness check reports, not a bug in the jobs.
      const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
      log[level]({ err: error }, 'background jobs failed; they run again at the next interval');
    }
  };
  const schedulePass = () => {
    running = running.then(pass);
  };
  // At most one sweep waits behind a long pass, however many minutes that pass takes.
  let sweepQueued = false;
  const scheduleSweep = () => {
    if (sweepQueued) return;
    sweepQueued = true;
    running = running.then(() => {
      sweepQueued = false;
      return sweep();
    });
  };

  scheduleSweep();
  schedulePass();
  const timers = [
    setInterval(schedulePass, intervalMs),
    setInterval(scheduleSweep, UNCLAIMED_SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
