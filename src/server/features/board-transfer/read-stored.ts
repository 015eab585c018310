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
