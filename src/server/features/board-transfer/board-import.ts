import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { readBoardWithButtons } from '#server/domain/boards/board-read.ts';
import { commitFileChange } from '#server/storage/file-commit.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import { archiveFiles } from './archive-files.ts';
import { boardRows, refuseAddressBackgrounds } from './board-rows.ts';
import { refuseAddressSounds, soundRow } from './sound-rows.ts';
import type { UnpackedFile } from './unpack-protocol.ts';

/**
 * A board archive imported as a NEW board of the caller (decision 038): new ids for the board, its buttons
 * and its sounds, so importing twice, or into the account it came from, never collides. Every file is
 * checked like an upload, counted against the quota and stored again; on any failure nothing is left.
 * Images and audio come only as files of the archive, as the app's own routes take them: a background or
 * a sound that is an address (someone's /files path, a third party, `javascript:`) is refused.
 */
export async function importBoard(
  deps: { db: Database; storage: Storage },
  userId: string,
  { document, files }: { document: BoardArchive; files: Map<string, UnpackedFile> },
): Promise<Board> {
  refuseAddressBackgrounds(document.board, document.buttons);
  refuseAddressSounds(document.sounds);
  const stored = archiveFiles(deps, userId, files);
  let boardId: string;
  try {
    const soundRows: Awaited<ReturnType<typeof soundRow>>[] = [];
    const soundIdOf = new Map<string, string>();
    for (const sound of document.sounds) {
      const row = await soundRow(stored, userId, sound);
      soundIdOf.set(sound.key, row.id);
      soundRows.push(row);
    }
    const { boardRow, buttonRows } = await boardRows(
      stored,
      userId,
      { board: document.board, buttons: document.buttons, isPublic: false },
      soundIdOf,
    );
    boardId = boardRow.id!;
    // From here commitFileChange releases the stored files on failure.
    await commitFileChange(deps, stored.take(), async (tx) => {
      await tx.insert(soundboards).values(boardRow);
      if (soundRows.length) await tx.insert(sounds).values(soundRows);
      if (buttonRows.length) await tx.insert(soundboardButtons).values(buttonRows);
      return { result: null };
    });
  } catch (error) {
    await stored.releaseAll();
    throw error;
  }
  return (await readBoardWithButtons(deps.db, boardId)).board;
}
