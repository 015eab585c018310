import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '#shared/errors.ts';
import { GIF_MEDIA_URL_EXPIRY_STEP_MS, GIF_MEDIA_URL_LIFETIME_MS } from '#shared/gif-media.ts';
import { GIF_MESSAGES } from '#shared/gif-messages.ts';
import { HttpError } from '#server/lib/http-error.ts';

/** Where the browser loads GIF search media from: this server, never the provider (decisions 027, 041). */
export const GIF_MEDIA_PATH = '/api/functions/gif-proxy/media';

/** HMAC of who may load which provider URL until when (decision 041); the newlines keep the parts apart. */
const sign = (secret: string, userId: string, expires: number, url: string) =>
  createHmac('sha256', `gif-media:${secret}`)
    .update(`${userId}\n${expires}\n${url}`)
    .digest('base64url');

/** The expiry of an address signed now: at least the lifetime ahead, rounded up to the step. */
export const mediaExpiry = (now: number) =>
  Math.ceil((now + GIF_MEDIA_URL_LIFETIME_MS) / GIF_MEDIA_URL_EXPIRY_STEP_MS) *
  GIF_MEDIA_URL_EXPIRY_STEP_MS;

/** The signed proxy address of a provider media URL the search returned, for this user only. */
export function mediaProxyUrl(secret: string, userId: string, providerUrl: string, now: number) {
  const exp = mediaExpiry(now);
  const params = new URLSearchParams({
    url: providerUrl,
    exp: String(exp),
    sig: sign(secret, userId, exp, providerUrl),
  });
  return `${GIF_MEDIA_PATH}?${params.toString()}`;
}

/**
 * The provider URL behind a signed proxy address and when it expires; 403 for anything this server did not
 * issue to this user, or issued and expired.
 */
export function verifiedMediaUrl(
  secret: string,
  userId: string,
  query: { url?: string; exp?: string; sig?: string },
  now: number,
): { url: string; expires: number } {
  const { url, exp, sig } = query;
  const expires = /^\d{1,15}$/.test(exp ?? '') ? Number(exp) : NaN;
  const expected = url && Number.isFinite(expires) ? sign(secret, userId, expires, url) : '';
  const given = Buffer.from(sig ?? '');
  if (!url || !expected || expected.length !== given.length) throw notIssued();
  if (!timingSafeEqual(Buffer.from(expected), given)) throw notIssued();
  if (now >= expires) throw new HttpError(403, ERROR_CODES.forbidden, GIF_MESSAGES.mediaExpired);
  return { url, expires };
}

const notIssued = () => new HttpError(403, ERROR_CODES.forbidden, GIF_MESSAGES.mediaNotAllowed);
