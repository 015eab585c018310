import { useEffect, useRef } from 'react';
import { findHotkeyTarget, hotkeyContextAllowed, type HotkeyTarget } from './hotkey-rules.ts';

/**
 * Listens for hotkeys on the document while mounted: `onHotkey` on the key's press, `onRelease` when that key
 * is let go (decision 056: a hold button plays while its key is down). The release is found by the key's
 * `code`, so it comes even when a modifier was let go first or a dialog opened meanwhile; leaving the window
 * releases every held key, and letting Meta go releases what was pressed with it (macOS sends no keyup for a
 * key pressed with Command).
 */
export function useHotkeys<T extends HotkeyTarget>(
  targets: readonly T[],
  onHotkey: (target: T) => void,
  onRelease?: (target: T) => void,
) {
  const latest = useRef({ targets, onHotkey, onRelease });
  useEffect(() => {
    latest.current = { targets, onHotkey, onRelease };
  });
  useEffect(() => {
    const held = new Map<string, { target: T; meta: boolean }>();
    const release = (code: string) => {
      const press = held.get(code);
      if (!press) return;
      held.delete(code);
      latest.current.onRelease?.(press.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!hotkeyContextAllowed(event)) return;
      const target = findHotkeyTarget(latest.current.targets, event);
      if (!target) return;
      event.preventDefault();
      const code = event.code || event.key;
      release(code);
      held.set(code, { target, meta: event.metaKey });
      latest.current.onHotkey(target);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      release(event.code || event.key);
      if (event.key === 'Meta') {
        for (const [code, press] of held) if (press.meta) release(code);
      }
    };
    const releaseAll = () => {
      for (const code of [...held.keys()]) release(code);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', releaseAll);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', releaseAll);
    };
  }, []);
}
