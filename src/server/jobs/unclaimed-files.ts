import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { recordFileRemovals, removeRecordedFiles } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Bucket } from '#shared/storage.ts';

const BATCH = 500;
/** Batches per call: a backlog beyond this waits for the next run. */
const MAX_BATCHES = 20;

/**
 * Removes reservations nobody claimed that were made before `cutoff` (URL ingests past
 * INGEST_UNCLAIMED_MINUTES, uploads that failed half-way) with their files; returns how many. Rows are
 * locked with SKIP LOCKED, so instances running this together share the work.
 */
export async function removeUnclaimedFiles(
  deps: { db: Database; storage: Storage },
  cutoff: Date,
  now: Date = new Date(),
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { count, ids } = await deps.db.transaction(async (tx) => {
      const stale = await tx
        .select({
          bucket: storedFiles.bucket,
          path: storedFiles.path,
          ownerId: storedFiles.ownerId,
        })
        .from(storedFiles)
        .where(and(isNull(storedFiles.claimedAt), lt(storedFiles.createdAt, cutoff)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const files = stale.map((row) => ({ ...row, bucket: row.bucket as Bucket }));
      return { count: stale.length, ids: (await recordFileRemovals(tx, files)).ids };
    });
    await removeRecordedFiles(deps.db, deps.storage, ids, now);
    total += count;
    if (count < BATCH) break;
  }
  return total;
}
