import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { LIVE_BEAT_MS, LIVE_MESSAGES, livePath, type LivePress } from '#shared/live.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { apiRequest, apiResponse } from '#web/lib/api/request.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { liveStateKey } from '../api/live-state.ts';

function sendPress(boardId: string, press: LivePress) {
  void apiResponse(`${livePath(boardId)}/presses`, {
    method: 'POST',
    json: press,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The owner's side of a live session: start (PUT, then a beat every LIVE_BEAT_MS), end (DELETE, also when
 * the page goes away), and relay each press after its sound has started (never before: the owner's own
 * press latency stays what it is).
 */
export function useLiveBroadcast(boardId: string, engine: PlaybackEngine) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const liveRef = useRef(false);

  useEffect(() => {
    liveRef.current = live;
    if (!live) return;
    const beat = setInterval(
      () => void apiRequest(livePath(boardId), { method: 'PUT' }).catch(() => undefined),
      LIVE_BEAT_MS,
    );
    const end = () =>
      void apiResponse(livePath(boardId), { method: 'DELETE', keepalive: true }).catch(
        () => undefined,
      );
    window.addEventListener('pagehide', end);
    return () => {
      clearInterval(beat);
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [live, boardId]);

  // What the owner stops (a second press, Stop All) stops at the listeners too; sounds that end by themselves
  // end there as well. A looped sound would otherwise play on at every listener.
  useEffect(() => {
    if (!live) return;
    return engine.onStopped((ids) => {
      for (const id of ids) sendPress(boardId, { button_id: id, action: 'stop' });
    });
  }, [live, boardId, engine]);

  const setLiveOn = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await apiRequest(livePath(boardId), { method: 'PUT' });
      setLive(on); // turning off: the effect's cleanup sends the DELETE
      queryClient.setQueryData(liveStateKey(boardId), { live: on });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : LIVE_MESSAGES.startFailed);
    } finally {
      setBusy(false);
    }
  };

  /** Wraps the board's play function: plays, then tells the listeners. */
  const relay = useCallback(
    (play: (button: BoardButton) => void) => (button: BoardButton) => {
      const starts = !engine.buttonStatus(button.id).playing;
      play(button);
      // A press that stops is relayed by the engine's stop notice (above).
      if (liveRef.current && starts) sendPress(boardId, { button_id: button.id, action: 'play' });
    },
    [boardId, engine],
  );

  return { live, busy, setLive: (on: boolean) => void setLiveOn(on), relay };
}
