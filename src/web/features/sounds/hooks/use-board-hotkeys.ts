import { useMemo } from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { useHotkeys } from '#web/lib/hotkeys.ts';

/** The parts of a board button its hotkey reads (a BoardButton fits). */
export interface HotkeyButton {
  hotkey: string | null;
  sound: { url: string | null } | null;
}

/**
 * Hotkeys of a board, on the player and on the public view, for visitors too (spec §5): case-insensitive,
 * only buttons with a playable sound (not one in the trash), ignored while a dialog, drawer or editor is open or focus is in a text field.
 */
export function useBoardHotkeys<T extends HotkeyButton>(
  buttons: readonly T[] | null | undefined,
  onPress: (button: T) => void,
  /** The hotkey let go (a hold button stops, decision 056). */
  onRelease?: (button: T) => void,
) {
  const targets = useMemo(
    () =>
      (buttons ?? []).map((button) => ({
        button,
        hotkey: button.hotkey,
        hasSound: hasPlayableSound(button),
      })),
    [buttons],
  );
  useHotkeys(
    targets,
    (target) => onPress(target.button),
    (target) => onRelease?.(target.button),
  );
}
