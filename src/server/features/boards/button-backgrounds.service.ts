import { eq } from 'drizzle-orm';
import { soundboardButtons } from '#server/db/schema.ts';
import type { SniffedFile } from '#server/lib/upload.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { fileUrl } from '#shared/storage.ts';
import { loadButton } from './board-mapper.ts';
import type { BoardDeps } from './boards.service.ts';
import { buttonNotFound, requireOwnedButton } from './buttons.service.ts';
import { removeStoredFile } from './stored-files.ts';

/** Stores the button's new background image (size kept, cover when none) and removes the old file. */
export async function setButtonBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  buttonId: string,
  file: SniffedFile,
): Promise<BoardButton> {
  const button = await requireOwnedButton(db, userId, boardId, buttonId);
  const path = storagePaths.buttonBackground(userId, button.id, file.ext);
  await storage.put('button-backgrounds', path, file.bytes, file.mime);
  const url = fileUrl('button-backgrounds', path);
  const size = (button.backgroundSettings as { size?: string }).size ?? 'cover';
  const updated = await db
    .update(soundboardButtons)
    .set({ backgroundImageUrl: url, backgroundSettings: { size } })
    .where(eq(soundboardButtons.id, button.id))
    .returning({ id: soundboardButtons.id });
  if (updated.length === 0) {
    await removeStoredFile(storage, url);
    throw buttonNotFound();
  }
  if (button.backgroundImageUrl) {
    await removeStoredFile(storage, button.backgroundImageUrl);
  }
  return loadButton(db, button.id);
}

export async function removeButtonBackground(
  { db, storage }: BoardDeps,
  userId: string,
  boardId: string,
  buttonId: string,
): Promise<BoardButton> {
  const button = await requireOwnedButton(db, userId, boardId, buttonId);
  await db
    .update(soundboardButtons)
    .set({ backgroundImageUrl: null, backgroundSettings: {} })
    .where(eq(soundboardButtons.id, button.id));
  if (button.backgroundImageUrl) await removeStoredFile(storage, button.backgroundImageUrl);
  return loadButton(db, button.id);
}
