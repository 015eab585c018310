/** What a pad sends: the pointer's down and up (the button's press mode decides), or a tap. */
export type PadAction = 'down' | 'up' | 'tap';

/** Whether a pointer holds the pad: kept by the pad for its life, so a re-render keeps the hold. */
export interface PadState {
  held: boolean;
}

/**
 * One pad's press on the phone (decision 060): a pointer (touch, mouse, pen) sends `down` when it goes down
 * and `up` once when it lets go, leaves or is cancelled, so a hold button plays while the finger stays; a click
 * with no pointer behind it (Enter or Space on the focused pad, a screen reader's activation: detail 0) is a
 * `tap`, which the player turns into the press mode's tap.
 */
export function padPress(send: (action: PadAction) => void, state: PadState = { held: false }) {
  return {
    pointerDown: (event: { button: number; isPrimary: boolean }) => {
      if (event.button !== 0 || !event.isPrimary || state.held) return;
      state.held = true;
      send('down');
    },
    release: () => {
      if (!state.held) return;
      state.held = false;
      send('up');
    },
    click: (event: { detail: number }) => {
      if (event.detail === 0) send('tap');
    },
  };
}
