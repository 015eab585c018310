import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { sessionQueryKey, type Session } from '#web/lib/session/use-session.ts';

/** Puts a saved profile into the session and refreshes the profile pages. Shared: Account Settings and the
 * profile page both save the signed-in user's profile. */
export function storeProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, profile } : session,
  );
  void queryClient.invalidateQueries({ queryKey: ['profiles'] });
}
