import { useEffect, useRef } from 'react';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { midiEnabledHere, midiStore, type MidiNote } from '../midi-access.ts';
import { readNoteMap } from '../midi-mappings.ts';

/** While a note is being learnt (the MIDI dialog), notes map instead of playing. */
export const midiLearning = { active: false };

/**
 * Plays the board's buttons from their mapped notes: a Note On presses, its Note Off lets go (a hold button
 * plays while the pad is down, decision 056). Connects by itself on a device where MIDI was turned on
 * before (the browser remembers the permission); otherwise only once the user opens the MIDI dialog.
 */
export function useMidiPlayback(
  boardId: string | undefined,
  buttons: readonly BoardButton[] | undefined,
  play: (button: BoardButton) => void,
  release?: (button: BoardButton) => void,
) {
  const latest = useRef({ boardId, buttons, play, release });
  useEffect(() => {
    latest.current = { boardId, buttons, play, release };
  });

  useEffect(() => {
    if (midiEnabledHere()) void midiStore.connect();
    const mapped = ({ controller, note }: MidiNote) => {
      const { boardId: id, buttons: list } = latest.current;
      if (!id || midiLearning.active) return null;
      const buttonId = readNoteMap(controller, id)[String(note)];
      const button = list?.find((b) => b.id === buttonId);
      return button && hasPlayableSound(button) ? button : null;
    };
    const stopNotes = midiStore.onNote((note) => {
      const button = mapped(note);
      if (button) latest.current.play(button);
    });
    const stopNotesOff = midiStore.onNoteOff((note) => {
      const button = mapped(note);
      if (button) latest.current.release?.(button);
    });
    return () => {
      stopNotes();
      stopNotesOff();
    };
  }, []);
}
