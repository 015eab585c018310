import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Bucket } from '#shared/storage.ts';
import { contentTypeForPath } from './content-types.ts';
import { StorageUnavailableError } from './storage-unavailable-error.ts';
import type { ByteRange, ListedObject, ObjectRead, Storage, StoredObject } from './storage.ts';

export interface S3Settings {
  /** The S3 API's URL; undefined for AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Undefined: the SDK's default credential chain (instance role, environment). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** The store check (start-up, readiness) gives up after this long: a store that hangs is not ready. */
const CHECK_TIMEOUT_MS = 10_000;

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** An object path made by paths.ts: relative, no empty, `.` or `..` segments. */
function keyFor(bucket: Bucket, objectPath: string): string {
  const segments = objectPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..') || objectPath.includes('\\')) {
    throw new Error(`storage path escapes its bucket: ${objectPath}`);
  }
  return `${bucket}/${objectPath}`;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** A header of the store's answer behind an SDK error (e.g. the ETag of a 304). */
const headerOf = (error: unknown, name: string): string | undefined =>
  (error as { $response?: { headers?: Record<string, string | undefined> } }).$response?.headers?.[
    name
  ];

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The S3-compatible driver (STORAGE_DRIVER=s3, decision 030): one bucket, our logical buckets as key prefixes
 * (`sounds/<user>/<file>`). Files are still served by the app at /files/… (proxied with Range), so stored URLs
 * never name the bucket and the bucket needs no public access.
 *
 * It has no freeBytes(): a bucket has no disk of ours to fill, so the STORAGE_MIN_FREE_MB floor does not
 * apply to it; the STORAGE_TOTAL_BUDGET_MB budget, counted in the ledger, still does (storage-policy.ts).
 */
export function s3Storage(
  settings: S3Settings,
  options: { client?: S3Client; listPageSize?: number } = {},
): Storage {
  const Bucket = settings.bucket;
  const client = options.client ?? createS3Client(settings);
  async function stat(bucket: Bucket, objectPath: string): Promise<StoredObject | null> {
    let key: string;
    try {
      key = keyFor(bucket, objectPath);
    } catch {
      return null;
    }
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: contentTypeForPath(objectPath),
        etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (error) {
        throw bucketProblem(settings, error);
      }
    },
    async put(bucket, objectPath, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyFor(bucket, objectPath),
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType,
        }),
      );
    },
    stat,
    async getObject(bucket, objectPath, { range, ifNoneMatch }): Promise<ObjectRead | null> {
      let key: string;
      try {
        key = keyFor(bucket, objectPath);
      } catch {
        return null;
      }
      const contentType = contentTypeForPath(objectPath);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }),
        );
        const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        const size = served ? Number(served[3]) : (answer.ContentLength ?? 0);
        return {
          object: {
            size,
            contentType,
            etag: answer.ETag ?? `"${size.toString(16)}"`,
            lastModified: answer.LastModified ?? new Date(0),
          },
          range: served ? { start: Number(served[1]), end: Number(served[2]) } : null,
          body: answer.Body as Readable | undefined,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        const status = statusOf(error);
        if (status === 304 && ifNoneMatch) {
          const modified = headerOf(error, 'last-modified');
          return {
            object: {
              size: 0,
              contentType,
              etag: headerOf(error, 'etag') ?? ifNoneMatch,
              lastModified: modified ? new Date(modified) : new Date(0),
            },
            notModified: true,
          };
        }
        if (status === 416) {
          // Rare (a range past the end): its Content-Range needs the size, which the refusal lacks.
          const object = await stat(bucket, objectPath);
          return object ? { object, unsatisfiable: true } : null;
        }
        throw error;
      }
    },
    read(bucket, objectPath, range?: ByteRange) {
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client
        .send(new GetObjectCommand({ Bucket, Key: keyFor(bucket, objectPath), Range }))
        .then((object) => {
          const body = object.Body as Readable | undefined;
          if (!body) return out.end();
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async remove(bucket, paths) {
      const keys = paths.map((p) => keyFor(bucket, p));
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(`could not remove ${failed.length} object(s): ${failed[0]!.Code ?? ''}`);
        }
      }
    },
    async *list(bucket): AsyncIterable<ListedObject> {
      const prefix = `${bucket}/`;
      // ListObjects (v1) paged by the last key seen: every S3-compatible store has it. (s3rver cannot cut a
      // v2 listing into pages here: its continuation tokens use DES, which Node's OpenSSL 3 lacks.)
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: prefix, Marker, MaxKeys: options.listPageSize }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield {
            path: item.Key.slice(prefix.length),
            size: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
          };
        }
        Marker = page.Contents?.at(-1)?.Key;
        if (!page.IsTruncated || !Marker) return;
      }
    },
  };
}

/** Which setting a failed HeadBucket points at, in words an operator can act on. */
function bucketProblem(settings: S3Settings, error: unknown): StorageUnavailableError {
  const status = statusOf(error);
  const where = settings.endpoint ?? 'AWS S3';
  const bucket = `"${settings.bucket}"`;
  if (status === 404) {
    return new StorageUnavailableError(
      'S3_BUCKET',
      `the bucket ${bucket} does not exist at ${where}`,
    );
  }
  if (status === 403 || status === 401) {
    return new StorageUnavailableError(
      'S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY',
      `${where} refused these credentials for the bucket ${bucket} (HTTP ${status})`,
    );
  }
  if (status === 301 || status === 400) {
    return new StorageUnavailableError(
      'S3_REGION',
      `${where} answered HTTP ${status} for the bucket ${bucket} in ${settings.region}: is it in another region?`,
    );
  }
  const reason =
    error instanceof Error
      ? error.name === 'TimeoutError'
        ? 'no answer within 10 s'
        : error.message
      : String(error);
  return new StorageUnavailableError(
    'S3_ENDPOINT',
    `${where} cannot be used for the bucket ${bucket} (${status ? `HTTP ${status}` : reason.replace(/\s+/g, ' ').trim() || 'unknown error'})`,
  );
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API requires them: s3rver and several other S3-compatible stores keep the
    // aws-chunked framing of a checksummed upload as the object's bytes (STACK-NOTES.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
