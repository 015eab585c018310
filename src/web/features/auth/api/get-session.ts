import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/session.ts';
import { readJson } from '#web/lib/api-client.ts';

/** The session user and own profile (`GET /api/me`). */
export type Session = Me;

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor (`GET /api/me` answers 401 for visitors). */
async function fetchSession(): Promise<Session | null> {
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  if (response.status === 401) return null;
  return readJson<Session>(response);
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
