import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { removeRecordedFiles } from '#server/storage/pending-removals.ts';
import type { ListedObject, Storage } from '#server/storage/storage.ts';
import { policyOf, unclaimedCutoff } from '#server/storage/storage-policy.ts';
import { FILE_JANITOR_MIN_AGE_MS } from '#shared/limits.ts';
import { BUCKETS, type Bucket } from '#shared/storage.ts';
import { removeUnclaimedFiles } from './unclaimed-files.ts';

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
 * Only what is older than `minAgeMs` is touched (unclaimed reservations: older than the unclaimed TTL too,
 * whichever is sooner; an upload claims its own within seconds), so uploads in flight are safe.
 */
export async function runFileJanitor(
  deps: { db: Database; storage: Storage },
  { now = new Date(), minAgeMs = FILE_JANITOR_MIN_AGE_MS }: { now?: Date; minAgeMs?: number } = {},
): Promise<FileJanitorResult> {
  const { db, storage } = deps;
  const cutoff = new Date(now.getTime() - minAgeMs);
  // Expired reservations (storage-policy.ts) too, in case the frequent sweep of background-jobs.ts lags.
  const ttlCutoff = unclaimedCutoff(policyOf(storage), now);
  const unclaimed = await removeUnclaimedFiles(
    deps,
    new Date(Math.max(cutoff.getTime(), ttlCutoff.getTime())),
    now,
  );
  const recorded = await removeRecordedFiles(db, storage, 'due', now);
  let unowned = 0;
  for (const bucket of BUCKETS) unowned += await sweepBucket(deps, bucket, cutoff);
  return { ...recorded, unclaimed, unowned };
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
