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

/**
 * better-auth's getSession behind an in-process cache keyed by the signed session cookie: a signed-in request
 * costs no database round trip while its entry is fresh (at most ttlMs, and never past the session's own
 * expiry). clear() drops everything — the app calls it after every request that can sign out, revoke or
 * upgrade a session, and, through `broadcast`, every instance does when any instance served one: such
 * changes take effect at once everywhere (within ttlMs only for sessions ended in the database directly).
 * No entry is kept before the broadcast's LISTEN is up. Visitors (no session cookie) and unknown cookies are
 * never cached.
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
  broadcast?.onChange(clear);

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
      if (!key) return resolve(headers);
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
        } else entry.expiresAt = Math.min(entry.expiresAt, sessionEnd);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        return lookup;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    /** Forgets every cached session (after a sign-out, revocation, password change or factor change). */
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
