import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '#shared/errors.ts';
import { HttpError } from '#server/lib/http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused.';

/**
 * Refuses state-changing requests sent from another site: an Origin header that is neither the public URL's
 * origin nor the request's own. Requests without Origin (same-origin GET navigations, non-browser clients)
 * pass; cookies are SameSite=Lax besides.
 */
export function sameOrigin(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== publicOrigin && origin !== new URL(c.req.url).origin) {
        throw new HttpError(403, ERROR_CODES.forbidden, CROSS_ORIGIN_MESSAGE);
      }
    }
    await next();
  });
}
