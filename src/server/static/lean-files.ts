import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bucket } from '#shared/storage.ts';
import type { Storage } from '#server/storage/storage.ts';
import { IMMUTABLE } from './static-files.ts';
import { safeDecode } from '#server/lib/safe-decode.ts';

/**
 * The lean path for stored audio (the board's sounds, fetched on every board open): a whole-file GET or HEAD
 * of /files/sounds/… answered straight from node:http with the same headers as the files route
 * (features/files/files.routes.ts). Anything else — ranges, other buckets, missing files — resolves false and
 * goes to the app, which answers it (with its JSON errors and security headers).
 */
export async function answerStoredAudio(
  storage: Storage,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number | false> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range)
    return false;
  const url = request.url ?? '/';
  if (!url.startsWith('/files/sounds/') || url.includes('?')) return false;
  const bucket: Bucket = 'sounds';
  const objectPath = safeDecode(url.slice('/files/sounds/'.length));
  if (!objectPath || objectPath.includes('..')) return false;
  const object = await storage.stat(bucket, objectPath);
  if (!object?.contentType.startsWith('audio/')) return false;
  const headers = {
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Cache-Control': IMMUTABLE,
    'Accept-Ranges': 'bytes',
    'Content-Type': object.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  };
  if (request.headers['if-none-match'] === object.etag) {
    response.writeHead(304, headers).end();
    return 304;
  }
  response.writeHead(200, { ...headers, 'Content-Length': String(object.size) });
  if (request.method === 'HEAD') response.end();
  else
    storage
      .read(bucket, objectPath)
      .on('error', () => response.destroy())
      .pipe(response);
  return 200;
}
