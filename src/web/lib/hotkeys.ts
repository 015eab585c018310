import { useEffect, useRef } from 'react';
import { findHotkeyTarget, hotkeyAllowed, type HotkeyTarget } from './hotkey-rules.ts';

/** Listens for hotkeys on the document while mounted. */
export function useHotkeys<T extends HotkeyTarget>(
  targets: readonly T[],
  onHotkey: (target: T) => void,
) {
  const latest = useRef({ targets, onHotkey });
  useEffect(() => {
    latest.current = { targets, onHotkey };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!hotkeyAllowed(event)) return;
      const target = findHotkeyTarget(latest.current.targets, event.key);
      if (!target) return;
      event.preventDefault();
      latest.current.onHotkey(target);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
