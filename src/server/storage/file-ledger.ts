import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { STORAGE_MESSAGES, type StorageUsage } from '#shared/storage-quota.ts';
import type { Bucket } from '#shared/storage.ts';
import type { FileRef } from './pending-removals.ts';
import { checkBudget, checkFreeDisk, countedFiles } from './site-guards.ts';
import type { Storage } from './storage.ts';
import { policyOf, unclaimedCutoff } from './storage-policy.ts';

/** The database or a transaction: both run Drizzle queries. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Advisory-lock namespace for per-user quota checks (the second key is the user id's hash). */
const QUOTA_LOCK_NAMESPACE = 1010;
/** Advisory lock (namespace, 0) for the site-wide budget: taken before any per-user lock. */
const BUDGET_LOCK_NAMESPACE = 1011;

/**
 * Bytes of every stored file the user owns that counts: claimed ones and reservations younger than the
 * unclaimed TTL (an ingest nobody claimed stops counting when it expires).
 */
export async function storageUsed(db: Executor, userId: string, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), countedFiles(cutoff)));
  return Number(row?.used ?? 0);
}

export async function storageUsage(
  deps: { db: Database; storage: Storage },
  userId: string,
): Promise<StorageUsage> {
  const policy = policyOf(deps.storage);
  return {
    used_bytes: await storageUsed(deps.db, userId, unclaimedCutoff(policy)),
    quota_bytes: policy.userQuotaBytes,
  };
}

/**
 * Reserves room for a file before it is stored: under a per-user lock (so parallel uploads cannot pass
 * the quota together), checks the quota (413) and, under a site-wide lock when there is a total budget, the
 * budget (507), and writes the file's unclaimed ledger row.
 */
export async function reserveFile(
  deps: { db: Database; storage: Storage },
  input: { userId: string; bucket: Bucket; path: string; sizeBytes: number },
): Promise<void> {
  const policy = policyOf(deps.storage);
  const cutoff = unclaimedCutoff(policy);
  await deps.db.transaction(async (tx) => {
    // One reservation at a time site-wide while a budget is set (a sum and an insert: milliseconds).
    if (policy.totalBudgetBytes > 0) {
      await tx.execute(sql`select pg_advisory_xact_lock(${BUDGET_LOCK_NAMESPACE}, 0)`);
    }
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, hashtext(${input.userId}))`,
    );
    const used = await storageUsed(tx, input.userId, cutoff);
    if (used + input.sizeBytes > policy.userQuotaBytes) {
      throw new HttpError(
        413,
        ERROR_CODES.tooLarge,
        STORAGE_MESSAGES.quotaExceededOf(policy.userQuotaBytes),
      );
    }
    await checkBudget(tx, policy, input.sizeBytes, cutoff);
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
 * Checks the free-disk floor, reserves the room, then stores the bytes; a failed write releases the
 * reservation. The file stays unclaimed until claimFile() runs in the transaction that makes a row point
 * at it.
 */
export async function storeFile(
  deps: { db: Database; storage: Storage },
  input: { userId: string; bucket: Bucket; path: string; bytes: Uint8Array; mime: string },
): Promise<FileRef> {
  const file = { bucket: input.bucket, path: input.path };
  await checkFreeDisk(deps.storage, input.bytes.byteLength);
  await reserveFile(deps, { ...input, sizeBytes: input.bytes.byteLength });
  try {
    await deps.storage.put(input.bucket, input.path, input.bytes, input.mime);
  } catch (error) {
    await releaseFile(deps.db, deps.storage, file);
    throw error;
  }
  return file;
}

/** Marks a reserved file as claimed by a row, inside the transaction writing that row; false if it is gone. */
export async function claimFile(tx: Executor, file: FileRef): Promise<boolean> {
  const rows = await tx
    .update(storedFiles)
    .set({ claimedAt: new Date() })
    .where(and(eq(storedFiles.bucket, file.bucket), eq(storedFiles.path, file.path)))
    .returning({ path: storedFiles.path });
  return rows.length > 0;
}

/**
 * Claims the user's own unclaimed reservation (a URL ingest that POST /api/sounds takes over), inside the
 * transaction writing the sound. 'expired' once it is older than the unclaimed TTL: it no longer counts
 * against the quota, so claiming it late would let a user store past the quota by waiting.
 */
export async function claimOwnReservation(
  tx: Executor,
  storage: Storage,
  file: FileRef,
  ownerId: string,
  now: Date = new Date(),
): Promise<'claimed' | 'expired' | 'missing'> {
  const own = and(
    eq(storedFiles.bucket, file.bucket),
    eq(storedFiles.path, file.path),
    eq(storedFiles.ownerId, ownerId),
    isNull(storedFiles.claimedAt),
  );
  const [row] = await tx
    .select({ createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(own)
    .for('update');
  if (!row) return 'missing';
  if (row.createdAt < unclaimedCutoff(policyOf(storage), now)) return 'expired';
  await tx.update(storedFiles).set({ claimedAt: now }).where(own);
  return 'claimed';
}
