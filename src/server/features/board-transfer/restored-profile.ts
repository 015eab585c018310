import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema.ts';
import { storagePaths } from '#server/storage/paths.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import { fileUrl } from '#shared/storage.ts';
import type { ArchiveFiles } from './archive-files.ts';

/**
 * The backup's avatar and profile background for an account that has none (decision 062), stored as any
 * image of an archive (checked like an upload, counted against the quota); an account's own are kept and
 * the backup's are not stored. The columns to set with the restore's transaction.
 */
export async function restoredProfileImages(
  db: Database,
  files: ArchiveFiles,
  userId: string,
  settings: LibraryArchive['settings'],
): Promise<{ avatarUrl?: string; profileBackgroundImageUrl?: string }> {
  const [profile] = await db
    .select({ avatar: profiles.avatarUrl, background: profiles.profileBackgroundImageUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const images: { avatarUrl?: string; profileBackgroundImageUrl?: string } = {};
  if (settings.avatar && profile && !profile.avatar) {
    const path = await files.store(settings.avatar, 'image', 'avatars', (ext) =>
      storagePaths.profileFile(userId, 'avatar_url', ext),
    );
    images.avatarUrl = fileUrl('avatars', path);
  }
  if (settings.profile_background && profile && !profile.background) {
    const path = await files.store(
      settings.profile_background,
      'image',
      'profile-backgrounds',
      (ext) => storagePaths.profileFile(userId, 'profile_background_image_url', ext),
    );
    images.profileBackgroundImageUrl = fileUrl('profile-backgrounds', path);
  }
  return images;
}
