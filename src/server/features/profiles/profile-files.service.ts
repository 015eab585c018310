import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { SniffedFile } from '#server/lib/upload.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { Storage } from '#server/storage/storage.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import type { Profile, ProfileFileBucket } from '#shared/schemas/profile.ts';
import { fileUrl, parseFileUrl } from '#shared/storage.ts';
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

async function ownRow(db: Database, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
  return row;
}

/** Removes a file this server stored for the profile (a URL from elsewhere, e.g. a GIF, is left alone). */
async function removeStored(storage: Storage, url: string | null) {
  const stored = url ? parseFileUrl(url) : null;
  if (stored) await storage.remove(stored.bucket, [stored.path]);
}

/** Stores the upload, points the profile's field at it, then removes the file it replaces. */
export async function uploadProfileFile(
  { db, storage, now = () => new Date() }: FileDeps,
  userId: string,
  bucket: ProfileFileBucket,
  file: SniffedFile,
): Promise<Profile> {
  const { field, column } = FIELD_OF_BUCKET[bucket];
  const previous = (await ownRow(db, userId))[column];
  const objectPath = storagePaths.profileFile(userId, field, file.ext, now());
  await storage.put(bucket, objectPath, file.bytes, file.mime);
  const [row] = await db
    .update(profiles)
    .set({ [column]: fileUrl(bucket, objectPath) })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) {
    await storage.remove(bucket, [objectPath]);
    throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
  }
  await removeStored(storage, previous);
  return toProfile(row);
}

/** Spec §7: removing the background sets its URL null and its settings empty, and removes the file. */
export async function removeProfileBackground(
  { db, storage }: FileDeps,
  userId: string,
): Promise<Profile> {
  const previous = (await ownRow(db, userId)).profileBackgroundImageUrl;
  const [row] = await db
    .update(profiles)
    .set({ profileBackgroundImageUrl: null, profileBackgroundSettings: {} })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, PROFILE_MESSAGES.notFound);
  await removeStored(storage, previous);
  return toProfile(row);
}
