import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { SniffedFile } from '#server/lib/upload.ts';
import { storagePaths } from '#server/storage/paths.ts';
import { commitFileChange, type Transaction } from '#server/storage/file-commit.ts';
import { storeFile } from '#server/storage/file-ledger.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import type { Profile, ProfileFileBucket } from '#shared/schemas/profile.ts';
import { fileUrl } from '#shared/storage.ts';
import { toProfile } from './profiles.service.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** Spec §3 "Profile upload": each bucket fills one field of the profile. */
const FIELD_OF_BUCKET = {
  avatars: { field: 'avatar_url', column: 'avatarUrl' },
  'profile-backgrounds': {
    field: 'profile_background_image_url',
    column: 'profileBackgroundImageUrl',
  },
} as const satisfies Record<ProfileFileBucket, { field: string; column: keyof ProfileRow }>;

interface FileDeps {
  db: Database;
  storage: Storage;
  now?: () => Date;
}

/** The profile's row, locked until the transaction ends; 404 when there is none. */
async function lockRow(tx: Transaction, userId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
  return row;
}

/**
 * Stores the upload and points the profile's field at it; the old URL is read and the new one written
 * under a row lock, and the replaced file recorded for removal, in one transaction.
 */
export async function uploadProfileFile(
  { db, storage, now = () => new Date() }: FileDeps,
  userId: string,
  bucket: ProfileFileBucket,
  file: SniffedFile,
): Promise<Profile> {
  const { field, column } = FIELD_OF_BUCKET[bucket];
  const objectPath = storagePaths.profileFile(userId, field, file.ext, now());
  const stored = await storeFile(
    { db, storage },
    { userId, bucket, path: objectPath, bytes: file.bytes, mime: file.mime },
  );
  return commitFileChange({ db, storage }, [stored], async (tx) => {
    const previous = await lockRow(tx, userId);
    const [row] = await tx
      .update(profiles)
      .set({ [column]: fileUrl(bucket, objectPath) })
      .where(eq(profiles.id, userId))
      .returning();
    return { result: toProfile(row!), dropped: { ownerId: userId, urls: [previous[column]] } };
  });
}

/** Spec §7: removing the background sets its URL null and its settings empty, and removes the file. */
export async function removeProfileBackground(
  { db, storage }: FileDeps,
  userId: string,
): Promise<Profile> {
  return commitFileChange({ db, storage }, [], async (tx) => {
    const previous = await lockRow(tx, userId);
    const [row] = await tx
      .update(profiles)
      .set({ profileBackgroundImageUrl: null, profileBackgroundSettings: {} })
      .where(eq(profiles.id, userId))
      .returning();
    return {
      result: toProfile(row!),
      dropped: { ownerId: userId, urls: [previous.profileBackgroundImageUrl] },
    };
  });
}
