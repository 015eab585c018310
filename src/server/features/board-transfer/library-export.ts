import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, soundboards, sounds } from '#server/db/schema.ts';
import { readBoardWithButtons } from '#server/domain/boards/board-read.ts';
import type { Storage } from '#server/storage/storage.ts';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import { archiveButtons } from './archive-buttons.ts';
import { archiveImages, extensionOf, storedEntry } from './read-stored.ts';
import { zipStream, type StreamedEntry } from './zip-stream.ts';

/**
 * The caller's whole library as one .zip (decision 054): `library.json` with the profile's settings, every
 * sound of the library (not those in the trash) with its tags, every board (not trashed) with its buttons,
 * and the stored audio and images they name. Built while it is sent, as a board's export (zip-stream.ts):
 * the files are only looked up here.
 */
export async function exportLibrary(
  deps: { db: Database; storage: Storage },
  userId: string,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const files: StreamedEntry[] = [];
  const image = archiveImages(deps.storage, files);

  const [profile] = await deps.db
    .select({
      fullName: profiles.fullName,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
      backgroundUrl: profiles.profileBackgroundImageUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const soundRows = await deps.db
    .select()
    .from(sounds)
    .where(and(eq(sounds.userId, userId), isNull(sounds.deletedAt)))
    .orderBy(asc(sounds.createdAt), asc(sounds.id));
  const archivedSounds: LibraryArchive['sounds'] = [];
  for (const [index, sound] of soundRows.entries()) {
    // A sound without a stored file (or whose file is gone) is left out: a restore takes audio only as files.
    if (!sound.filePath) continue;
    const audio = await storedEntry(
      deps.storage,
      'sounds',
      sound.filePath,
      `audio/${index + 1}.${extensionOf(sound.filePath)}`,
    );
    if (!audio) continue;
    files.push(audio);
    archivedSounds.push({
      key: sound.id,
      name: sound.name,
      audio: audio.name,
      source_url: null,
      image: (await image(sound.imageUrl))?.file ?? null,
      loudness_gain_db: sound.loudnessGainDb,
      normalize: sound.normalize,
      tags: sound.tags,
    });
  }
  const kept = new Set(archivedSounds.map((sound) => sound.key));

  const boardIds = await deps.db
    .select({ id: soundboards.id })
    .from(soundboards)
    .where(and(eq(soundboards.userId, userId), isNull(soundboards.deletedAt)))
    .orderBy(asc(soundboards.createdAt), asc(soundboards.id));
  const boards: LibraryArchive['boards'] = [];
  for (const { id } of boardIds) {
    const { board } = await readBoardWithButtons(deps.db, id);
    const buttons = await archiveButtons(board, kept, image);
    boards.push({
      board: {
        name: board.name,
        description: board.description,
        grid_rows: board.grid_rows,
        grid_columns: board.grid_columns,
        background: await image(board.background_image_url),
        background_settings: board.background_settings,
        master_volume: board.master_volume,
        play_mode: board.play_mode,
        stop_all_key: board.stop_all_key,
        is_public: board.is_public,
        id: board.id,
      },
      buttons,
    });
  }
  const document: LibraryArchive = {
    format: LIBRARY_ARCHIVE.format,
    version: LIBRARY_ARCHIVE.version,
    exported_at: new Date().toISOString(),
    settings: {
      full_name: profile?.fullName ?? null,
      bio: profile?.bio ?? null,
      avatar: (await image(profile?.avatarUrl ?? null))?.file ?? null,
      profile_background: (await image(profile?.backgroundUrl ?? null))?.file ?? null,
    },
    sounds: archivedSounds,
    boards,
  };
  return {
    fileName: LIBRARY_ARCHIVE.fileName,
    body: zipStream(files, {
      name: LIBRARY_ARCHIVE.documentName,
      bytes: new TextEncoder().encode(JSON.stringify(document, null, 2)),
    }),
  };
}
