import { useEffect, useRef, useState } from 'react';
import { livePath, type LivePressEvent, type LiveState } from '#shared/live.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { playControlsOf } from '#web/lib/audio/play-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { startRealtime } from '#web/lib/realtime-client.ts';

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
    const onPress = (press: LivePressEvent) => {
      const button = latestButtons.current.find((b) => b.id === press.button_id);
      if (!button?.sound) return;
      if (press.action === 'stop') return engine.stopIfPlaying(button.id);
      if (!engine.buttonStatus(button.id).playing) {
        void engine.toggle({
          id: button.id,
          url: button.sound.url,
          controls: playControlsOf(button),
        });
      }
    };
    const onState = ({ live }: LiveState) => {
      if (live) seenLive = true;
      else if (seenLive) setState('ended');
    };
    return startRealtime(
      { press: onPress, state: onState },
      { url: `${livePath(boardId)}/stream` },
    );
  }, [state, boardId, engine]);

  return {
    state,
    start: () => {
      engine.warmUp(); // inside the tap: the browser allows the audio context to run
      setState('listening');
    },
    stop: () => setState('off'),
  };
}
