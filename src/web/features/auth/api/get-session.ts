import { queryOptions, useQuery } from '@tanstack/react-query';

export interface SessionUser {
  id: string;
  email: string;
}

export interface Session {
  user: SessionUser;
}

export const sessionQueryKey = ['session'] as const;

/**
 * The signed-in user, or null for a visitor. `GET /api/me` answers 401 for visitors; until the accounts
 * issue lands the route does not exist yet and every caller is a visitor.
 */
async function fetchSession(): Promise<Session | null> {
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  if (!response.ok) return null;
  return (await response.json()) as Session;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 30_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
