import type { Database } from '#server/db/client.ts';
import type { Storage } from '#server/storage/storage.ts';
import { storagePaths } from '#server/storage/paths.ts';
import { storedFiles } from '#server/db/schema.ts';
import { fileUrl, type Bucket } from '#shared/storage.ts';
import { createBoard, createButton, createSound } from './factories.ts';

/** Stores the bytes with their (claimed) ledger row, as the app does. */
async function putOwned(
  db: Database,
  storage: Storage,
  userId: string,
  file: { bucket: Bucket; path: string; bytes: Uint8Array },
) {
  await storage.put(file.bucket, file.path, file.bytes, 'application/octet-stream');
  await db.insert(storedFiles).values({
    bucket: file.bucket,
    path: file.path,
    ownerId: userId,
    sizeBytes: file.bytes.byteLength,
    claimedAt: new Date(),
  });
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MP3_BYTES = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);

/**
 * A board with a stored background, one button with a stored background and a sound, one empty button —
 * everything a permanent deletion must remove. `deletedAt` puts it in the trash.
 */
export async function createBoardWithFiles(
  db: Database,
  storage: Storage,
  userId: string,
  options: { deletedAt?: Date | null; soundId?: string } = {},
) {
  const boardPath = storagePaths.boardBackground(userId, 'b', 'png');
  await putOwned(db, storage, userId, {
    bucket: 'board-backgrounds',
    path: boardPath,
    bytes: PNG_BYTES,
  });
  const board = await createBoard(db, {
    userId,
    backgroundImageUrl: fileUrl('board-backgrounds', boardPath),
    deletedAt: options.deletedAt ?? null,
  });
  const buttonPath = storagePaths.buttonBackground(userId, 'k', 'png');
  await putOwned(db, storage, userId, {
    bucket: 'button-backgrounds',
    path: buttonPath,
    bytes: PNG_BYTES,
  });
  await createButton(db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 0,
    soundId: options.soundId,
    backgroundImageUrl: fileUrl('button-backgrounds', buttonPath),
  });
  await createButton(db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
  return {
    board,
    files: [
      { bucket: 'board-backgrounds' as const, path: boardPath },
      { bucket: 'button-backgrounds' as const, path: buttonPath },
    ],
  };
}

/** A sound with a stored audio file and cover image. */
export async function createSoundWithFiles(
  db: Database,
  storage: Storage,
  userId: string,
  options: { deletedAt?: Date | null } = {},
) {
  const audioPath = storagePaths.sound(userId, 'mp3');
  const imagePath = storagePaths.soundImage(userId, 'png');
  await putOwned(db, storage, userId, { bucket: 'sounds', path: audioPath, bytes: MP3_BYTES });
  await putOwned(db, storage, userId, {
    bucket: 'sound-images',
    path: imagePath,
    bytes: PNG_BYTES,
  });
  const sound = await createSound(db, {
    userId,
    filePath: audioPath,
    imageUrl: fileUrl('sound-images', imagePath),
    deletedAt: options.deletedAt ?? null,
  });
  return {
    sound,
    files: [
      { bucket: 'sounds' as const, path: audioPath },
      { bucket: 'sound-images' as const, path: imagePath },
    ],
  };
}
