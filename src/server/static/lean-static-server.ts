import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Logger } from '#server/lib/logger.ts';
import type { Storage } from '#server/storage/storage.ts';
import { answerStoredAudio } from './lean-files.ts';
import { chooseVariant, readStaticFiles, staticHeaders } from './static-files.ts';
import { safeDecode } from '#server/lib/safe-decode.ts';

/** Built files up to this size are answered from memory after their first request. */
export const IN_MEMORY_MAX_BYTES = 512 * 1024;

/**
 * The production server's lean path for the built web app's files: a GET or HEAD of a file in the build
 * (other than HTML, which gets the app's security headers) is answered straight from node:http with a
 * precompressed copy (from memory once asked for, a stream for a big one), before any of the app's middleware; every other request goes to
 * the app. Stored audio takes a lean path too (lean-files.ts). Static hits are logged at debug level. Pass as @hono/node-server's `createServer` option.
 */
export function leanStaticServer(distDir: string, logger: Logger, storage?: Storage) {
  const files = readStaticFiles(distDir);
  // The copies asked for so far, up to IN_MEMORY_MAX_BYTES each: the build never changes while the server
  // runs (it is read at start), and what a page needs is a few hundred KB.
  const inMemory = new Map<string, Buffer>();
  const keepInMemory = (file: string) =>
    readFile(file).then(
      (bytes) => void inMemory.set(file, bytes),
      () => undefined,
    );
  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const pathname = safeDecode(query < 0 ? url : url.slice(0, query));
    const file = pathname ? files.get(pathname) : undefined;
    if (!file || file.contentType.startsWith('text/html')) return false;
    const variant = chooseVariant(file, request.headers['accept-encoding']);
    const headers = staticHeaders(file, variant);
    const notModified =
      headers.ETag !== undefined && request.headers['if-none-match'] === headers.ETag;
    const status = notModified ? 304 : 200;
    if (logger.isLevelEnabled('debug'))
      logger.debug({ method: request.method, path: pathname, status }, 'static');
    if (notModified || request.method === 'HEAD') {
      if (notModified) delete headers['Content-Length'];
      response.writeHead(status, headers).end();
      return true;
    }
    const bytes = inMemory.get(variant.file);
    if (bytes) {
      response.writeHead(200, headers).end(bytes);
      return true;
    }
    if (variant.size <= IN_MEMORY_MAX_BYTES) void keepInMemory(variant.file);
    response.writeHead(200, headers);
    createReadStream(variant.file)
      .on('error', () => response.destroy())
      .pipe(response);
    return true;
  };
  // @hono/node-server calls createServer(serverOptions, listener); node's overloads allow either alone.
  const leanCreateServer = (...args: (ServerOptions | RequestListener | undefined)[]) => {
    const listener = args.find((arg): arg is RequestListener => typeof arg === 'function');
    const options = args.find((arg): arg is ServerOptions => typeof arg === 'object') ?? {};
    return createServer(options, (request, response) => {
      if (answer(request, response)) return;
      if (!storage || !request.url?.startsWith('/files/sounds/'))
        return listener?.(request, response);
      answerStoredAudio(storage, request, response).then(
        (status) => {
          if (status === false) return listener?.(request, response);
          if (logger.isLevelEnabled('debug')) {
            logger.debug({ method: request.method, path: request.url, status }, 'static');
          }
        },
        () => listener?.(request, response),
      );
    });
  };
  return leanCreateServer as typeof createServer;
}
