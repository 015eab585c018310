import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChangeEvent } from '#shared/events.ts';
import { subscribeRealtime } from '#web/lib/realtime-subscriptions.ts';
import { useRealtimeViewer } from '#web/lib/use-realtime-events.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { watchOwnWrites } from './own-writes.ts';

/** Events arriving within this time are handled together (a reorder sends one per moved button). */
export const REALTIME_BATCH_MS = 100;

/** Spec §7 realtime: a change refetches the board lists and that board; a public one the popular list too. */
export function invalidateForChanges(queryClient: QueryClient, changes: ChangeEvent[]) {
  if (changes.length === 0) return Promise.resolve();
  const popularIds = new Set(
    queryClient
      .getQueriesData<{ id: string }[]>({ queryKey: boardKeys.popularAll })
      .flatMap(([, boards]) => boards?.map((board) => board.id) ?? []),
  );
  // A refetch already under way is not restarted by a later event of the same batch or the next.
  const options = { cancelRefetch: false };
  const boards = new Set(changes.map((change) => change.board_id));
  return Promise.all([
    // The own list (and the sound pickers' list, kept under the same first key segment).
    queryClient.invalidateQueries({ queryKey: boardKeys.list() }, options),
    queryClient.invalidateQueries({ queryKey: boardKeys.all, exact: true }, options),
    ...[...boards].map((id) =>
      queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) }, options),
    ),
    // A board that just left public view leaves the popular list: refetch it when it holds the board.
    changes.some((change) => change.is_public || popularIds.has(change.board_id))
      ? queryClient.invalidateQueries({ queryKey: boardKeys.popularAll }, options)
      : undefined,
  ]);
}

/**
 * Keeps board queries fresh from the page's realtime stream (`change` and `resync` handlers, decision 046)
 * while the app runs. The stream is opened again when the session changes (the server picks events by
 * viewer); on a resync every board query refetches. Changes are batched, and the echo of this tab's own write
 * is skipped (own-writes.ts).
 */
export function useRealtimeBoards() {
  const queryClient = useQueryClient();
  const viewer = useRealtimeViewer();
  useEffect(() => {
    if (viewer === undefined) return;
    const ownWrites = watchOwnWrites(queryClient);
    let batch: ChangeEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const changes = batch;
      batch = [];
      void invalidateForChanges(queryClient, changes);
    };
    const unsubscribe = subscribeRealtime(viewer, {
      change: (change) => {
        // The echo of this tab's own write (other tabs and users still get theirs).
        if (change.owner_id === viewer && ownWrites.isEcho(change.board_id)) return;
        batch.push(change);
        timer ??= setTimeout(flush, REALTIME_BATCH_MS);
      },
      resync: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    });
    return () => {
      unsubscribe();
      ownWrites.stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, viewer]);
}
