import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '#shared/errors.ts';
import { HttpError } from '#server/lib/http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values a browser sends for the site's own requests and for ones the user typed. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused.';
/**
 * The remote's trigger routes (decision 059) take a bearer token only, never a cookie: a forged cross-site
 * request has nothing to ride on, and Stream Deck, Companion or curl send no Origin.
 */
const bearerOnly = (path: string) => path.startsWith('/api/remote/boards/');

/**
 * Refuses state-changing requests that do not show they come from the site: an Origin header that is neither
 * the public URL's origin nor the request's own, or no Origin at all unless the browser vouches with
 * `Sec-Fetch-Site: same-origin` or `none` (DESIGN §6). Reads (GET/HEAD) pass; cookies are SameSite=Lax besides.
 */
export function sameOrigin(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !bearerOnly(c.req.path)) {
      const origin = c.req.header('origin');
      const allowed =
        origin === undefined
          ? OWN_FETCH_SITES.has(c.req.header('sec-fetch-site') ?? '')
          : origin === publicOrigin || origin === new URL(c.req.url).origin;
      if (!allowed) throw new HttpError(403, ERROR_CODES.forbidden, CROSS_ORIGIN_MESSAGE);
    }
    await next();
  });
}
