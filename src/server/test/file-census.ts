import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import {
  profiles,
  soundboardButtons,
  soundboards,
  sounds,
  storedFiles,
} from '#server/db/schema.ts';
import { fileUrl, parseFileUrl } from '#shared/storage.ts';

/** Every file under a storage root, as `bucket/path`, sorted (`.part` leftovers included). */
export function filesOnDisk(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Every stored file a row points at (sounds, covers, backgrounds, avatars), as `bucket/path`, sorted. */
export async function filesOfRows(db: Database): Promise<string[]> {
  const urls = [
    ...(await db.select({ path: sounds.filePath, image: sounds.imageUrl }).from(sounds)).flatMap(
      (row) => [row.path ? fileUrl('sounds', row.path) : null, row.image],
    ),
    ...(await db.select({ url: soundboards.backgroundImageUrl }).from(soundboards)).map(
      (row) => row.url,
    ),
    ...(await db.select({ url: soundboardButtons.backgroundImageUrl }).from(soundboardButtons)).map(
      (row) => row.url,
    ),
    ...(
      await db
        .select({ avatar: profiles.avatarUrl, background: profiles.profileBackgroundImageUrl })
        .from(profiles)
    ).flatMap((row) => [row.avatar, row.background]),
  ];
  return urls
    .flatMap((url) => {
      const file = url ? parseFileUrl(url) : null;
      return file ? [`${file.bucket}/${file.path}`] : [];
    })
    .sort();
}

/** The ledger of stored files, as `bucket/path`, sorted. */
export async function filesOfLedger(db: Database): Promise<string[]> {
  const rows = await db
    .select({ bucket: storedFiles.bucket, path: storedFiles.path })
    .from(storedFiles);
  return rows.map((row) => `${row.bucket}/${row.path}`).sort();
}
