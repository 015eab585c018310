import { inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sounds } from '#server/db/schema.ts';
import { requireOwnedBoard } from '#server/domain/boards/board-access.ts';
import { readBoardWithButtons } from '#server/domain/boards/board-read.ts';
import type { Storage } from '#server/storage/storage.ts';
import { archiveFileName, BOARD_ARCHIVE } from '#shared/board-transfer.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import { archiveButtons } from './archive-buttons.ts';
import { archiveImages, extensionOf, storedEntry } from './read-stored.ts';
import { zipStream, type StreamedEntry } from './zip-stream.ts';

/**
 * The owner's board as one .zip (decision 038): `board.json` and the stored audio and images it names.
 * Audio and images are stored as they are (already compressed); the document is deflated. The files are
 * only looked up here; the archive is built while it is sent (zip-stream.ts).
 */
export async function exportBoard(
  deps: { db: Database; storage: Storage },
  userId: string,
  boardId: string,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const row = await requireOwnedBoard(deps.db, boardId, userId);
  const { board } = await readBoardWithButtons(deps.db, row.id);
  const files: StreamedEntry[] = [];
  const background = archiveImages(deps.storage, files);

  const soundIds = [
    ...new Set(board.soundboard_buttons.flatMap((b) => (b.sound ? [b.sound.id] : []))),
  ];
  const soundRows = soundIds.length
    ? await deps.db.select().from(sounds).where(inArray(sounds.id, soundIds))
    : [];
  const archivedSounds: BoardArchive['sounds'] = [];
  for (const [index, sound] of soundRows.entries()) {
    let audio: string | null = null;
    if (sound.filePath) {
      const entry = await storedEntry(
        deps.storage,
        'sounds',
        sound.filePath,
        `audio/${index + 1}.${extensionOf(sound.filePath)}`,
      );
      if (entry) {
        audio = entry.name;
        files.push(entry);
      }
    }
    // Its file is gone (or it never had one): the button is left without it. An import takes audio only
    // as files of the archive, never an address to fetch.
    if (!audio) continue;
    const image = await background(sound.imageUrl);
    archivedSounds.push({
      key: sound.id,
      name: sound.name,
      audio,
      source_url: null,
      image: image?.file ?? null,
      loudness_gain_db: sound.loudnessGainDb,
      normalize: sound.normalize,
      tags: sound.tags,
    });
  }
  const kept = new Set(archivedSounds.map((sound) => sound.key));

  const buttons = await archiveButtons(board, kept, background);
  const document: BoardArchive = {
    format: BOARD_ARCHIVE.format,
    version: BOARD_ARCHIVE.version,
    exported_at: new Date().toISOString(),
    board: {
      name: board.name,
      description: board.description,
      grid_rows: board.grid_rows,
      grid_columns: board.grid_columns,
      background: await background(board.background_image_url),
      background_settings: board.background_settings,
      master_volume: board.master_volume,
      play_mode: board.play_mode,
      stop_all_key: board.stop_all_key,
    },
    sounds: archivedSounds,
    buttons,
  };
  return {
    fileName: archiveFileName(board.name),
    body: zipStream(files, {
      name: BOARD_ARCHIVE.documentName,
      bytes: new TextEncoder().encode(JSON.stringify(document, null, 2)),
    }),
  };
}
