import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MEDIA_TIMEOUT_MS } from '#shared/gif-media.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { guardedLookup, isForbiddenLiteralHost } from '#server/lib/net/guarded-lookup.ts';

export interface MediaFetchOptions {
  /** Test-only (GIF_MEDIA_ALLOW_LOOPBACK): the fake provider serves on loopback. Off by default. */
  allowLoopback: boolean;
  maxBytes: number;
  /** Seconds the browser may keep the answer (the signed address's remaining life). */
  maxAgeSeconds: number;
}

class AddressRefused extends Error {}

/** What GIF variants are served as (GIPHY: gif and webp; stills may be jpeg or png). */
const RASTER_IMAGE = /^image\/(gif|webp|png|jpeg)\s*(;|$)/i;

const refused = () => new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.mediaAddressRefused);
const failed = (status: number) =>
  new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(status));

/**
 * One request to the provider's media host, with the URL-ingest address rule checked after DNS resolution
 * (decision 041). Redirects are not followed: the caller refuses every answer that is not a 2xx.
 */
function requestMedia(url: URL, method: 'GET' | 'HEAD', allowLoopback: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(refused());
  if (isForbiddenLiteralHost(url, allowLoopback)) return Promise.reject(refused());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method,
      headers: { accept: 'image/*' },
      lookup: guardedLookup(allowLoopback, () => new AddressRefused()),
      timeout: GIF_MEDIA_TIMEOUT_MS,
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('response', resolve);
    request.on('error', (error) =>
      reject(
        error instanceof AddressRefused
          ? refused()
          : new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamUnreachable),
      ),
    );
    request.end();
  });
}

/** The provider's body as a web stream that errors (and drops the provider) once it passes `maxBytes`. */
function cappedStream(upstream: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let total = 0;
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        upstream.destroy();
        controller.error(error);
      };
      upstream.on('data', (chunk: Buffer) => {
        if (settled) return;
        total += chunk.length;
        if (total > maxBytes) return fail(new Error('GIF media over the size cap'));
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) upstream.pause();
      });
      upstream.on('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      upstream.on('error', fail);
      upstream.on('close', () => fail(new Error('GIF media cut off')));
    },
    pull() {
      upstream.resume();
    },
    cancel() {
      settled = true;
      upstream.destroy();
    },
  });
}

/**
 * Fetches provider media (HEAD or GET) and passes on its bytes, type and length: only images, only 2xx,
 * at most `maxBytes` (413 when the provider declares more; cut off while streaming when it sends more).
 */
export async function fetchMedia(
  url: string,
  method: 'GET' | 'HEAD',
  options: MediaFetchOptions,
): Promise<Response> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw refused();
  }
  const upstream = await requestMedia(target, method, options.allowLoopback);
  const status = upstream.statusCode ?? 0;
  // Only raster images are passed on: a page or an SVG (which can carry script) served from this origin could
  // be of the provider's making.
  const type = upstream.headers['content-type'] ?? '';
  if (status < 200 || status >= 300 || !RASTER_IMAGE.test(type)) {
    upstream.destroy();
    throw failed(status);
  }
  const length = upstream.headers['content-length'];
  const headers = new Headers({
    'content-type': type,
    'cache-control': `private, max-age=${options.maxAgeSeconds}`,
    'x-content-type-options': 'nosniff',
  });
  if (length && /^\d+$/.test(length)) headers.set('content-length', length);
  if (method === 'HEAD') {
    upstream.resume();
    return new Response(null, { status: 200, headers });
  }
  if (Number(length) > options.maxBytes) {
    upstream.destroy();
    throw new HttpError(413, ERROR_CODES.tooLarge, GIF_MESSAGES.mediaTooLarge);
  }
  return new Response(cappedStream(upstream, options.maxBytes), { status: 200, headers });
}
