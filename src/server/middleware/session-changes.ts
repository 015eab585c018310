import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import type { SessionBroadcast } from '#server/lib/session-broadcast.ts';
import { sessionTokenOf, type SessionCache } from '#server/lib/session-cache.ts';

/**
 * Paths (under /api) whose writes can end, revoke or upgrade sessions: better-auth's endpoints (sign-out,
 * revoke-session(s), change-password, two-factor, …) and the phone factor's.
 */
const SESSION_CHANGING = [/^\/api\/auth\//, /^\/api\/me\/factors\//];

/** Writes that only make new sessions: no instance holds anything about them to forget. */
const SESSION_MAKING = [/^\/api\/auth\/sign-in\//, /^\/api\/auth\/sign-up\//];

/** Writes without a session that still end sessions: a password reset by e-mailed link signs the user out
 *  everywhere, and whose account it is shows only in the link's token. */
const ANONYMOUS_SESSION_ENDING = [/^\/api\/auth\/reset-password$/];

/**
 * After a write to a session-changing path that was not refused, forgets the cached sessions of the user who made it
 * and (with a broadcast) tells every instance before answering, so the client's next request finds the change
 * anywhere. A refused write, or one by nobody, changed no session and forgets nothing: anyone could otherwise
 * empty every instance's cache with a cheap anonymous POST (decision 025).
 */
export function forgetSessionsOnChange(deps: {
  cache: SessionCache;
  db: Database;
  broadcast?: SessionBroadcast;
}) {
  const { cache, db, broadcast } = deps;

  /** Whose session the request carries, read before the write (a sign-out deletes it). */
  async function requester(headers: Headers): Promise<string | null> {
    const cached = await cache.cachedUserOf(headers);
    if (cached) return cached;
    const token = sessionTokenOf(headers);
    if (!token) return null;
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.token, token));
    return row?.userId ?? null;
  }

  return createMiddleware(async (c, next) => {
    const path = c.req.path;
    const changing =
      c.req.method !== 'GET' &&
      SESSION_CHANGING.some((re) => re.test(path)) &&
      !SESSION_MAKING.some((re) => re.test(path));
    if (!changing) return next();
    const userId = await requester(c.req.raw.headers);
    await next();
    // Refused (4xx): nothing changed. A server error may have stopped halfway, so it counts as a change.
    if (c.res.status >= 400 && c.res.status < 500) return;
    if (userId) {
      cache.forgetUser(userId);
      await broadcast?.announce(userId);
    } else if (ANONYMOUS_SESSION_ENDING.some((re) => re.test(path))) {
      cache.clear();
      await broadcast?.announce();
    }
  });
}
