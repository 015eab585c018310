import type { Storage } from '#server/storage/storage.ts';
import { parseFileUrl } from '#shared/storage.ts';

/**
 * Removes a file this server stored, given its URL; other URLs (e.g. a GIF's) are left alone. A file that
 * cannot be removed is left for the file janitor rather than failing the request that replaced it.
 */
export async function removeStoredFile(storage: Storage, url: string): Promise<void> {
  const parsed = parseFileUrl(url);
  if (!parsed) return;
  await storage.remove(parsed.bucket, [parsed.path]).catch(() => undefined);
}
