import { useEffect, useRef } from 'react';
import { buttonsPressedEarly, takeEarlyPresses } from '../early-presses.ts';

interface PressableButton {
  id: string;
  hotkey: string | null;
  sound: { url: string | null } | null;
}

/**
 * Plays what was pressed on the server's HTML before the app took over (decision 039), once the board's
 * buttons are at hand: as a press made while the sound still loads.
 */
export function usePlayEarlyPresses<T extends PressableButton>(
  buttons: readonly T[] | undefined,
  play: (button: T) => void,
) {
  const latest = useRef({ buttons, play });
  useEffect(() => {
    latest.current = { buttons, play };
  });
  const ready = buttons !== undefined;
  useEffect(() => {
    const { buttons: current, play: playNow } = latest.current;
    if (!ready || !current) return;
    for (const button of buttonsPressedEarly(current, takeEarlyPresses())) playNow(button);
  }, [ready]);
}
