import { useEffect, useRef } from 'react';
import {
  answerLateEarlyPresses,
  buttonsPressedEarly,
  takeEarlyPresses,
  type EarlyPress,
} from '../early-presses.ts';

interface PressableButton {
  id: string;
  hotkey: string | null;
  sound: { url: string | null } | null;
}

/**
 * Plays what was pressed on the server's HTML before the app took over (decision 039), once the board's
 * buttons are at hand: as a press made while the sound still loads. A press the page's early player hands
 * over later (its code failed to load) plays as it comes, while this board view is there (decision 075).
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
    if (!ready) return;
    const playPresses = (presses: readonly EarlyPress[]) => {
      const { buttons: current, play: playNow } = latest.current;
      if (!current) return;
      for (const button of buttonsPressedEarly(current, presses)) playNow(button);
    };
    playPresses(takeEarlyPresses());
    return answerLateEarlyPresses((press) => playPresses([press]));
  }, [ready]);
}
