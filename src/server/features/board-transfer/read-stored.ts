import type { Storage } from '#server/storage/storage.ts';
import { parseFileUrl, type Bucket } from '#shared/storage.ts';

/** A stored object's bytes, or null when it is gone (a missing file leaves the reference out). */
export async function readStored(
  storage: Storage,
  bucket: Bucket,
  path: string,
): Promise<Uint8Array | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(bucket, path)) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/** The bytes behind one of our /files URLs; null for another address or a missing file. */
export async function readStoredUrl(storage: Storage, url: string | null) {
  const file = url ? parseFileUrl(url) : null;
  return file ? readStored(storage, file.bucket, file.path) : null;
}
