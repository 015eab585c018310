import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { driverError, SQLSTATE } from '#server/db/db-error.ts';
import { soundboardButtons, sounds } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { isUuid } from '#server/lib/ids.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { fileUrl, parseFileUrl, type Bucket } from '#shared/storage.ts';
import { soundUrl } from '#server/storage/sound-url.ts';

type SoundRow = typeof sounds.$inferSelect;

export function toSound(row: SoundRow): Sound {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    file_path: row.filePath,
    source_url: row.sourceUrl,
    image_url: row.imageUrl,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    url: soundUrl(row),
  };
}

const notFound = () => new HttpError(404, ERROR_CODES.notFound, SOUND_MESSAGES.notFound);

/** The user's sounds that are not in the trash, newest first. */
export async function listSounds(db: Database, userId: string): Promise<Sound[]> {
  const rows = await db
    .select()
    .from(sounds)
    .where(and(eq(sounds.userId, userId), isNull(sounds.deletedAt)))
    .orderBy(desc(sounds.createdAt), desc(sounds.id));
  return rows.map(toSound);
}

/** An object written for a sound, removed again if the row cannot be written. */
export interface StoredFile {
  bucket: Bucket;
  path: string;
}

async function removeQuietly(storage: Storage, files: StoredFile[]) {
  await Promise.allSettled(files.map((file) => storage.remove(file.bucket, [file.path])));
}

/**
 * Writes the sound row for files already stored. If the row cannot be written the files are removed again;
 * a missing owner or a refused write reads 'Unable to create sound - authentication or permissions issue...'.
 */
export async function insertSound(
  db: Database,
  storage: Storage,
  input: {
    userId: string;
    name: string;
    filePath: string;
    sourceUrl: string | null;
    imageUrl: string | null;
  },
  files: StoredFile[],
): Promise<Sound> {
  try {
    const [row] = await db.insert(sounds).values(input).returning();
    if (!row) throw new Error('insert returned no row');
    return toSound(row);
  } catch (error) {
    await removeQuietly(storage, files);
    const { code } = driverError(error);
    if (code === SQLSTATE.foreignKeyViolation || code === '42501') {
      throw new HttpError(403, ERROR_CODES.forbidden, SOUND_MESSAGES.createForbidden);
    }
    throw error;
  }
}

async function ownActiveSound(db: Database, userId: string, soundId: string): Promise<SoundRow> {
  if (!isUuid(soundId)) throw notFound();
  const [row] = await db
    .select()
    .from(sounds)
    .where(and(eq(sounds.id, soundId), eq(sounds.userId, userId), isNull(sounds.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/** Replaces the cover art; the previous stored image is removed, the new one too if the update fails. */
export async function updateSoundImage(
  db: Database,
  storage: Storage,
  input: { userId: string; soundId: string; image: StoredFile },
): Promise<Sound> {
  let previous: SoundRow;
  let row: SoundRow | undefined;
  try {
    previous = await ownActiveSound(db, input.userId, input.soundId);
    [row] = await db
      .update(sounds)
      .set({ imageUrl: fileUrl(input.image.bucket, input.image.path) })
      .where(eq(sounds.id, input.soundId))
      .returning();
    if (!row) throw notFound();
  } catch (error) {
    await removeQuietly(storage, [input.image]);
    throw error;
  }
  const old = previous.imageUrl ? parseFileUrl(previous.imageUrl) : null;
  if (old) await removeQuietly(storage, [old]);
  return toSound(row);
}

/** Moves the sound to the trash; every button using it loses it (one transaction). */
export async function trashSound(db: Database, userId: string, soundId: string): Promise<Sound> {
  await ownActiveSound(db, userId, soundId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sounds)
      .set({ deletedAt: new Date() })
      .where(and(eq(sounds.id, soundId), isNull(sounds.deletedAt)))
      .returning();
    if (!row) throw notFound();
    await tx
      .update(soundboardButtons)
      .set({ soundId: null })
      .where(eq(soundboardButtons.soundId, soundId));
    return toSound(row);
  });
}
