import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { Database } from '#server/db/client.ts';
import { soundboardButtons, soundboards, sounds } from '#server/db/schema.ts';
import { readBoardWithButtons } from '#server/domain/boards/board-read.ts';
import { settingColumns } from '#server/domain/boards/button-setting-columns.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { sniffUpload } from '#server/lib/upload.ts';
import { commitFileChange } from '#server/storage/file-commit.ts';
import { releaseFile, storeFile } from '#server/storage/file-ledger.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { FileRef } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { boardCreateSchema, hotkeySchema, stopAllKeySchema } from '#shared/schemas/board.ts';
import type { Board } from '#shared/schemas/board.ts';
import { soundTagsSchema } from '#shared/schemas/sound-library.ts';
import { DEFAULT_STOP_ALL_KEY } from '#shared/sound-controls.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import { pickButtonSettings } from '#shared/schemas/button-settings.ts';
import { fileUrl, type Bucket } from '#shared/storage.ts';
import { UPLOAD_RULES, type UploadKind } from '#shared/uploads.ts';
import type { UnpackedFile } from './unpack-protocol.ts';

const refuse = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

/**
 * A checked file of the archive as a File backed by its bytes on disk: the upload check reads it once (an
 * in-memory copy would be copied twice more on its way to the check).
 */
async function unpackedFile(file: UnpackedFile, name: string): Promise<File> {
  const blob = await openAsBlob(file.path);
  return new File([blob.slice(file.offset, file.offset + file.size)], name);
}

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
  const board = boardCreateSchema.safeParse({
    name: document.board.name,
    description: document.board.description,
  });
  if (!board.success) throw refuse(board.error.issues[0]?.message ?? M.badDocument);

  const boardId = randomUUID();
  const stored: FileRef[] = [];
  /** Checks a file of the archive like an upload and stores it under a new path; its URL or path. */
  const store = async (
    name: string,
    kind: UploadKind,
    bucket: Bucket,
    pathFor: (ext: string) => string,
  ) => {
    const file = files.get(name);
    if (!file) throw refuse(M.missingFile(name));
    if (file.size > UPLOAD_RULES[kind].maxBytes) throw refuse(M.badFile(name));
    const sniffed = await sniffUpload(await unpackedFile(file, name), kind).catch(() => {
      throw refuse(M.badFile(name));
    });
    const path = pathFor(sniffed.ext);
    stored.push(
      await storeFile(deps, { userId, bucket, path, bytes: sniffed.bytes, mime: sniffed.mime }),
    );
    return path;
  };
  const background = async (
    value: { file: string | null; url: string | null } | null,
    bucket: 'board-backgrounds' | 'button-backgrounds',
    pathFor: (ext: string) => string,
  ) => {
    if (value?.url) throw refuse(M.backgroundNotFile);
    if (!value?.file) return null;
    return fileUrl(bucket, await store(value.file, 'image', bucket, pathFor));
  };
  // Addresses are refused before any file is stored.
  const backgrounds = [document.board.background, ...document.buttons.map((b) => b.background)];
  if (backgrounds.some((value) => value?.url)) throw refuse(M.backgroundNotFile);
  const addressOnly = document.sounds.find((sound) => !sound.audio && sound.source_url);
  if (addressOnly) throw refuse(M.soundNotFile(addressOnly.name));

  try {
    const soundRows: (typeof sounds.$inferInsert)[] = [];
    const soundIdOf = new Map<string, string>();
    for (const sound of document.sounds) {
      if (!sound.audio) throw refuse(M.badDocument);
      const id = randomUUID();
      soundIdOf.set(sound.key, id);
      const filePath = await store(sound.audio, 'audio', 'sounds', (ext) =>
        storagePaths.sound(userId, ext),
      );
      const imagePath = sound.image
        ? await store(sound.image, 'image', 'sound-images', (ext) =>
            storagePaths.soundImage(userId, ext),
          )
        : null;
      const tags = soundTagsSchema.safeParse({ tags: sound.tags });
      soundRows.push({
        id,
        userId,
        name: sound.name,
        filePath,
        sourceUrl: null,
        imageUrl: imagePath ? fileUrl('sound-images', imagePath) : null,
        loudnessGainDb: sound.loudness_gain_db,
        normalize: sound.normalize,
        tags: tags.success ? tags.data.tags : [],
      });
    }

    const cells = new Set<string>();
    const hotkeys = new Set<string>();
    const buttonRows: (typeof soundboardButtons.$inferInsert & { positionRow: number })[] = [];
    for (const button of document.buttons) {
      const cell = `${button.position_row}:${button.position_col}`;
      if (cells.has(cell)) throw refuse(M.badDocument);
      cells.add(cell);
      const id = randomUUID();
      const hotkey = hotkeySchema.safeParse(button.hotkey);
      const key = hotkey.success && hotkey.data && !hotkeys.has(hotkey.data) ? hotkey.data : null;
      if (key) hotkeys.add(key);
      if (button.sound !== null && !soundIdOf.has(button.sound)) throw refuse(M.badDocument);
      if (button.trim_end_ms !== null && button.trim_end_ms <= button.trim_start_ms) {
        throw refuse(M.badDocument);
      }
      buttonRows.push({
        id,
        soundboardId: boardId,
        soundId: button.sound === null ? null : soundIdOf.get(button.sound)!,
        label: button.label?.trim() || null,
        color: button.color.toLowerCase(),
        hotkey: key,
        positionRow: button.position_row,
        positionCol: button.position_col,
        backgroundImageUrl: await background(button.background, 'button-backgrounds', (ext) =>
          storagePaths.buttonBackground(userId, id, ext),
        ),
        backgroundSettings: button.background_settings,
        ...settingColumns(pickButtonSettings(button)),
      });
    }
    const stopKey = stopAllKeySchema.safeParse(document.board.stop_all_key);
    const boardRow = {
      id: boardId,
      userId,
      name: board.data.name,
      description: board.data.description ?? null,
      gridRows: Math.max(document.board.grid_rows, ...buttonRows.map((b) => b.positionRow + 1)),
      gridColumns: document.board.grid_columns,
      backgroundImageUrl: await background(document.board.background, 'board-backgrounds', (ext) =>
        storagePaths.boardBackground(userId, boardId, ext),
      ),
      backgroundSettings: document.board.background_settings,
      isPublic: false,
      masterVolume: document.board.master_volume,
      playMode: document.board.play_mode,
      stopAllKey:
        stopKey.success && !hotkeys.has(stopKey.data) ? stopKey.data : DEFAULT_STOP_ALL_KEY,
    };
    const toStore = [...stored];
    stored.length = 0; // from here commitFileChange releases them on failure
    await commitFileChange(deps, toStore, async (tx) => {
      await tx.insert(soundboards).values(boardRow);
      if (soundRows.length) await tx.insert(sounds).values(soundRows);
      if (buttonRows.length) await tx.insert(soundboardButtons).values(buttonRows);
      return { result: null };
    });
  } catch (error) {
    await Promise.allSettled(stored.map((file) => releaseFile(deps.db, deps.storage, file)));
    throw error;
  }
  return (await readBoardWithButtons(deps.db, boardId)).board;
}
