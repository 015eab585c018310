import { useQuery } from '@tanstack/react-query';
import { livePath, type LiveState } from '#shared/live.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';

/** Under the board's detail key: a realtime change of the board (going live is one) refetches it too. */
export const liveStateKey = (boardId: string) => [...boardKeys.detail(boardId), 'live'] as const;

/**
 * GET /api/boards/:id/live — only asked for public boards (a private board is never live), and only online:
 * offline (a board opened from the service worker's cache) nobody can be live with you.
 */
export function useLiveState(boardId: string, isPublic: boolean) {
  const online = useOnlineStatus();
  return useQuery({
    queryKey: liveStateKey(boardId),
    queryFn: () => apiRequest<LiveState>(livePath(boardId)),
    enabled: isPublic && online,
    staleTime: 0,
  });
}
