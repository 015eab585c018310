import type { PressMode } from './press-modes.ts';

/** The button editor's press-mode control (decision 056). */
export const PRESS_MODE_MESSAGES = {
  legend: 'When pressed',
  labels: {
    toggle: 'Toggle',
    retrigger: 'Restart',
    hold: 'Hold',
  } satisfies Record<PressMode, string>,
  hints: {
    toggle: 'Press to play, press again to stop.',
    retrigger: 'Every press plays it again from the start.',
    hold: 'Plays while held down, stops on release. With Loop on, loops while held.',
  } satisfies Record<PressMode, string>,
} as const;
