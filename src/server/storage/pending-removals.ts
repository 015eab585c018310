import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pendingFileDeletions, storedFiles } from '#server/db/schema.ts';
import { parseFileUrl, type Bucket } from '#shared/storage.ts';
import type { Storage } from './storage.ts';

/** A transaction or the database itself: both run Drizzle queries. */
type Executor = Pick<Database, 'insert' | 'delete'>;

export interface FileRef {
  bucket: Bucket;
  path: string;
}

/** A file with the user whose rows named it: only a file the ledger says that user owns is removed. */
export interface OwnedFileRef extends FileRef {
  ownerId: string;
}

/**
 * The stored files behind a user's URL columns; full URLs (e.g. a GIF provider's) are not ours and are
 * skipped. A URL is only a claim: recordFileRemovals() checks it against the ledger.
 */
export function filesOfUrls(ownerId: string, urls: (string | null | undefined)[]): OwnedFileRef[] {
  return urls.flatMap((url) => {
    const ref = url ? parseFileUrl(url) : null;
    return ref ? [{ ...ref, ownerId }] : [];
  });
}

export interface RecordedRemovals {
  /** Pending removals for removeRecordedFiles() to run after the commit. */
  ids: string[];
  /** Files the ledger does not give to the user named with them: left alone (docs/decisions/004). */
  skipped: OwnedFileRef[];
}

/**
 * Records files to remove, in the transaction that deletes their rows (or points them at other files):
 * each file's ledger row is dropped and its removal queued only if the ledger says the given user owns it.
 * A row naming another user's file (or a file nobody owns) never removes it; that file is returned as
 * skipped and stays, counted for its owner.
 */
export async function recordFileRemovals(
  tx: Executor,
  files: OwnedFileRef[],
): Promise<RecordedRemovals> {
  const unique = [...new Map(files.map((f) => [`${f.bucket}/${f.path}/${f.ownerId}`, f])).values()];
  const removed: FileRef[] = [];
  const groups = new Map<string, OwnedFileRef[]>();
  for (const file of unique) {
    const key = `${file.bucket}/${file.ownerId}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  for (const group of groups.values()) {
    const { bucket, ownerId } = group[0]!;
    removed.push(
      ...(await tx
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.bucket, bucket),
            eq(storedFiles.ownerId, ownerId),
            inArray(
              storedFiles.path,
              group.map((file) => file.path),
            ),
          ),
        )
        .returning({ bucket: storedFiles.bucket, path: storedFiles.path })
        .then((rows) => rows.map((row) => ({ bucket: row.bucket as Bucket, path: row.path })))),
    );
  }
  const gone = new Set(removed.map((file) => `${file.bucket}/${file.path}`));
  const skipped = unique.filter((file) => !gone.has(`${file.bucket}/${file.path}`));
  if (removed.length === 0) return { ids: [], skipped };
  const rows = await tx
    .insert(pendingFileDeletions)
    .values(removed.map((file) => ({ bucket: file.bucket, path: file.path })))
    .returning({ id: pendingFileDeletions.id });
  return { ids: rows.map((row) => row.id), skipped };
}

/**
 * Logs files a removal left alone because the ledger does not give them to the acting user, at warn: the
 * buckets and the count, never the paths (their random part keeps private files unguessable).
 */
export function warnSkipped(
  log: { warn(object: object, message: string): void } | undefined,
  skipped: OwnedFileRef[],
): void {
  if (!log || skipped.length === 0) return;
  log.warn(
    {
      ownerIds: [...new Set(skipped.map((file) => file.ownerId))],
      buckets: [...new Set(skipped.map((file) => file.bucket))],
      count: skipped.length,
    },
    'a row named stored files its owner does not own; they were left in place',
  );
}

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 24 * 60 * 60_000;

/**
 * Removes recorded files and forgets the ones that are gone. A failure is kept with a later next attempt
 * (exponential back-off) for the janitor; it never throws, so callers' responses do not depend on it.
 */
export async function removeRecordedFiles(
  db: Database,
  storage: Storage,
  ids: string[] | 'due',
  now: Date = new Date(),
): Promise<{ removed: number; failed: number }> {
  const where =
    ids === 'due'
      ? lte(pendingFileDeletions.nextAttemptAt, now)
      : ids.length > 0
        ? inArray(pendingFileDeletions.id, ids)
        : undefined;
  if (!where) return { removed: 0, failed: 0 };
  const pending = await db.select().from(pendingFileDeletions).where(where).limit(500);
  let removed = 0;
  let failed = 0;
  for (const item of pending) {
    try {
      await storage.remove(item.bucket as Bucket, [item.path]);
      await db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, item.id));
      removed += 1;
    } catch (error) {
      failed += 1;
      const delay = Math.min(RETRY_BASE_MS * 2 ** item.attempts, RETRY_MAX_MS);
      await db
        .update(pendingFileDeletions)
        .set({
          attempts: sql`${pendingFileDeletions.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(now.getTime() + delay),
        })
        .where(and(eq(pendingFileDeletions.id, item.id)));
    }
  }
  return { removed, failed };
}
