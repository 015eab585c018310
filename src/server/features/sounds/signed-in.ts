import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '#shared/errors.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { requireSession, type SessionEnv } from '#server/middleware/session.ts';

/** requireSession with the spec's own 401 text for this action (e.g. '… to upload sounds.'). */
export function requireSignedIn(auth: Auth, message: string) {
  const inner = requireSession(auth);
  return createMiddleware<SessionEnv>(async (c, next) => {
    let reachedHandler = false;
    try {
      await inner(c, async () => {
        reachedHandler = true;
        await next();
      });
    } catch (error) {
      if (!reachedHandler && error instanceof HttpError && error.status === 401) {
        throw new HttpError(401, ERROR_CODES.unauthorized, message);
      }
      throw error;
    }
  });
}
