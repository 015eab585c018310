import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** GET /api/boards: own boards with their buttons (spec §7: zero stale time, refetch on focus/mount). */
export const boardsQueryOptions = queryOptions({
  queryKey: boardKeys.list(),
  queryFn: () => apiRequest<Board[]>('/api/boards'),
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function useBoards({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...boardsQueryOptions, enabled });
}
