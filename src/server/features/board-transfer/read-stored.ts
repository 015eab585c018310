import type { Storage } from '#server/storage/storage.ts';
import { parseFileUrl, type Bucket } from '#shared/storage.ts';
import type { StreamedEntry } from './zip-stream.ts';

/** A stored object to put into the archive under `name`, read when the archive reaches it; null when gone. */
export async function storedEntry(
  storage: Storage,
  bucket: Bucket,
  path: string,
  name: string,
): Promise<StreamedEntry | null> {
  if (!(await storage.stat(bucket, path))) return null;
  return { name, read: () => storage.read(bucket, path) };
}

/** The object behind one of our /files URLs as an archive entry; null for another address or a missing file. */
export function storedUrlEntry(storage: Storage, url: string, name: string) {
  const file = parseFileUrl(url);
  return file ? storedEntry(storage, file.bucket, file.path, name) : Promise.resolve(null);
}

/** A stored file's extension for its name in the archive ('bin' when it has none). */
export const extensionOf = (path: string) =>
  /\.([A-Za-z0-9]{1,8})$/.exec(path)?.[1]?.toLowerCase() ?? 'bin';

/**
 * Collects images for an archive: each call adds the file behind one of our URLs under images/ (to `files`)
 * and returns its reference. An address that is not one of our files, or a missing file, gives null: an
 * import takes images only as files of the archive.
 */
export function archiveImages(storage: Storage, files: StreamedEntry[]) {
  let count = 0;
  return async (url: string | null) => {
    if (!url || !parseFileUrl(url)) return null;
    const entry = await storedUrlEntry(storage, url, `images/${count + 1}.${extensionOf(url)}`);
    if (!entry) return null;
    count += 1;
    files.push(entry);
    return { file: entry.name, url: null };
  };
}
