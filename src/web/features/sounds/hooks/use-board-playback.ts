import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ButtonStatus, PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { noticeMissingOutput } from '#web/lib/audio/output-device.ts';
import { getPlaybackEngine } from '#web/lib/audio/use-playback.ts';
import { whenIdle } from '#web/lib/when-idle.ts';
import { DEFAULT_PLAY_MODE, DEFAULT_STOP_ALL_KEY } from '#shared/sound-controls.ts';
import {
  boardAudioSettings,
  pressBoardButton,
  type BoardAudio,
  type PlayableButton,
} from '../counted-press.ts';
import { useStopAllHotkey } from './use-stop-all-hotkey.ts';

export type ButtonPlaybackStatus = ButtonStatus;
export type { PlayableButton };

/** Without a laid-out grid (or before layout), this many first buttons count as on screen. */
const ASSUMED_VISIBLE = 12;

/** A pointer over the page or a key: the user is about to press (the context is made before the press). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;

/** The sounds of the tiles on screen first, then the rest (decision 010: visible tiles' audio first). */
function splitByVisibility(buttons: readonly PlayableButton[]) {
  const onScreen = new Set<string>();
  if (typeof document !== 'undefined') {
    for (const tile of document.querySelectorAll('[data-tile-id]')) {
      const rect = tile.getBoundingClientRect();
      if (rect.bottom > 0 && rect.top < window.innerHeight && rect.height > 0) {
        onScreen.add(tile.getAttribute('data-tile-id') ?? '');
      }
    }
  }
  const visible = (button: PlayableButton, index: number) =>
    onScreen.size > 0 ? onScreen.has(button.id) : index < ASSUMED_VISIBLE;
  const first: string[] = [];
  const later: string[] = [];
  buttons.forEach((button, index) => {
    const url = button.sound?.url;
    if (url) (visible(button, index) ? first : later).push(url);
  });
  return { first: [...new Set(first)], later: [...new Set(later)] };
}

/**
 * Board playback (spec §4): when a board opens its sounds are fetched (cache first) and decoded ahead, so a
 * press starts without a network round trip — after the first paint, the tiles on screen first, the others
 * while the browser is idle. The board does not re-render on playback changes: each tile subscribes to its
 * own status (useButtonStatus), and `statusOf` reads the engine's current state. Buttons play one at a time through the app's one engine, keyed
 * by button (the same sound on two buttons shows progress only on the one pressed). Leaving the board stops
 * its sound.
 */
export function useBoardPlayback(
  board: BoardAudio | null | undefined,
  engine: PlaybackEngine = getPlaybackEngine(),
) {
  const { playMode, masterVolume } = boardAudioSettings(board);
  // The board's mode and master volume hold while it is open; the library plays at full volume, one at a time.
  useEffect(() => {
    engine.setMode(playMode);
    engine.setMasterVolume(masterVolume);
  }, [engine, playMode, masterVolume]);
  useEffect(
    () => () => {
      engine.setMode(DEFAULT_PLAY_MODE);
      engine.setMasterVolume(1);
    },
    [engine],
  );
  useStopAllHotkey(board ? (board.stop_all_key ?? DEFAULT_STOP_ALL_KEY) : null, engine);

  const buttons = useMemo(() => board?.soundboard_buttons ?? [], [board]);
  const urls = buttons.flatMap((button) => (button.sound?.url ? [button.sound.url] : []));
  const preloadKey = [...new Set(urls)].sort().join('\n');
  const buttonKey = buttons.map((button) => button.id).join('\n');

  const latestButtons = useRef(buttons);
  useEffect(() => {
    latestButtons.current = buttons;
  });
  useEffect(() => {
    if (!preloadKey) return;
    // Once the tiles are laid out and painted and the browser is idle (not in the frame that lays them out:
    // one long task less on load): which tiles are on screen decides the order.
    return whenIdle(() => {
      const { first, later } = splitByVisibility(latestButtons.current);
      void engine.preload(first, later);
    });
  }, [engine, preloadKey]);

  // The playback context (its audio output) is made when the user reaches for the page, not on load.
  useEffect(() => {
    const warmUp = () => {
      engine.warmUp();
      // The remembered output may be gone: say so before the first sound goes to the default.
      noticeMissingOutput();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, warmUp, true);
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, warmUp, { capture: true, passive: true });
    }
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, warmUp, true);
    };
  }, [engine]);

  // Leaving the board (unmount) stops its sound; a changed button list while it plays does not.
  const buttonIds = useRef<string[]>([]);
  useEffect(() => {
    buttonIds.current = buttonKey.split('\n');
  }, [buttonKey]);
  useEffect(
    () => () => {
      const ids = new Set(buttonIds.current);
      const { playingIds, loadingIds } = engine.getSnapshot();
      if ([...playingIds, ...loadingIds].some((id) => ids.has(id))) engine.stop();
    },
    [engine],
  );

  const toggle = useCallback(
    (button: PlayableButton) => pressBoardButton(engine, button),
    [engine],
  );

  const statusOf = useCallback((buttonId: string) => engine.buttonStatus(buttonId), [engine]);
  const cancel = useCallback((button: PlayableButton) => engine.stopIfPlaying(button.id), [engine]);

  return { toggle, cancel, statusOf, engine };
}
