import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '#shared/errors.ts';
import { PROFILE_MESSAGES } from '#shared/profile-messages.ts';
import type { Aal } from '#shared/schemas/session.ts';
import type { Auth } from '#server/lib/auth.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { sessionCacheFor } from '#server/lib/session-cache.ts';

export interface SessionUser {
  id: string;
  email: string;
  aal: Aal;
}

export interface SessionEnv {
  Variables: { user: SessionUser };
}

/** Spec §5: the generic text for an action without a user. */
export const NOT_SIGNED_IN_MESSAGE = PROFILE_MESSAGES.notSignedIn;

/**
 * Resolves the session cookie through better-auth (behind the in-process session cache); 401 for visitors.
 * Cookies better-auth refreshes on the way (a session nearing expiry is extended) are passed on.
 */
export function requireSession(auth: Auth) {
  const cache = sessionCacheFor(auth);
  return createMiddleware<SessionEnv>(async (c, next) => {
    const { session: response, setCookies } = await cache.get(c.req.raw.headers);
    if (!response) throw new HttpError(401, ERROR_CODES.unauthorized, NOT_SIGNED_IN_MESSAGE);
    c.set('user', sessionUser(response));
    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
}

type CachedSession = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionCacheFor>['get']>>['session']
>;

const sessionUser = (response: CachedSession): SessionUser => ({
  id: response.user.id,
  email: response.user.email,
  aal: response.session.aal === 'aal2' ? 'aal2' : 'aal1',
});

/**
 * requireSession for a write visitors may make too (a play on a public board): `user` is set when there is a
 * session and left unset for a visitor. Setting it is what lets the app see the write as the user's (decision
 * 070: their kept board documents are dropped before the answer leaves).
 */
export function optionalSession(auth: Auth) {
  const cache = sessionCacheFor(auth);
  return createMiddleware<{ Variables: Partial<SessionEnv['Variables']> }>(async (c, next) => {
    const { session: response, setCookies } = await cache.get(c.req.raw.headers);
    if (response) c.set('user', sessionUser(response));
    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
}

/** requireSession with the spec's own 401 text for this action (e.g. creating a board, uploading a sound). */
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
        throw new HttpError(401, ERROR_CODES.unauthorized, message);
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
