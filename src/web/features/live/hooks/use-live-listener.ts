import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { livePath, type LivePressEvent, type LiveState } from '#shared/live.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { playControlsOf } from '#web/lib/audio/play-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { startRealtime } from '#web/lib/realtime-client.ts';
import { liveStateKey } from '../api/live-state.ts';
import { livePressOrder } from './press-order.ts';
import { sessionSounds } from './session-sounds.ts';

export type ListenState = 'off' | 'listening' | 'ended';

/**
 * A viewer's side: "Listen live" is the gesture that lets the page play sound; the board's sounds are
 * decoded ahead, and each press the owner makes plays here as it arrives on the live stream (the board's
 * topic on the realtime bus, its own stream because only listeners take it: decision 046).
 */
export function useLiveListener(
  boardId: string,
  buttons: readonly BoardButton[],
  engine: PlaybackEngine,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ListenState>('off');
  const latestButtons = useRef(buttons);
  useEffect(() => {
    latestButtons.current = buttons;
  });

  useEffect(() => {
    if (state !== 'listening') return;
    const urls = latestButtons.current.flatMap((b) => (b.sound?.url ? [b.sound.url] : []));
    void engine.preload(urls);
    // The stream's first state may still say "not live" when it opened just as the session started.
    let seenLive = false;
    const started = sessionSounds(engine);
    const order = livePressOrder();
    const onPress = (press: LivePressEvent) => {
      const button = latestButtons.current.find((b) => b.id === press.button_id);
      if (!button?.sound) return;
      const status = engine.buttonStatus(button.id);
      const decision = order.decide(press, status.playing || status.loading);
      if (decision === 'ignore') return;
      if (decision !== 'play') engine.stopIfPlaying(button.id); // a stop, or a restart's first half
      if (decision === 'stop') return;
      void engine.toggle({
        id: button.id,
        url: button.sound.url,
        controls: playControlsOf(button),
      });
      started.started(button.id);
    };
    const onState = ({ live }: LiveState) => {
      if (live) seenLive = true;
      else if (seenLive) {
        // The session ended (End live, or the owner's page went quiet, decision 053): what it started stops
        // here, and the page stops showing the board live even if it missed the `live_ended` announcement.
        started.stopAll();
        queryClient.setQueryData<LiveState>(liveStateKey(boardId), { live: false });
        setState('ended');
      }
    };
    const stop = startRealtime(
      { press: onPress, state: onState },
      { url: `${livePath(boardId)}/stream` },
    );
    return () => {
      stop();
      // Stop listening (or leaving the board) leaves the session: its sounds stop with it.
      started.stopAll();
    };
  }, [state, boardId, engine, queryClient]);

  return {
    state,
    start: () => {
      engine.warmUp(); // inside the tap: the browser allows the audio context to run
      setState('listening');
    },
    stop: () => setState('off'),
  };
}
