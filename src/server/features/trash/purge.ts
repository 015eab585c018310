import { and, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import {
  filesOfUrls,
  recordFileRemovals,
  removeRecordedFiles,
  warnSkipped,
} from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { policyOf } from '#server/storage/storage-policy.ts';
import { fileUrl } from '#shared/storage.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PurgeDeps {
  db: Database;
  storage: Storage;
}

/** Which rows a purge removes; each list is a condition on its table. */
export interface PurgeScope {
  boards?: SQL;
  sounds?: SQL;
}

export interface PurgeResult {
  boards: string[];
  sounds: string[];
}

/**
 * Permanently deletes boards (with their buttons) and sounds and every file they own: rows in one transaction
 * that also records the files; the files are removed after the commit, and any that fail stay recorded for
 * the file janitor.
 */
export async function purge(deps: PurgeDeps, scope: PurgeScope): Promise<PurgeResult> {
  const run = await deps.db.transaction((tx) => purgeRows(tx, scope));
  await afterPurge(deps, run);
  return run.result;
}

/**
 * The row half of purge(), inside the caller's transaction: deletes the rows and records their files, each
 * as its row owner's (only files the ledger gives that user are removed). Pass the outcome to afterPurge()
 * after the commit.
 */
export async function purgeRows(tx: Transaction, scope: PurgeScope) {
  const none = { ids: [], files: [] };
  const boardFiles = scope.boards ? await deleteBoards(tx, scope.boards) : none;
  const soundFiles = scope.sounds ? await deleteSounds(tx, scope.sounds) : none;
  const { ids, skipped } = await recordFileRemovals(tx, [...boardFiles.files, ...soundFiles.files]);
  return { result: { boards: boardFiles.ids, sounds: soundFiles.ids }, pendingIds: ids, skipped };
}

/** After the commit: reports files left alone and removes the recorded ones. */
export async function afterPurge(deps: PurgeDeps, run: Awaited<ReturnType<typeof purgeRows>>) {
  warnSkipped(policyOf(deps.storage).logger, run.skipped);
  await removeRecordedFiles(deps.db, deps.storage, run.pendingIds);
}

async function deleteBoards(tx: Transaction, where: SQL) {
  // FOR UPDATE holds off new buttons (their foreign-key check) until the boards are gone.
  const boards = await tx
    .select({
      id: soundboards.id,
      userId: soundboards.userId,
      background: soundboards.backgroundImageUrl,
    })
    .from(soundboards)
    .where(where)
    .for('update');
  const ids = boards.map((board) => board.id);
  if (ids.length === 0) return { ids, files: [] };
  const ownerOf = new Map(boards.map((board) => [board.id, board.userId]));
  const buttons = await tx
    .select({
      boardId: soundboardButtons.soundboardId,
      background: soundboardButtons.backgroundImageUrl,
    })
    .from(soundboardButtons)
    .where(
      and(
        inArray(soundboardButtons.soundboardId, ids),
        isNotNull(soundboardButtons.backgroundImageUrl),
      ),
    );
  await tx.delete(soundboards).where(inArray(soundboards.id, ids));
  return {
    ids,
    files: [
      ...boards.flatMap((board) => filesOfUrls(board.userId, [board.background])),
      ...buttons.flatMap((b) => filesOfUrls(ownerOf.get(b.boardId)!, [b.background])),
    ],
  };
}

async function deleteSounds(tx: Transaction, where: SQL) {
  const rows = await tx.delete(sounds).where(where).returning({
    id: sounds.id,
    userId: sounds.userId,
    filePath: sounds.filePath,
    imageUrl: sounds.imageUrl,
  });
  return {
    ids: rows.map((row) => row.id),
    files: rows.flatMap((row) =>
      filesOfUrls(row.userId, [
        row.filePath ? fileUrl('sounds', row.filePath) : null,
        row.imageUrl,
      ]),
    ),
  };
}

/** Conditions for the usual scopes. */
export const scopes = {
  ownBoard: (userId: string, id: string) =>
    and(eq(soundboards.userId, userId), eq(soundboards.id, id))!,
  ownSound: (userId: string, id: string) => and(eq(sounds.userId, userId), eq(sounds.id, id))!,
  ownTrashedBoards: (userId: string) =>
    and(eq(soundboards.userId, userId), isNotNull(soundboards.deletedAt))!,
  ownTrashedSounds: (userId: string) =>
    and(eq(sounds.userId, userId), isNotNull(sounds.deletedAt))!,
  boardsTrashedBefore: (cutoff: Date) =>
    and(isNotNull(soundboards.deletedAt), lt(soundboards.deletedAt, cutoff))!,
  soundsTrashedBefore: (cutoff: Date) =>
    and(isNotNull(sounds.deletedAt), lt(sounds.deletedAt, cutoff))!,
};
