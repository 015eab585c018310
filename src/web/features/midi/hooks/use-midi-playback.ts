import { useEffect, useRef } from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { midiEnabledHere, midiStore } from '../midi-access.ts';
import { readNoteMap } from '../midi-mappings.ts';

/** While a note is being learnt (the MIDI dialog), notes map instead of playing. */
export const midiLearning = { active: false };

/**
 * Plays the board's buttons from their mapped notes. Connects by itself on a device where MIDI was turned on
 * before (the browser remembers the permission); otherwise only once the user opens the MIDI dialog.
 */
export function useMidiPlayback(
  boardId: string | undefined,
  buttons: readonly BoardButton[] | undefined,
  play: (button: BoardButton) => void,
) {
  const latest = useRef({ boardId, buttons, play });
  useEffect(() => {
    latest.current = { boardId, buttons, play };
  });

  useEffect(() => {
    if (midiEnabledHere()) void midiStore.connect();
    return midiStore.onNote(({ controller, note }) => {
      const { boardId: id, buttons: list, play: press } = latest.current;
      if (!id || midiLearning.active) return;
      const buttonId = readNoteMap(controller, id)[String(note)];
      const button = list?.find((b) => b.id === buttonId);
      if (button && hasPlayableSound(button)) press(button);
    });
  }, []);
}
