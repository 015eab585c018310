import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { USER_STORAGE_QUOTA_BYTES } from '#shared/limits.ts';
import { STORAGE_MESSAGES, type StorageUsage } from '#shared/storage-quota.ts';
import type { Bucket } from '#shared/storage.ts';
import type { FileRef } from './pending-removals.ts';
import type { Storage } from './storage.ts';

/** The database or a transaction: both run Drizzle queries. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Advisory-lock namespace for per-user quota checks (the second key is the user id's hash). */
const QUOTA_LOCK_NAMESPACE = 1010;

/** Bytes of every stored file the user owns, reserved ones included. */
export async function storageUsed(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId));
  return Number(row?.used ?? 0);
}

export async function storageUsage(db: Database, userId: string): Promise<StorageUsage> {
  return { used_bytes: await storageUsed(db, userId), quota_bytes: USER_STORAGE_QUOTA_BYTES };
}

/**
 * Reserves room for a file before it is stored: under a per-user lock (so parallel uploads cannot pass
 * the quota together), checks the quota and writes the file's unclaimed ledger row. 413 when it does not fit.
 */
export async function reserveFile(
  db: Database,
  input: { userId: string; bucket: Bucket; path: string; sizeBytes: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, hashtext(${input.userId}))`,
    );
    const used = await storageUsed(tx, input.userId);
    if (used + input.sizeBytes > USER_STORAGE_QUOTA_BYTES) {
      throw new HttpError(413, ERROR_CODES.tooLarge, STORAGE_MESSAGES.quotaExceeded);
    }
    await tx.insert(storedFiles).values({
      bucket: input.bucket,
      path: input.path,
      ownerId: input.userId,
      sizeBytes: input.sizeBytes,
    });
  });
}

/** Forgets a reservation and removes its file (a file left behind is swept by the janitor as unowned). */
export async function releaseFile(db: Database, storage: Storage, file: FileRef): Promise<void> {
  await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.bucket, file.bucket),
        eq(storedFiles.path, file.path),
        isNull(storedFiles.claimedAt),
      ),
    );
  await storage.remove(file.bucket, [file.path]).catch(() => undefined);
}

/**
 * Reserves the room, then stores the bytes; a failed write releases the reservation. The file stays
 * unclaimed until claimFile() runs in the transaction that makes a row point at it.
 */
export async function storeFile(
  deps: { db: Database; storage: Storage },
  input: { userId: string; bucket: Bucket; path: string; bytes: Uint8Array; mime: string },
): Promise<FileRef> {
  const file = { bucket: input.bucket, path: input.path };
  await reserveFile(deps.db, { ...input, sizeBytes: input.bytes.byteLength });
  try {
    await deps.storage.put(input.bucket, input.path, input.bytes, input.mime);
  } catch (error) {
    await releaseFile(deps.db, deps.storage, file);
    throw error;
  }
  return file;
}

/**
 * Marks a reserved file as owned by a row, inside the transaction writing that row. With `ownerId` only
 * that user's unclaimed file is claimed (an ingest claimed by POST /api/sounds); false when none matched.
 */
export async function claimFile(tx: Executor, file: FileRef, ownerId?: string): Promise<boolean> {
  const rows = await tx
    .update(storedFiles)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(storedFiles.bucket, file.bucket),
        eq(storedFiles.path, file.path),
        ownerId ? and(eq(storedFiles.ownerId, ownerId), isNull(storedFiles.claimedAt)) : undefined,
      ),
    )
    .returning({ path: storedFiles.path });
  return rows.length > 0;
}
