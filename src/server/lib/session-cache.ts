import { SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_TTL_MS } from '#shared/limits.ts';
import type { Auth } from './auth.ts';
import type { SessionBroadcast } from './session-broadcast.ts';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

export interface SessionLookup {
  session: SessionResult | null;
  /** Cookies better-auth set while resolving (a refreshed session); empty when answered from the cache. */
  setCookies: string[];
}

interface Entry {
  value: Promise<SessionLookup>;
  expiresAt: number;
  /** Whose session it is, once read. */
  userId?: string;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (ms); tests move it forward. */
  now?: () => number;
}

/** Wait before setting up the broadcast's LISTEN again after it failed. */
const LISTEN_RETRY_MS = 1_000;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?soundboard\.session_token=([^;]+)/;

/** True when the Cookie header carries a session cookie (valid or not). */
export const hasSessionCookie = (cookieHeader: string | undefined | null) =>
  SESSION_COOKIE.test(cookieHeader ?? '');

/** The session token in the request's session cookie (its value is `<token>.<signature>`), if any. */
export function sessionTokenOf(headers: Headers): string | null {
  const value = SESSION_COOKIE.exec(headers.get('cookie') ?? '')?.[1];
  if (!value) return null;
  try {
    return decodeURIComponent(value).split('.')[0] || null;
  } catch {
    return null;
  }
}

/**
 * better-auth's getSession behind an in-process cache keyed by the signed session cookie: a signed-in request
 * costs no database round trip while its entry is fresh (at most ttlMs, and never past the session's own
 * expiry). forgetUser() drops one user's sessions — the app calls it after a request of theirs that signed
 * out, revoked or upgraded a session, and, through `broadcast`, every instance does: such changes take effect
 * at once everywhere (within ttlMs only for sessions ended in the database directly). clear() drops
 * everything (a password reset by link, or a lost LISTEN that may have missed announcements).
 * No entry is kept before the broadcast's LISTEN is up. Visitors (no session cookie) are answered at once;
 * unknown cookies are never cached.
 */
export function createSessionCache(
  auth: Auth,
  options: SessionCacheOptions = {},
  broadcast?: SessionBroadcast,
) {
  const { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening: Promise<boolean> | null = null;
  let failedAt = -Infinity;
  /**
   * True once other instances' announcements reach this one (always without a broadcast). While the LISTEN
   * cannot be set up (the database away), lookups are not cached and it is tried again at most once a second.
   */
  const hearsOthers = () => {
    if (!broadcast) return Promise.resolve(true);
    if (!listening && Date.now() - failedAt < LISTEN_RETRY_MS) return Promise.resolve(false);
    listening ??= broadcast.listen().then(
      () => true,
      () => {
        listening = null;
        failedAt = Date.now();
        return false;
      },
    );
    return listening;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  /** Drops the user's sessions, and those still being read (whose they are is not known yet). */
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [key, entry] of entries) {
      if (entry.userId === undefined || entry.userId === userId) entries.delete(key);
    }
  };
  broadcast?.onChange((userId) => (userId ? forgetUser(userId) : clear()));

  async function resolve(headers: Headers): Promise<SessionLookup> {
    const { headers: responseHeaders, response } = await auth.api.getSession({
      headers,
      returnHeaders: true,
    });
    return { session: response, setCookies: responseHeaders.getSetCookie() };
  }

  return {
    async get(headers: Headers): Promise<SessionLookup> {
      const key = SESSION_COOKIE.exec(headers.get('cookie') ?? '')?.[1];
      // A visitor: without a session cookie there is nothing to resolve (better-auth's pipeline cost a
      // visitor's board read ~0.7 ms more than the owner's cached one, issue 32 point 6).
      if (!key) return { session: null, setCookies: [] };
      // Deaf to the other instances' revocations: no entry may outlive one.
      if (!(await hearsOthers())) return resolve(headers);
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) {
        const { session } = await cached.value;
        return { session, setCookies: [] };
      }
      entries.delete(key);
      const started = generation;
      const value = resolve(headers);
      const entry: Entry = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      try {
        const lookup = await value;
        const sessionEnd = lookup.session
          ? new Date(lookup.session.session.expiresAt).getTime()
          : 0;
        // No session, or a clear() while it was being read (it may predate a revocation): not kept.
        if (!lookup.session || started !== generation) {
          if (entries.get(key) === entry) entries.delete(key);
        } else {
          entry.expiresAt = Math.min(entry.expiresAt, sessionEnd);
          entry.userId = lookup.session.user.id;
        }
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return lookup;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    /** The user of a cached session, without reading the database (null when not cached or not read yet). */
    async cachedUserOf(headers: Headers): Promise<string | null> {
      const key = SESSION_COOKIE.exec(headers.get('cookie') ?? '')?.[1];
      const entry = key ? entries.get(key) : undefined;
      if (!entry || entry.expiresAt <= now()) return null;
      return (await entry.value.catch(() => null))?.session?.user.id ?? null;
    },
    /** Forgets one user's cached sessions (after their sign-out, revocation, password or factor change). */
    forgetUser,
    /** Forgets every cached session. */
    clear,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

const caches = new WeakMap<Auth, SessionCache>();

/** Makes the app's one session cache for this better-auth instance (createApp calls it once). */
export function installSessionCache(
  auth: Auth,
  options: SessionCacheOptions = {},
  broadcast?: SessionBroadcast,
): SessionCache {
  const cache = createSessionCache(auth, options, broadcast);
  caches.set(auth, cache);
  return cache;
}

/** The session cache of this better-auth instance. */
export function sessionCacheFor(auth: Auth): SessionCache {
  return caches.get(auth) ?? installSessionCache(auth);
}
