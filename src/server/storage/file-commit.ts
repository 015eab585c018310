import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';
import { claimFile, releaseFile } from './file-ledger.ts';
import {
  filesOfUrls,
  recordFileRemovals,
  removeRecordedFiles,
  warnSkipped,
  type FileRef,
  type OwnedFileRef,
} from './pending-removals.ts';
import type { Storage } from './storage.ts';
import { policyOf } from './storage-policy.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a row change did: its result, and the URLs of the files it no longer points at. */
export interface FileRowChange<T> {
  result: T;
  /**
   * URLs the rows pointed at before (read under a row lock), with the user whose rows they are: a file is
   * removed only if the ledger says that user owns it (a row naming another user's file never removes it).
   */
  dropped?: { ownerId: string; urls: (string | null | undefined)[] };
}

/**
 * Runs a row change that points rows at newly stored files and/or away from old ones (docs/decisions/004):
 * in one transaction the new files are claimed and the dropped ones recorded for removal; after the commit
 * the dropped files are removed. If the change fails, the new files are released (ledger row and file).
 * `work` must read the URLs it replaces under a row lock (SELECT … FOR UPDATE), so that two replacements
 * racing each record the file the other one wrote over: exactly one file survives, the one the row names.
 */
export async function commitFileChange<T>(
  deps: { db: Database; storage: Storage },
  stored: FileRef[],
  work: (tx: Transaction) => Promise<FileRowChange<T>>,
): Promise<T> {
  let outcome: { result: T; pendingIds: string[]; skipped: OwnedFileRef[] };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const { result, dropped } = await work(tx);
      for (const file of stored) {
        // Gone only if the reservation expired and was removed (storage-policy.ts): store again.
        if (!(await claimFile(tx, file))) {
          throw new HttpError(409, ERROR_CODES.conflict, STORAGE_MESSAGES.uploadExpired);
        }
      }
      const keep = new Set(stored.map((file) => `${file.bucket}/${file.path}`));
      const gone = dropped
        ? filesOfUrls(dropped.ownerId, dropped.urls).filter(
            (file) => !keep.has(`${file.bucket}/${file.path}`),
          )
        : [];
      const { ids, skipped } = await recordFileRemovals(tx, gone);
      return { result, pendingIds: ids, skipped };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => releaseFile(deps.db, deps.storage, file)));
    throw error;
  }
  warnSkipped(policyOf(deps.storage).logger, outcome.skipped);
  await removeRecordedFiles(deps.db, deps.storage, outcome.pendingIds);
  return outcome.result;
}
