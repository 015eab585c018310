import { randomBytes } from 'node:crypto';
import fs, { createReadStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bucket } from '#shared/storage.ts';
import { contentTypeForPath } from './content-types.ts';
import type { ByteRange, ListedObject, SmallObject, Storage, StoredObject } from './storage.ts';

/** The default driver: one folder per bucket under `root` (DATA_DIR/files). */
export function localDiskStorage(root: string): Storage {
  const resolve = (bucket: Bucket, objectPath: string) => {
    const full = path.resolve(root, bucket, objectPath);
    if (!full.startsWith(path.resolve(root, bucket) + path.sep)) {
      throw new Error(`storage path escapes its bucket: ${objectPath}`);
    }
    return full;
  };

  const resolveOrNull = (bucket: Bucket, objectPath: string) => {
    try {
      return resolve(bucket, objectPath);
    } catch {
      return null;
    }
  };

  return {
    kind: 'fs',
    async put(bucket, objectPath, data) {
      const full = resolve(bucket, objectPath);
      await mkdir(path.dirname(full), { recursive: true });
      // Write to a temporary name first so a reader never sees half a file and a killed write never leaves
      // one under the real name; the file janitor sweeps `.part` leftovers.
      const temporary = `${full}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, full);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async stat(bucket, objectPath): Promise<StoredObject | null> {
      const full = resolveOrNull(bucket, objectPath);
      const info = full ? await stat(full).catch(() => null) : null;
      return info?.isFile() ? storedObject(objectPath, info) : null;
    },
    readSmall(bucket, objectPath, maxBytes) {
      const full = resolveOrNull(bucket, objectPath);
      return full ? readSmallFile(full, maxBytes, objectPath) : Promise.resolve(null);
    },
    read(bucket, objectPath, range?: ByteRange) {
      return createReadStream(resolve(bucket, objectPath), range ?? {});
    },
    async remove(bucket, paths) {
      await Promise.all(paths.map((p) => rm(resolve(bucket, p), { force: true })));
    },
    async freeBytes() {
      // The root exists once anything was stored; before that, make it so statfs has a path to ask about.
      await mkdir(root, { recursive: true });
      const info = await statfs(root);
      // Blocks free to unprivileged writers (the server does not run as root's reserve).
      return info.bavail * info.bsize;
    },
    async *list(bucket): AsyncIterable<ListedObject> {
      const base = path.resolve(root, bucket);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (!info) continue;
        const objectPath = path.relative(base, full).split(path.sep).join('/');
        yield { path: objectPath, size: info.size, lastModified: info.mtime };
      }
    },
  };
}

/**
 * open, fstat, read and close through the callback API: one promise per file instead of one per step, and
 * no FileHandle (a sound is fetched on every board open, so this is the server's hottest file path).
 */
function readSmallFile(
  full: string,
  maxBytes: number,
  objectPath: string,
): Promise<SmallObject | null> {
  return new Promise((done) => {
    fs.open(full, 'r', (openError, fd) => {
      if (openError) return done(null);
      const finish = (result: SmallObject | null) => {
        fs.close(fd, () => undefined);
        done(result);
      };
      fs.fstat(fd, (statError, info) => {
        if (statError || !info.isFile()) return finish(null);
        const object = storedObject(objectPath, info);
        if (info.size > maxBytes) return finish({ object });
        const body = Buffer.allocUnsafe(info.size);
        fs.read(fd, body, 0, info.size, 0, (readError, bytesRead) =>
          finish(readError ? null : { object, body: body.subarray(0, bytesRead) }),
        );
      });
    });
  });
}

function storedObject(objectPath: string, info: Stats): StoredObject {
  return {
    size: info.size,
    contentType: contentTypeForPath(objectPath),
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime,
  };
}
