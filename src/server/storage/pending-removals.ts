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

/** The stored files behind URL columns; full URLs (e.g. a GIF provider's) are not ours and are skipped. */
export function filesOfUrls(urls: (string | null | undefined)[]): FileRef[] {
  return urls.flatMap((url) => {
    const ref = url ? parseFileUrl(url) : null;
    return ref ? [ref] : [];
  });
}

/**
 * Records files to remove, in the transaction that deletes their rows (or points them at other files), and
 * drops them from the ledger of stored files; returns the ids for removeRecordedFiles() to run after the
 * commit.
 */
export async function recordFileRemovals(tx: Executor, files: FileRef[]): Promise<string[]> {
  if (files.length === 0) return [];
  for (const bucket of new Set(files.map((file) => file.bucket))) {
    const paths = files.filter((file) => file.bucket === bucket).map((file) => file.path);
    await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.bucket, bucket), inArray(storedFiles.path, paths)));
  }
  const rows = await tx
    .insert(pendingFileDeletions)
    .values(files.map((file) => ({ bucket: file.bucket, path: file.path })))
    .returning({ id: pendingFileDeletions.id });
  return rows.map((row) => row.id);
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
