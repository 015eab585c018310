import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bucket } from '#shared/storage.ts';
import type { Storage, StoredObject } from '#server/storage/storage.ts';
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
  if (storage.open) return answerOpened(storage.open.bind(storage), objectPath, request, response);
  const object = await storage.stat(bucket, objectPath);
  if (!object?.contentType.startsWith('audio/')) return false;
  const headers = audioHeaders(object);
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

/** Files up to this size are read with one read() and sent as one buffer instead of streamed. */
export const ONE_READ_MAX_BYTES = 256 * 1024;

/** A local driver: one open + fstat, then one read for a small file (the usual sound), a stream otherwise. */
async function answerOpened(
  openObject: NonNullable<Storage['open']>,
  objectPath: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number | false> {
  const opened = await openObject('sounds', objectPath);
  if (!opened) return false;
  const { object, handle } = opened;
  if (!object.contentType.startsWith('audio/')) {
    await handle.close();
    return false;
  }
  const headers = audioHeaders(object);
  const notModified = request.headers['if-none-match'] === object.etag;
  if (notModified || request.method === 'HEAD') {
    await handle.close();
    if (notModified) response.writeHead(304, headers).end();
    else response.writeHead(200, { ...headers, 'Content-Length': String(object.size) }).end();
    return notModified ? 304 : 200;
  }
  if (object.size > ONE_READ_MAX_BYTES) {
    response.writeHead(200, { ...headers, 'Content-Length': String(object.size) });
    handle
      .createReadStream()
      .on('error', () => response.destroy())
      .pipe(response);
    return 200;
  }
  let body: Buffer;
  try {
    body = Buffer.allocUnsafe(object.size);
    const { bytesRead } = await handle.read(body, 0, object.size, 0);
    body = body.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  response.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(body);
  return 200;
}

function audioHeaders(object: StoredObject) {
  return {
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Cache-Control': IMMUTABLE,
    'Accept-Ranges': 'bytes',
    'Content-Type': object.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  };
}
