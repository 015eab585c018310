import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '#web/lib/api/read-json.ts';

/** The ids of the boards the signed-in user liked: the client's liked set (spec §3 soundboard_likes). */
export const myLikesQueryKey = ['likes', 'mine'] as const;

export const myLikesQueryOptions = queryOptions({
  queryKey: myLikesQueryKey,
  queryFn: async () =>
    readJson<string[]>(await fetch('/api/me/likes', { credentials: 'same-origin' })),
  staleTime: 0,
});

/** Runs only for a signed-in user (spec §6: likes queries run only when signed in). */
export function useMyLikes(signedIn: boolean) {
  return useQuery({ ...myLikesQueryOptions, enabled: signedIn });
}
