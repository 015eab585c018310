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
  if (readsSmall(storage)) return answerSmall(storage, objectPath, request, response);
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

type SmallReading = Storage & Required<Pick<Storage, 'readSmall'>>;
const readsSmall = (storage: Storage): storage is SmallReading => storage.readSmall !== undefined;

/** A local driver: one open + fstat + read for a small file (the usual sound), a stream otherwise. */
async function answerSmall(
  storage: SmallReading,
  objectPath: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number | false> {
  const small = await storage.readSmall('sounds', objectPath, ONE_READ_MAX_BYTES);
  if (!small?.object.contentType.startsWith('audio/')) return false;
  const { object, body } = small;
  const headers = audioHeaders(object);
  if (request.headers['if-none-match'] === object.etag) {
    response.writeHead(304, headers).end();
    return 304;
  }
  response.writeHead(200, { ...headers, 'Content-Length': String(object.size) });
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else
    storage
      .read('sounds', objectPath)
      .on('error', () => response.destroy())
      .pipe(response);
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
