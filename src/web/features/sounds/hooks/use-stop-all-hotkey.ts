import { useEffect } from 'react';
import { DEFAULT_STOP_ALL_KEY } from '#shared/sound-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { hotkeyAllowed } from '#web/lib/hotkey-rules.ts';

/** Open pickers (a listbox, a select's popover) also keep Escape for themselves. */
const PICKER_SELECTOR = '[role="listbox"], [data-radix-popper-content-wrapper]';

/**
 * Decision 036: the board's stop-all key stops every sound. Escape (the default) only when no dialog, menu
 * or picker is open, since it closes those; a character key under the same rules as button hotkeys.
 */
export function stopAllKeyMatches(event: KeyboardEvent, key: string, root: Document = document) {
  if (key === DEFAULT_STOP_ALL_KEY) {
    if (event.key !== 'Escape' || event.repeat || event.defaultPrevented) return false;
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const blocked = '[role="dialog"], [role="alertdialog"], [role="menu"], [aria-modal="true"]';
    return root.querySelector(`${blocked}, ${PICKER_SELECTOR}, [data-blocks-hotkeys]`) === null;
  }
  return (
    hotkeyAllowed(event, root) &&
    root.querySelector(PICKER_SELECTOR) === null &&
    event.key.toUpperCase() === key.toUpperCase()
  );
}

/** Listens for the stop-all key while a board is open (null: no board yet). */
export function useStopAllHotkey(key: string | null, engine: PlaybackEngine) {
  useEffect(() => {
    if (!key) return;
    const listener = (event: KeyboardEvent) => {
      if (!stopAllKeyMatches(event, key)) return;
      const { playingIds, loadingIds } = engine.getSnapshot();
      if (playingIds.length === 0 && loadingIds.length === 0) return;
      event.preventDefault();
      engine.stop();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [key, engine]);
}
