import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { HttpError } from '#server/lib/http-error.ts';

/** Where the browser loads GIF search media from: this server, never the provider (decision 027). */
export const GIF_MEDIA_PATH = '/api/functions/gif-proxy/media';
const MEDIA_TIMEOUT_MS = 20_000;

const sign = (secret: string, url: string) =>
  createHmac('sha256', `gif-media:${secret}`).update(url).digest('base64url');

/** The signed proxy address of a provider media URL (only URLs the search returned get one). */
export function mediaProxyUrl(secret: string, providerUrl: string): string {
  const params = new URLSearchParams({ url: providerUrl, sig: sign(secret, providerUrl) });
  return `${GIF_MEDIA_PATH}?${params.toString()}`;
}

/** The provider URL behind a signed proxy address; 403 for anything this server did not issue. */
export function verifiedMediaUrl(secret: string, url: string | undefined, sig: string | undefined) {
  const expected = url ? Buffer.from(sign(secret, url)) : null;
  const given = Buffer.from(sig ?? '');
  if (!url || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(403, ERROR_CODES.forbidden, GIF_MESSAGES.mediaNotAllowed);
  }
  return url;
}

/** Fetches the media (HEAD or GET) and passes its bytes, type and length on. */
export async function fetchMedia(url: string, method: 'GET' | 'HEAD'): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(url, { method, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
  } catch {
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamUnreachable);
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(upstream.status));
  }
  // Only images are passed on: anything else served from this origin could be a page of the provider's making.
  const type = upstream.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await upstream.body?.cancel();
    throw new HttpError(502, ERROR_CODES.upstream, GIF_MESSAGES.upstreamFailed(upstream.status));
  }
  const headers = new Headers({
    'content-type': type,
    'cache-control': 'private, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(method === 'HEAD' ? null : upstream.body, { status: 200, headers });
}
