import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MyLikes } from '#shared/schemas/social.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** The ids of the boards the signed-in user liked: the client's liked set (spec §3 soundboard_likes). */
export const myLikesQueryKey = ['likes', 'mine'] as const;

const myLikesQueryOptions = queryOptions({
  queryKey: myLikesQueryKey,
  queryFn: () => apiRequest<MyLikes>('/api/me/likes'),
  staleTime: 0,
});

/** Runs only for a signed-in user (spec §6: likes queries run only when signed in). */
export function useMyLikes(signedIn: boolean) {
  return useQuery({ ...myLikesQueryOptions, enabled: signedIn });
}

/** The liked ids, from the cache or the request already on its way (one request either way). */
export function likedIds(queryClient: QueryClient) {
  return queryClient.ensureQueryData(myLikesQueryOptions);
}
