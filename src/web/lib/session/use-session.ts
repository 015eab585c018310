import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/session.ts';
import { OFFLINE_ERROR_CODE } from '#shared/pwa-messages.ts';
import { ApiError, readJson } from '#web/lib/api/read-json.ts';
import { apiResponse } from '#web/lib/api/request.ts';
import { offlineSession, sessionSeen } from '#web/lib/session-privacy.ts';
import { sessionFactsOf } from '#web/lib/session-record.ts';
import { guestId } from '#web/lib/guest/guest-mode.ts';
import { guestSession } from '#web/lib/guest/guest-session.ts';

/** The session user and own profile (`GET /api/me`). */
export type Session = Me;

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in user, or null for a visitor. better-auth's session check answers a visitor with 200 and
 * null, so a visitor's page load logs no failed request (decision 011); only a session is then asked
 * `GET /api/me`, which answers 401 when the session ended in between. Offline (decision 028) the check fails
 * and `/api/me` comes from the service worker's cache: the user it last answered, or — never cached for a
 * visitor — the offline error, read as a visitor.
 *
 * Every answer also settles what this browser keeps (decision 042): a session that ended — no session, 401,
 * another user — takes its private files and cached answers with it, and offline the remembered session is
 * used only until its expiry time and only for the user it names.
 */
async function fetchSession(): Promise<Session | null> {
  // A guest's pages read its local session (decision 061); signing in leaves guest mode first.
  const guest = guestId();
  if (guest) return guestSession(guest);
  const check = navigator.onLine
    ? await apiResponse('/api/auth/get-session').catch(() => null)
    : null;
  const answer: unknown = check?.ok ? await check.json().catch(() => undefined) : undefined;
  if (answer === null) return visitor();
  const facts = sessionFactsOf(answer);
  const offline = facts ? null : await offlineSession();
  if (!facts && !offline) return null;
  const response = await apiResponse('/api/me');
  if (response.status === 401) return visitor();
  let me: Session;
  try {
    me = await readJson<Session>(response);
  } catch (error) {
    if (!check && error instanceof ApiError && error.code === OFFLINE_ERROR_CODE) return null;
    throw error;
  }
  const expected = facts ?? offline;
  if (expected && me.user.id !== expected.userId) return visitor();
  if (facts) await sessionSeen(facts);
  return me;
}

/** The server says there is no session: whatever the last one left goes. */
async function visitor(): Promise<null> {
  await sessionSeen(null);
  return null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 30_000,
  // Another tab may have signed in or out: look again whenever this one comes back into view.
  refetchOnWindowFocus: 'always',
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
