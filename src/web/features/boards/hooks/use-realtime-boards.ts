import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChangeEvent, RealtimePayload } from '#shared/events.ts';
import { subscribeRealtime } from '#web/lib/realtime-subscriptions.ts';
import { useRealtimeViewer } from '#web/lib/use-realtime-events.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { watchOwnWrites } from './own-writes.ts';

/** Events arriving within this time are handled together (a reorder sends one per moved button). */
export const REALTIME_BATCH_MS = 100;

/**
 * The popular list is refetched at most this often for changes (a burst of likes on public boards would
 * refetch it on every page about 1.5 times a second: issue 32); the first change refreshes it at once.
 */
export const POPULAR_REFRESH_MS = 5_000;

/** `run` at once, then at most once per `ms`: a call within the window is run once, at its end. */
function throttle(run: () => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    run();
  };
  return {
    call: () => {
      if (timer) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    stop: () => timer && clearTimeout(timer),
  };
}

/**
 * Spec §7 realtime: a change refetches the viewer's own lists when the board is theirs, the popular list when
 * the board is public or on the list (`refreshPopular`, throttled), and the board where it is loaded only when
 * it left the viewer's sight: its new state comes in the `board` event that follows (applyBoardEvent).
 */
export function invalidateForChanges(
  queryClient: QueryClient,
  changes: ChangeEvent[],
  viewer: string | null,
  refreshPopular: () => void,
) {
  if (changes.length === 0) return Promise.resolve();
  const popularIds = new Set(
    queryClient
      .getQueriesData<{ id: string }[]>({ queryKey: boardKeys.popularAll })
      .flatMap(([, boards]) => boards?.map((board) => board.id) ?? []),
  );
  // A board that just left public view leaves the popular list: refetch it when it holds the board.
  if (changes.some((change) => change.is_public || popularIds.has(change.board_id))) {
    refreshPopular();
  }
  // A refetch already under way is not restarted by a later event of the same batch or the next.
  const options = { cancelRefetch: false };
  // The board itself comes in its `board` event (decision 069); only a board that left this viewer's sight
  // (made private, trashed, deleted: no document follows) is refetched, to drop it.
  const boards = new Set(
    changes
      .filter((change) => !change.is_public && change.owner_id !== viewer)
      .map((change) => change.board_id),
  );
  const own = viewer !== null && changes.some((change) => change.owner_id === viewer);
  return Promise.all([
    // The own list (and the sound pickers' list, kept under the same first key segment).
    own ? queryClient.invalidateQueries({ queryKey: boardKeys.list() }, options) : undefined,
    own
      ? queryClient.invalidateQueries({ queryKey: boardKeys.all, exact: true }, options)
      : undefined,
    ...[...boards].map((id) =>
      queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) }, options),
    ),
  ]);
}

/**
 * A `board` event (decision 069): the board as it now is, put in the cache of a viewer who has it loaded
 * (no request). The owner takes the owner's view only (the visitor view leaves out their soundless buttons);
 * `board_stale` (a document too big to send) refetches it once.
 */
export function applyBoardEvent(
  queryClient: QueryClient,
  event: RealtimePayload<'board'> | RealtimePayload<'board_stale'>,
  viewer: string | null,
) {
  const own = viewer !== null && event.owner_id === viewer;
  const key = boardKeys.detail(event.board_id);
  if (queryClient.getQueryData(key) === undefined) return;
  if (!('document' in event)) {
    void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
    return;
  }
  if (own !== (event.view === 'owner')) return;
  queryClient.setQueryData(key, event.document);
}

/**
 * Keeps board queries fresh from the page's realtime stream (`change`, `board`, `board_stale` and `resync`
 * handlers, decisions 046 and 069)
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
    const popular = throttle(
      () =>
        void queryClient.invalidateQueries(
          { queryKey: boardKeys.popularAll },
          { cancelRefetch: false },
        ),
      POPULAR_REFRESH_MS,
    );
    let batch: ChangeEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const changes = batch;
      batch = [];
      void invalidateForChanges(queryClient, changes, viewer, popular.call);
    };
    const unsubscribe = subscribeRealtime(viewer, {
      change: (change) => {
        // The echo of this tab's own write (other tabs and users still get theirs).
        if (change.owner_id === viewer && ownWrites.isEcho(change.board_id)) return;
        batch.push(change);
        timer ??= setTimeout(flush, REALTIME_BATCH_MS);
      },
      board: (event) => {
        if (event.owner_id === viewer && ownWrites.isEcho(event.board_id)) return;
        applyBoardEvent(queryClient, event, viewer);
      },
      board_stale: (event) => applyBoardEvent(queryClient, event, viewer),
      resync: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    });
    return () => {
      unsubscribe();
      ownWrites.stop();
      popular.stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, viewer]);
}
