import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_LIST_LIMIT } from '#shared/limits.ts';
import type { PopularBoard } from '#shared/schemas/social.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** GET /api/boards/popular?limit=12: public, not trashed, most liked first (spec §7). Zero stale time. */
export const popularQueryOptions = queryOptions({
  queryKey: boardKeys.popular(POPULAR_LIST_LIMIT),
  queryFn: () => apiRequest<PopularBoard[]>(`/api/boards/popular?limit=${POPULAR_LIST_LIMIT}`),
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function usePopularBoards() {
  return useQuery(popularQueryOptions);
}
