import type { Limits } from '#server/limits/tunable-limits.ts';
import { DEFAULT_LIMITS } from '#server/limits/tunable-limits.ts';
import { MB } from '#shared/limits.ts';
import type { Storage } from './storage.ts';

/**
 * The site-wide guards on stored files (docs/decisions/009), made from the tunable limits. They travel with
 * the store (withStoragePolicy) so that every write through storeFile(), whichever feature makes it, obeys
 * the same numbers without each route passing them on.
 */
export interface StoragePolicy {
  /** Free bytes the local disk keeps after a write (STORAGE_MIN_FREE_MB); 0: no floor. fs driver only. */
  minFreeBytes: number;
  /** Bytes one user's stored files may take together (USER_STORAGE_QUOTA_MB). */
  userQuotaBytes: number;
  /** Bytes all users' stored files may take together (STORAGE_TOTAL_BUDGET_MB); 0: no budget. */
  totalBudgetBytes: number;
  /**
   * An unclaimed reservation older than this (in practice a URL ingest no sound took: uploads claim theirs
   * within seconds) no longer counts against the quota or the budget, cannot be claimed, and is removed
   * (INGEST_UNCLAIMED_MINUTES).
   */
  unclaimedTtlMs: number;
  /** Where removals that were refused (a row naming a file its owner does not own) are reported. */
  logger?: { warn(object: object, message: string): void };
}

export function storagePolicyFromLimits(
  limits: Pick<
    Limits,
    | 'STORAGE_MIN_FREE_MB'
    | 'STORAGE_TOTAL_BUDGET_MB'
    | 'INGEST_UNCLAIMED_MINUTES'
    | 'USER_STORAGE_QUOTA_MB'
  >,
  logger?: StoragePolicy['logger'],
): StoragePolicy {
  return {
    minFreeBytes: limits.STORAGE_MIN_FREE_MB * MB,
    userQuotaBytes: limits.USER_STORAGE_QUOTA_MB * MB,
    totalBudgetBytes: limits.STORAGE_TOTAL_BUDGET_MB * MB,
    unclaimedTtlMs: limits.INGEST_UNCLAIMED_MINUTES * 60_000,
    logger,
  };
}

/** The store with the policy its writes obey (the app and the background jobs wrap theirs). */
export function withStoragePolicy(storage: Storage, policy: StoragePolicy): Storage {
  return { ...storage, policy };
}

/**
 * A store nobody wrapped (a test's, a script's): no floor and no budget, since their numbers are the
 * operator's; the default quota, and unclaimed reservations still expire after the default time.
 */
const UNGUARDED: StoragePolicy = {
  minFreeBytes: 0,
  userQuotaBytes: DEFAULT_LIMITS.USER_STORAGE_QUOTA_MB * MB,
  totalBudgetBytes: 0,
  unclaimedTtlMs: DEFAULT_LIMITS.INGEST_UNCLAIMED_MINUTES * 60_000,
};

export function policyOf(storage: Storage): StoragePolicy {
  return storage.policy ?? UNGUARDED;
}

/** Reservations made before this instant and still unclaimed have expired. */
export function unclaimedCutoff(policy: StoragePolicy, now: Date = new Date()): Date {
  return new Date(now.getTime() - policy.unclaimedTtlMs);
}
