import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { sessionCacheFor } from '#server/lib/session-cache.ts';
import { requireSession, type SessionEnv } from '#server/middleware/session.ts';

/** requireSession with the spec's own 401 text for this action (e.g. creating a board). */
export function requireSessionWithMessage(auth: Auth, message: string) {
  const inner = requireSession(auth);
  return createMiddleware<SessionEnv>(async (c, next) => {
    let reachedNext = false;
    try {
      await inner(c, async () => {
        reachedNext = true;
        await next();
      });
    } catch (error) {
      if (!reachedNext && error instanceof HttpError && error.status === 401) {
        throw new HttpError(401, error.code, message);
      }
      throw error;
    }
  });
}

/** The signed-in viewer's id, or null for a visitor (routes that visitors may call too). */
export async function viewerId(auth: Auth, c: Context): Promise<string | null> {
  const { session } = await sessionCacheFor(auth).get(c.req.raw.headers);
  return session?.user.id ?? null;
}
