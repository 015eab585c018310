import { DEFAULT_PRESS_MODE, type PressMode } from '#shared/press-modes.ts';
import type { PlaybackEngine } from './playback-engine.ts';

/** The parts of a button its press mode reads (a BoardButton fits; boards cached before have no mode). */
export interface PressModeButton {
  id: string;
  press_mode?: PressMode;
}

/**
 * A button's press, down and up, for every way to press it: a tile (pointer, Enter, Space), its hotkey, a MIDI
 * note (on and off), and live listeners through the owner's relay. Shared by the board instrument and the
 * tile, so every input presses by the same rule (decision 056).
 */
export interface ButtonPress<T extends PressModeButton> {
  /** Pressed down: toggle starts or stops, retrigger plays again from the start, hold starts. */
  down: (button: T) => void;
  /** Let go: hold stops; toggle and retrigger do nothing. */
  up: (button: T) => void;
  /**
   * A press without a release to wait for (a screen reader's click, a press made before the app took over):
   * hold acts as toggle, the others as a press down.
   */
  tap: (button: T) => void;
}

const modeOf = (button: PressModeButton): PressMode => button.press_mode ?? DEFAULT_PRESS_MODE;

/**
 * Press modes on the engine's public API (decision 056). `start` is the board's own toggle (it counts the play
 * and, for the owner live, relays it), so a restart is "stop, then toggle", and live listeners hear a stop
 * and a play: what they already understand.
 */
export function pressModes<T extends PressModeButton>(
  engine: Pick<PlaybackEngine, 'buttonStatus' | 'stopIfPlaying'>,
  start: (button: T) => void,
): ButtonPress<T> {
  const active = (button: T) => {
    const status = engine.buttonStatus(button.id);
    return status.playing || status.loading;
  };
  const down = (button: T) => {
    switch (modeOf(button)) {
      case 'toggle':
        return start(button);
      case 'retrigger':
        engine.stopIfPlaying(button.id);
        return start(button);
      case 'hold':
        // Held by two inputs at once (a key and a pointer) it starts once; the first release stops it.
        if (!active(button)) start(button);
        return;
    }
  };
  return {
    down,
    up: (button) => {
      if (modeOf(button) === 'hold') engine.stopIfPlaying(button.id);
    },
    tap: (button) => (modeOf(button) === 'hold' ? start(button) : down(button)),
  };
}
