import { sql } from 'drizzle-orm';
import { afterPurge, purgeRows, scopes, type PurgeDeps } from '#server/features/trash/purge.ts';

/** Advisory lock key: one retention run at a time across every instance sharing the database. */
const RETENTION_LOCK_KEY = 'soundboard.trash-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionRun {
  /** Another instance held the lock; this run did nothing. */
  skipped: boolean;
  boards: number;
  sounds: number;
}

/**
 * Permanently deletes boards and sounds that have been in the trash longer than `retentionDays`, with their
 * files. Runs under a transaction-scoped advisory lock, so parallel runs (several instances) do no double work.
 */
export async function runTrashRetention(
  deps: PurgeDeps,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<RetentionRun> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const run = await deps.db.transaction(async (tx) => {
    const lock = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${RETENTION_LOCK_KEY})) as acquired`,
    );
    const acquired = (lock as { rows: { acquired: boolean }[] }).rows[0]?.acquired;
    if (!acquired) return null;
    return purgeRows(tx, {
      boards: scopes.boardsTrashedBefore(cutoff),
      sounds: scopes.soundsTrashedBefore(cutoff),
    });
  });
  if (!run) return { skipped: true, boards: 0, sounds: 0 };
  await afterPurge(deps, run);
  return { skipped: false, boards: run.result.boards.length, sounds: run.result.sounds.length };
}
