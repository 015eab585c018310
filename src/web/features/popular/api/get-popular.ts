import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_LIST_LIMIT } from '#shared/limits.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/features/boards/api/board-keys.ts';
import { boardsRequest } from '#web/features/boards/api/request.ts';

/** What the popular cards read of a board (the server sends no buttons, but how many play a sound). */
export type PopularBoard = Pick<
  Board,
  | 'id'
  | 'name'
  | 'description'
  | 'user_id'
  | 'background_image_url'
  | 'background_settings'
  | 'is_public'
  | 'likes_count'
> & { sound_count?: number; owner?: { username: string } };

/** GET /api/boards/popular?limit=12: public, not trashed, most liked first (spec §7). Zero stale time. */
export const popularQueryOptions = queryOptions({
  queryKey: boardKeys.popular(POPULAR_LIST_LIMIT),
  queryFn: () => boardsRequest<PopularBoard[]>(`/api/boards/popular?limit=${POPULAR_LIST_LIMIT}`),
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function usePopularBoards() {
  return useQuery(popularQueryOptions);
}
