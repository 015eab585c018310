import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { BOARD_SUMMARY_PAGE } from '#shared/board-summaries.ts';
import type { BoardSummaryPage } from '#shared/schemas/board-summary.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** GET /api/boards/summaries: one page, after `cursor` when given (decision 065). */
export function fetchBoardSummaries(
  limit: number,
  cursor: string | null,
): Promise<BoardSummaryPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<BoardSummaryPage>(`/api/boards/summaries?${query.toString()}`);
}

/** My Boards: the user's boards a page at a time (spec §7: zero stale time, refetch on focus/mount). */
export const boardSummariesQueryOptions = infiniteQueryOptions({
  queryKey: boardKeys.summaries(),
  queryFn: ({ pageParam }) => fetchBoardSummaries(BOARD_SUMMARY_PAGE.default, pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function useBoardSummaries() {
  return useInfiniteQuery(boardSummariesQueryOptions);
}

/**
 * The boards a selector offers (the player's board switcher, an access token's board): the first
 * BOARD_SUMMARY_PAGE.max of them, newest first.
 */
export const boardChoicesQueryOptions = queryOptions({
  queryKey: boardKeys.choices(),
  queryFn: () => fetchBoardSummaries(BOARD_SUMMARY_PAGE.max, null),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useBoardChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...boardChoicesQueryOptions, enabled });
}
