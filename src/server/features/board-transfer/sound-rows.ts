import { randomUUID } from 'node:crypto';
import type { sounds } from '#server/db/schema.ts';
import { storagePaths } from '#server/storage/paths.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import { soundTagsSchema } from '#shared/schemas/sound-library.ts';
import { fileUrl } from '#shared/storage.ts';
import { refuse, type ArchiveFiles } from './archive-files.ts';

type ArchiveSound = BoardArchive['sounds'][number];

/** A sound that is only an address is refused before any file is stored (decision 038). */
export function refuseAddressSounds(list: readonly ArchiveSound[]) {
  const addressOnly = list.find((sound) => !sound.audio && sound.source_url);
  if (addressOnly) throw refuse(M.soundNotFile(addressOnly.name));
}

/** A sound of an archive as a new row of `userId`, its audio and cover stored as files. */
export async function soundRow(
  files: ArchiveFiles,
  userId: string,
  sound: ArchiveSound,
): Promise<typeof sounds.$inferInsert & { id: string }> {
  if (!sound.audio) throw refuse(M.badDocument);
  const filePath = await files.store(sound.audio, 'audio', 'sounds', (ext) =>
    storagePaths.sound(userId, ext),
  );
  const imagePath = sound.image
    ? await files.store(sound.image, 'image', 'sound-images', (ext) =>
        storagePaths.soundImage(userId, ext),
      )
    : null;
  const tags = soundTagsSchema.safeParse({ tags: sound.tags });
  return {
    id: randomUUID(),
    userId,
    name: sound.name,
    filePath,
    sourceUrl: null,
    imageUrl: imagePath ? fileUrl('sound-images', imagePath) : null,
    loudnessGainDb: sound.loudness_gain_db,
    normalize: sound.normalize,
    tags: tags.success ? tags.data.tags : [],
  };
}
