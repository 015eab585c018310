import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Board } from '#shared/schemas/board.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** GET /api/boards/:id; null when the board does not exist or is not visible to this viewer. */
export function boardQueryOptions(id: string) {
  return queryOptions({
    queryKey: boardKeys.detail(id),
    queryFn: async () => {
      try {
        return await apiRequest<Board>(`/api/boards/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Spec §7: zero stale time, refetch on focus; on mount by the app-wide default, which the page data
    // turns off for the board the HTML already shows (decision 023), so it is not set here.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useBoard(id: string | null) {
  return useQuery({ ...boardQueryOptions(id ?? ''), enabled: Boolean(id) });
}
