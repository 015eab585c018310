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
import { fileUrl, type Bucket } from '#shared/storage.ts';
import { STORAGE_MESSAGES } from '#shared/storage-quota.ts';
import { commitFileChange } from '#server/storage/file-commit.ts';
import { claimOwnReservation } from '#server/storage/file-ledger.ts';
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
    loudness_gain_db: row.loudnessGainDb,
    normalize: row.normalize,
    tags: row.tags,
    play_count: row.playCount,
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

/** An object written for a sound. */
export interface StoredFile {
  bucket: Bucket;
  path: string;
}

/**
 * Writes the sound row for files already stored (reserved in the ledger) and claims them in the same
 * transaction; `ingested` is an earlier URL ingest of the same user that the sound takes over (400 if
 * there is none, 409 'upload expired' once it is older than INGEST_UNCLAIMED_MINUTES). If the row
 * cannot be written the files are released; a missing owner or a refused write reads 'Unable to create
 * sound - authentication or permissions issue...'.
 */
export async function insertSound(
  deps: { db: Database; storage: Storage },
  input: {
    userId: string;
    name: string;
    filePath: string;
    sourceUrl: string | null;
    imageUrl: string | null;
  },
  files: StoredFile[],
  ingested?: StoredFile,
): Promise<Sound> {
  try {
    return await commitFileChange(deps, files, async (tx) => {
      const claim = ingested
        ? await claimOwnReservation(tx, deps.storage, ingested, input.userId)
        : 'claimed';
      if (claim === 'expired') {
        throw new HttpError(409, ERROR_CODES.conflict, STORAGE_MESSAGES.uploadExpired);
      }
      if (claim === 'missing') {
        throw new HttpError(400, ERROR_CODES.validation, STORAGE_MESSAGES.ingestNotFound);
      }
      const [row] = await tx.insert(sounds).values(input).returning();
      if (!row) throw new Error('insert returned no row');
      return { result: toSound(row) };
    });
  } catch (error) {
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

/**
 * Replaces the cover art: the old URL is read and the new one written under a row lock, and the old file
 * recorded for removal, in one transaction; the new file is released if the update fails.
 */
export async function updateSoundImage(
  deps: { db: Database; storage: Storage },
  input: { userId: string; soundId: string; image: StoredFile },
): Promise<Sound> {
  return commitFileChange(deps, [input.image], async (tx) => {
    if (!/^[0-9a-f-]{36}$/i.test(input.soundId)) throw notFound();
    const [previous] = await tx
      .select({ imageUrl: sounds.imageUrl })
      .from(sounds)
      .where(
        and(
          eq(sounds.id, input.soundId),
          eq(sounds.userId, input.userId),
          isNull(sounds.deletedAt),
        ),
      )
      .for('update');
    if (!previous) throw notFound();
    const [row] = await tx
      .update(sounds)
      .set({ imageUrl: fileUrl(input.image.bucket, input.image.path) })
      .where(eq(sounds.id, input.soundId))
      .returning();
    return { result: toSound(row!), dropped: { ownerId: input.userId, urls: [previous.imageUrl] } };
  });
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
