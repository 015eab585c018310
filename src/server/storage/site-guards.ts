import { isNotNull, or, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { MB } from '#shared/limits.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';
import type { Storage } from './storage.ts';
import { policyOf, type StoragePolicy } from './storage-policy.ts';

/**
 * The site-wide guards of storage-policy.ts (docs/decisions/009): one address can sign up and store its
 * quota again and again, so the whole site keeps a free-disk floor and a total budget besides the
 * per-account quota. Both refuse with 507 storage_full before anything is written.
 */
export const siteFull = () =>
  new HttpError(507, ERROR_CODES.storageFull, STORAGE_MESSAGES.siteFull);

type Executor = Pick<Database, 'select'>;

/** Ledger rows that count: claimed files, and reservations younger than the unclaimed TTL. */
export function countedFiles(cutoff: Date): SQL {
  return or(isNotNull(storedFiles.claimedAt), gte(storedFiles.createdAt, cutoff))!;
}

/**
 * Refuses a write of `sizeBytes` that would leave the local disk with less than the floor (fs driver; the
 * S3 driver has no freeBytes and no floor). Parallel writes may each pass the check: the floor is a
 * margin, and it should be larger than a few uploads at once.
 */
export async function checkFreeDisk(storage: Storage, sizeBytes: number): Promise<void> {
  const policy = policyOf(storage);
  if (policy.minFreeBytes <= 0 || !storage.freeBytes) return;
  const free = await storage.freeBytes();
  if (free - sizeBytes >= policy.minFreeBytes) return;
  policy.logger?.warn(
    { freeMb: Math.floor(free / MB), floorMb: policy.minFreeBytes / MB },
    'write refused: the storage disk is at its STORAGE_MIN_FREE_MB floor',
  );
  throw siteFull();
}

/** Bytes every user's counted files take together. */
export async function siteStorageUsed(db: Executor, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(countedFiles(cutoff));
  return Number(row?.used ?? 0);
}

/**
 * Inside the reservation's transaction, after the site-wide lock: refuses a file that would take the site
 * past its total budget.
 */
export async function checkBudget(
  tx: Executor,
  policy: StoragePolicy,
  sizeBytes: number,
  cutoff: Date,
): Promise<void> {
  if (policy.totalBudgetBytes <= 0) return;
  const used = await siteStorageUsed(tx, cutoff);
  if (used + sizeBytes <= policy.totalBudgetBytes) return;
  policy.logger?.warn(
    { usedMb: Math.floor(used / MB), budgetMb: policy.totalBudgetBytes / MB },
    'write refused: stored files are at the STORAGE_TOTAL_BUDGET_MB budget',
  );
  throw siteFull();
}
