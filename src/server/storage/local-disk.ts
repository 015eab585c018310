import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bucket } from '#shared/storage.ts';
import { contentTypeForPath } from './content-types.ts';
import type { ByteRange, Storage, StoredObject } from './storage.ts';

/** The default driver: one folder per bucket under `root` (DATA_DIR/files). */
export function localDiskStorage(root: string): Storage {
  const resolve = (bucket: Bucket, objectPath: string) => {
    const full = path.resolve(root, bucket, objectPath);
    if (!full.startsWith(path.resolve(root, bucket) + path.sep)) {
      throw new Error(`storage path escapes its bucket: ${objectPath}`);
    }
    return full;
  };

  return {
    kind: 'fs',
    async put(bucket, objectPath, data) {
      const full = resolve(bucket, objectPath);
      await mkdir(path.dirname(full), { recursive: true });
      // Write to a temporary name first so a reader never sees half a file.
      const temporary = `${full}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, data);
      await rename(temporary, full);
    },
    async stat(bucket, objectPath): Promise<StoredObject | null> {
      let full: string;
      try {
        full = resolve(bucket, objectPath);
      } catch {
        return null;
      }
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        contentType: contentTypeForPath(objectPath),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    read(bucket, objectPath, range?: ByteRange) {
      return createReadStream(resolve(bucket, objectPath), range ?? {});
    },
    async remove(bucket, paths) {
      await Promise.all(paths.map((p) => rm(resolve(bucket, p), { force: true })));
    },
  };
}
