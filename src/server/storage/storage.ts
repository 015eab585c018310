import type { Readable } from 'node:stream';
import type { Bucket } from '#shared/storage.ts';
import type { StoragePolicy } from './storage-policy.ts';

export interface StoredObject {
  size: number;
  contentType: string;
  /** Strong validator derived from size and modification time. */
  etag: string;
  lastModified: Date;
}

/** One entry of list(): an object, or a `.part` file a killed write left behind. */
export interface ListedObject {
  path: string;
  size: number;
  lastModified: Date;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * Where uploaded files live: `fs` (a folder under DATA_DIR, the default) or `s3` (s3.ts); paths are made by the server
 * (see paths.ts) and never taken from a client.
 */
export interface Storage {
  readonly kind: 'fs' | 's3';
  put(bucket: Bucket, path: string, data: Uint8Array, contentType: string): Promise<void>;
  stat(bucket: Bucket, path: string): Promise<StoredObject | null>;
  /** The whole object, or the given inclusive byte range of it. */
  read(bucket: Bucket, path: string, range?: ByteRange): Readable;
  /**
   * Stores where each request costs a round trip (S3): the object's metadata and its bytes (or a 304, or the
   * range that cannot be served) in one conditional, ranged request, instead of stat() then read(). Null when
   * missing. `range` is one `bytes=` range as a client sent it (single and well-formed: the caller checks).
   */
  getObject?(
    bucket: Bucket,
    path: string,
    conditions: { range?: string; ifNoneMatch?: string },
  ): Promise<ObjectRead | null>;
  /** Removes the objects; missing ones are not an error. Throws if one could not be removed. */
  remove(bucket: Bucket, paths: string[]): Promise<void>;
  /** Every object in the bucket, `.part` leftovers included (the file janitor's walk). */
  list(bucket: Bucket): AsyncIterable<ListedObject>;
  /**
   * Drivers on a local file system: the object's metadata and, when it is at most maxBytes long, its bytes,
   * in one open + fstat + read (the lean /files path, static/lean-files.ts). Null when missing.
   */
  readSmall?(bucket: Bucket, path: string, maxBytes: number): Promise<SmallObject | null>;
  /**
   * Drivers on a local file system: bytes free to unprivileged writes on the disk holding the files (the
   * STORAGE_MIN_FREE_MB floor). Absent where the store's capacity is not ours to watch (S3).
   */
  freeBytes?(): Promise<number>;
  /**
   * Throws a StorageUnavailableError naming the setting to fix when the store cannot be used (a bucket that
   * does not exist, refused credentials, an endpoint that does not answer): start-up and readiness.
   */
  check?(): Promise<void>;
  /** The site-wide guards writes through this store obey (storage-policy.ts); absent on a bare driver. */
  readonly policy?: StoragePolicy;
}

/** What getObject() found: a body, a 304 (`notModified`) or a range past the end (`unsatisfiable`). */
export interface ObjectRead {
  /** On a 304 the size is unknown (0) and only the validators are meaningful. */
  object: StoredObject;
  notModified?: boolean;
  unsatisfiable?: boolean;
  /** The range the body holds; null for the whole object. */
  range?: ByteRange | null;
  body?: Readable;
}

export interface SmallObject {
  object: StoredObject;
  /** Absent when the object is longer than the maxBytes asked for. */
  body?: Buffer;
}
