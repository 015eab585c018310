import { eq } from 'drizzle-orm';
import { soundboardButtons } from '#server/db/schema.ts';
import type { SniffedFile } from '#server/lib/upload.ts';
import { commitFileChange, type Transaction } from '#server/storage/file-commit.ts';
import { storeFile } from '#server/storage/file-ledger.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { fileUrl } from '#shared/storage.ts';
import { loadButton } from '#server/domain/boards/board-mapper.ts';
import type { BoardDeps } from './boards.service.ts';
import { buttonNotFound, requireOwnedButton } from '#server/domain/boards/board-access.ts';

/** The button's row, locked until the transaction ends; 404 once it is gone. */
async function lockButton(tx: Transaction, id: string) {
  const [row] = await tx
    .select()
    .from(soundboardButtons)
    .where(eq(soundboardButtons.id, id))
    .for('update');
  if (!row) throw buttonNotFound();
  return row;
}

/**
 * Stores the button's new background image (size kept, cover when none); the old URL is read and the new
 * one written under a row lock, and the old file recorded for removal, in one transaction.
 */
export async function setButtonBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  buttonId: string,
  file: SniffedFile,
): Promise<BoardButton> {
  const button = await requireOwnedButton(db, userId, boardId, buttonId);
  const path = storagePaths.buttonBackground(userId, button.id, file.ext);
  const stored = await storeFile(
    { db, storage },
    { userId, bucket: 'button-backgrounds', path, bytes: file.bytes, mime: file.mime },
  );
  await commitFileChange({ db, storage }, [stored], async (tx) => {
    const previous = await lockButton(tx, button.id);
    const size = (previous.backgroundSettings as { size?: string }).size ?? 'cover';
    await tx
      .update(soundboardButtons)
      .set({
        backgroundImageUrl: fileUrl('button-backgrounds', path),
        backgroundSettings: { size },
      })
      .where(eq(soundboardButtons.id, button.id));
    return { result: null, dropped: { ownerId: userId, urls: [previous.backgroundImageUrl] } };
  });
  return loadButton(db, button.id);
}

export async function removeButtonBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  buttonId: string,
): Promise<BoardButton> {
  const button = await requireOwnedButton(db, userId, boardId, buttonId);
  await commitFileChange({ db, storage }, [], async (tx) => {
    const previous = await lockButton(tx, button.id);
    await tx
      .update(soundboardButtons)
      .set({ backgroundImageUrl: null, backgroundSettings: {} })
      .where(eq(soundboardButtons.id, button.id));
    return { result: null, dropped: { ownerId: userId, urls: [previous.backgroundImageUrl] } };
  });
  return loadButton(db, button.id);
}

/** Deletes the button; its background file is recorded in the same transaction and removed after it. */
export async function deleteButtonWithFiles(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  buttonId: string,
): Promise<void> {
  const button = await requireOwnedButton(db, userId, boardId, buttonId);
  await commitFileChange({ db, storage }, [], async (tx) => {
    const deleted = await tx
      .delete(soundboardButtons)
      .where(eq(soundboardButtons.id, button.id))
      .returning({ backgroundImageUrl: soundboardButtons.backgroundImageUrl });
    return {
      result: null,
      dropped: { ownerId: userId, urls: deleted.map((row) => row.backgroundImageUrl) },
    };
  });
}
