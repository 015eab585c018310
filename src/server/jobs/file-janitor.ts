import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { recordFileRemovals, removeRecordedFiles } from '#server/storage/pending-removals.ts';
import type { ListedObject, Storage } from '#server/storage/storage.ts';
import { FILE_JANITOR_MIN_AGE_MS } from '#shared/limits.ts';
import { BUCKETS, type Bucket } from '#shared/storage.ts';

export interface FileJanitorResult {
  /** Recorded removals of deleted rows' files that went through. */
  removed: number;
  failed: number;
  /** Reservations never claimed (failed uploads, unused URL ingests), removed with their files. */
  unclaimed: number;
  /** Files no ledger row owns, `.part` leftovers included. */
  unowned: number;
}

const BATCH = 500;

/**
 * The file janitor: retries recorded removals, removes unclaimed reservations and sweeps files nobody owns.
 * Only what is older than `minAgeMs` is touched, so uploads in flight are safe.
 */
export async function runFileJanitor(
  deps: { db: Database; storage: Storage },
  { now = new Date(), minAgeMs = FILE_JANITOR_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<FileJanitorResult> {
  const { db, storage } = deps;
  const cutoff = new Date(now.getTime() - minAgeMs);
  const pendingIds = await db.transaction(async (tx) => {
    const stale = await tx
      .select({ bucket: storedFiles.bucket, path: storedFiles.path, ownerId: storedFiles.ownerId })
      .from(storedFiles)
      .where(and(isNull(storedFiles.claimedAt), lt(storedFiles.createdAt, cutoff)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return {
      count: stale.length,
      ids: (
        await recordFileRemovals(
          tx,
          stale.map((row) => ({ ...row, bucket: row.bucket as Bucket })),
        )
      ).ids,
    };
  });
  const recorded = await removeRecordedFiles(db, storage, 'due', now);
  let unowned = 0;
  for (const bucket of BUCKETS) unowned += await sweepBucket(deps, bucket, cutoff);
  return { ...recorded, unclaimed: pendingIds.count, unowned };
}

/** Removes the bucket's old `.part` files and files without a ledger row; fills in unknown sizes. */
async function sweepBucket(
  { db, storage }: { db: Database; storage: Storage },
  bucket: Bucket,
  cutoff: Date,
): Promise<number> {
  let swept = 0;
  let batch: ListedObject[] = [];
  const flush = async () => {
    const objects = batch.filter((object) => !object.path.endsWith('.part'));
    const parts = batch.filter((object) => object.path.endsWith('.part')).map((o) => o.path);
    batch = [];
    const rows = objects.length
      ? await db
          .select({ path: storedFiles.path, sizeBytes: storedFiles.sizeBytes })
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.bucket, bucket),
              inArray(
                storedFiles.path,
                objects.map((object) => object.path),
              ),
            ),
          )
      : [];
    const owned = new Map(rows.map((row) => [row.path, row.sizeBytes]));
    const orphans = objects.filter((object) => !owned.has(object.path)).map((o) => o.path);
    await storage.remove(bucket, [...parts, ...orphans]);
    swept += parts.length + orphans.length;
    for (const object of objects) {
      if (owned.get(object.path) === 0 && object.size > 0) {
        // Files stored before the ledger existed were recorded with size 0.
        await db
          .update(storedFiles)
          .set({ sizeBytes: object.size })
          .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.path, object.path)));
      }
    }
  };
  for await (const object of storage.list(bucket)) {
    if (object.lastModified >= cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return swept;
}
