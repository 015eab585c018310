import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { ERROR_CODES } from '#shared/errors.ts';
import { isBucket } from '#shared/storage.ts';
import type { AppEnv } from '#server/lib/app-env.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { Storage, StoredObject } from '#server/storage/storage.ts';
import { safeDecode } from '#server/lib/safe-decode.ts';
import { isSuffixRange, parseRange, singleRange } from './range.ts';

/** Object paths never change content (each upload gets a new name), so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /files/:bucket/* — stored files with ETag, Range (206) and long caching. */
export function fileRoutes(storage: Storage) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/:bucket/*', async (c) => {
    const bucket = c.req.param('bucket');
    const notFound = new HttpError(404, ERROR_CODES.notFound, 'File not found.');
    const objectPath = safeDecode(c.req.path.slice(`/files/${bucket}/`.length));
    if (objectPath === null) throw notFound;
    if (!isBucket(bucket) || !objectPath || objectPath.includes('..')) throw notFound;
    const setObjectHeaders = (object: StoredObject) => {
      c.header('ETag', object.etag);
      if (object.lastModified.getTime() > 0) {
        c.header('Last-Modified', object.lastModified.toUTCString());
      }
      c.header('Cache-Control', IMMUTABLE);
      c.header('Accept-Ranges', 'bytes');
      c.header('Content-Type', object.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
    };

    // Stores where a request is a round trip (S3): one conditional, ranged GET per hit (decision 030).
    // A suffix range ("the last N bytes", rare for audio) takes stat() first: s3rver, and so perhaps other
    // S3-compatible stores, answer it with the first N bytes.
    const rangeHeader = c.req.header('range');
    if (c.req.method === 'GET' && storage.getObject && !isSuffixRange(rangeHeader)) {
      const read = await storage.getObject(bucket, objectPath, {
        range: singleRange(rangeHeader),
        ifNoneMatch: c.req.header('if-none-match'),
      });
      if (!read) throw notFound;
      setObjectHeaders(read.object);
      if (read.notModified) return c.body(null, 304);
      if (read.unsatisfiable) {
        c.header('Content-Range', `bytes */${read.object.size}`);
        return c.body(null, 416);
      }
      const range = read.range ?? null;
      c.header('Content-Length', String(range ? range.end - range.start + 1 : read.object.size));
      if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${read.object.size}`);
      c.status(range ? 206 : 200);
      const body = read.body;
      if (!body) return c.body(null);
      return stream(c, async (out) => {
        for await (const chunk of body) await out.write(chunk as Uint8Array);
      });
    }

    const object = await storage.stat(bucket, objectPath);
    if (!object) throw notFound;
    setObjectHeaders(object);
    if (c.req.header('if-none-match') === object.etag) return c.body(null, 304);

    const range = parseRange(c.req.header('range'), object.size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${object.size}`);
      return c.body(null, 416);
    }
    const length = range ? range.end - range.start + 1 : object.size;
    c.header('Content-Length', String(length));
    if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
    c.status(range ? 206 : 200);
    if (c.req.method === 'HEAD') return c.body(null);
    return stream(c, async (out) => {
      for await (const chunk of storage.read(bucket, objectPath, range ?? undefined)) {
        await out.write(chunk as Uint8Array);
      }
    });
  });
}
