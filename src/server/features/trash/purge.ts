import { and, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import {
  filesOfUrls,
  recordFileRemovals,
  removeRecordedFiles,
} from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
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
  const { result, pendingIds } = await deps.db.transaction((tx) => purgeRows(tx, scope));
  await removeRecordedFiles(deps.db, deps.storage, pendingIds);
  return result;
}

/**
 * The row half of purge(), inside the caller's transaction: deletes the rows and records their files. Pass
 * the returned ids to removeRecordedFiles() after the commit.
 */
export async function purgeRows(tx: Transaction, scope: PurgeScope) {
  const boardFiles = scope.boards ? await deleteBoards(tx, scope.boards) : { ids: [], urls: [] };
  const soundFiles = scope.sounds ? await deleteSounds(tx, scope.sounds) : { ids: [], urls: [] };
  const pendingIds = await recordFileRemovals(
    tx,
    filesOfUrls([...boardFiles.urls, ...soundFiles.urls]),
  );
  return { result: { boards: boardFiles.ids, sounds: soundFiles.ids }, pendingIds };
}

async function deleteBoards(tx: Transaction, where: SQL) {
  // FOR UPDATE holds off new buttons (their foreign-key check) until the boards are gone.
  const boards = await tx
    .select({ id: soundboards.id, background: soundboards.backgroundImageUrl })
    .from(soundboards)
    .where(where)
    .for('update');
  const ids = boards.map((board) => board.id);
  if (ids.length === 0) return { ids, urls: [] };
  const buttons = await tx
    .select({ background: soundboardButtons.backgroundImageUrl })
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
    urls: [...boards.map((board) => board.background), ...buttons.map((b) => b.background)],
  };
}

async function deleteSounds(tx: Transaction, where: SQL) {
  const rows = await tx
    .delete(sounds)
    .where(where)
    .returning({ id: sounds.id, filePath: sounds.filePath, imageUrl: sounds.imageUrl });
  return {
    ids: rows.map((row) => row.id),
    urls: rows.flatMap((row) => [
      row.filePath ? fileUrl('sounds', row.filePath) : null,
      row.imageUrl,
    ]),
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
