import { useQueryClient } from '@tanstack/react-query';
import type { RealtimePayload } from '#shared/events.ts';
import { useRealtimeEvents } from '#web/lib/use-realtime-events.ts';
import { liveStateKey } from '../api/live-state.ts';

/**
 * The board's live state is refetched when its owner goes live or ends (`live_started`, `live_ended` on the
 * page's realtime stream, decision 046): an open page shows "Listen live" without polling.
 */
export function useLiveAnnouncements(boardId: string) {
  const queryClient = useQueryClient();
  const refresh = (event: RealtimePayload<'live_started'>) => {
    if (event.board_id !== boardId) return;
    void queryClient.invalidateQueries(
      { queryKey: liveStateKey(boardId) },
      { cancelRefetch: false },
    );
  };
  useRealtimeEvents({ live_started: refresh, live_ended: refresh });
}
