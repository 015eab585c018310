import { createMiddleware } from 'hono/factory';
import type { SessionCache } from '#server/lib/session-cache.ts';

/**
 * Paths (under /api) whose writes can end, revoke or upgrade sessions: better-auth's endpoints (sign-out,
 * revoke-session(s), change-password, two-factor, …) and the phone factor's.
 */
const SESSION_CHANGING = [/^\/api\/auth\//, /^\/api\/me\/factors\//];

/** Empties the session cache after any write to a session-changing path, whatever its outcome. */
export function forgetSessionsOnChange(cache: SessionCache) {
  return createMiddleware(async (c, next) => {
    const changes = c.req.method !== 'GET' && SESSION_CHANGING.some((re) => re.test(c.req.path));
    try {
      await next();
    } finally {
      if (changes) cache.clear();
    }
  });
}
