import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '#web/features/auth/api/get-session.ts';
import type { ChangeEvent } from '#shared/events.ts';
import { startRealtime } from '#web/lib/realtime-client.ts';
import { boardKeys } from '../api/board-keys.ts';

/** Spec §7 realtime: a change refetches the board lists and that board; a public one the popular list too. */
export function invalidateForChange(queryClient: QueryClient, change: ChangeEvent) {
  const popularHasIt = queryClient
    .getQueriesData<{ id: string }[]>({ queryKey: boardKeys.popularAll })
    .some(([, boards]) => boards?.some((board) => board.id === change.board_id));
  return Promise.all([
    // The own list (and the sound pickers' list, kept under the same first key segment).
    queryClient.invalidateQueries({ queryKey: boardKeys.list() }),
    queryClient.invalidateQueries({ queryKey: boardKeys.all, exact: true }),
    queryClient.invalidateQueries({ queryKey: boardKeys.detail(change.board_id) }),
    // A board that just became private leaves the popular list: refetch it when it holds the board.
    change.is_public || popularHasIt
      ? queryClient.invalidateQueries({ queryKey: boardKeys.popularAll })
      : undefined,
  ]);
}

/**
 * Keeps board queries fresh from GET /api/realtime while the app runs. The stream is opened again when the
 * session changes (the server filters events by viewer); on a resync every board query refetches.
 */
export function useRealtimeBoards() {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.isPending ? undefined : (session.data?.user.id ?? null);
  useEffect(() => {
    if (viewer === undefined) return;
    return startRealtime({
      onChange: (change) => void invalidateForChange(queryClient, change),
      onResync: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    });
  }, [queryClient, viewer]);
}
