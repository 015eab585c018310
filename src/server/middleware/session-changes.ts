import { createMiddleware } from 'hono/factory';
import type { SessionBroadcast } from '#server/lib/session-broadcast.ts';
import type { SessionCache } from '#server/lib/session-cache.ts';

/**
 * Paths (under /api) whose writes can end, revoke or upgrade sessions: better-auth's endpoints (sign-out,
 * revoke-session(s), change-password, two-factor, …) and the phone factor's.
 */
const SESSION_CHANGING = [/^\/api\/auth\//, /^\/api\/me\/factors\//];

/** Writes that only make new sessions: no instance holds anything about them to forget. */
const SESSION_MAKING = [/^\/api\/auth\/sign-in\//, /^\/api\/auth\/sign-up\//];

/**
 * Empties the session cache after any write to a session-changing path, whatever its outcome, and (with a
 * broadcast) tells every instance before answering, so the client's next request finds the change anywhere.
 */
export function forgetSessionsOnChange(cache: SessionCache, broadcast?: SessionBroadcast) {
  return createMiddleware(async (c, next) => {
    const path = c.req.path;
    const changes = c.req.method !== 'GET' && SESSION_CHANGING.some((re) => re.test(path));
    try {
      await next();
    } finally {
      if (changes) {
        cache.clear();
        if (broadcast && !SESSION_MAKING.some((re) => re.test(path))) await broadcast.announce();
      }
    }
  });
}
