import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';

/** The parts of a board button playback reads (a BoardButton fits). */
export interface PlayableButton {
  id: string;
  sound: { url: string | null } | null;
}

export interface ButtonPlaybackStatus {
  playing: boolean;
  loading: boolean;
  /** 0–100 while this button plays, else 0. */
  progress: number;
}

/**
 * Board playback (spec §4): when a board opens its sounds are fetched (cache first) and decoded ahead, so a
 * press starts without a network round trip. Buttons play one at a time through the app's one engine, keyed
 * by button (the same sound on two buttons shows progress only on the one pressed). Leaving the board stops
 * its sound.
 */
export function useBoardPlayback(
  board: { soundboard_buttons: readonly PlayableButton[] } | null | undefined,
  engine: PlaybackEngine = getPlaybackEngine(),
) {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot);
  const buttons = useMemo(() => board?.soundboard_buttons ?? [], [board]);
  const urls = buttons.flatMap((button) => (button.sound?.url ? [button.sound.url] : []));
  const preloadKey = [...new Set(urls)].sort().join('\n');
  const buttonKey = buttons.map((button) => button.id).join('\n');

  useEffect(() => {
    if (preloadKey) void engine.preload(preloadKey.split('\n'));
  }, [engine, preloadKey]);

  // Leaving the board (unmount) stops its sound; a changed button list while it plays does not.
  const buttonIds = useRef<string[]>([]);
  useEffect(() => {
    buttonIds.current = buttonKey.split('\n');
  }, [buttonKey]);
  useEffect(
    () => () => {
      const ids = new Set(buttonIds.current);
      const { playingId, loadingId } = engine.getSnapshot();
      if ((playingId && ids.has(playingId)) || (loadingId && ids.has(loadingId))) engine.stop();
    },
    [engine],
  );

  const toggle = useCallback(
    (button: PlayableButton) =>
      engine.toggle(button.sound ? { id: button.id, url: button.sound.url } : null),
    [engine],
  );

  const statusOf = useCallback(
    (buttonId: string): ButtonPlaybackStatus => {
      const playing = snapshot.playingId === buttonId;
      return {
        playing,
        loading: snapshot.loadingId === buttonId,
        progress: playing ? snapshot.progress : 0,
      };
    },
    [snapshot],
  );

  return { toggle, statusOf, cacheState: snapshot.cacheState };
}
