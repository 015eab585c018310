import type { ReactNode } from 'react';
import type { Board } from '#shared/schemas/board.ts';
import { CompactViewLink } from '#web/features/compact-mode/components/compact-view-link.tsx';
import { MidiButton } from '#web/features/midi/components/midi-button.tsx';
import { OutputDeviceButton } from '#web/features/sound-controls/components/output-device-button.tsx';

/**
 * The board header's device controls (decision 045): the owner's Board audio on the player (handed in as
 * `audio`: owner-board-audio.tsx, it holds the output device with the board's mode and volume) or Output
 * device for everyone else, MIDI, and the link to compact mode. The server draws the same markup from the
 * controls' faces (web/ssr/render-first-content.tsx).
 */
export function BoardControls({ board, audio }: { board: Board; audio?: ReactNode }) {
  return (
    <>
      {audio ?? <OutputDeviceButton />}
      <MidiButton boardId={board.id} buttons={board.soundboard_buttons} />
      <CompactViewLink boardId={board.id} />
    </>
  );
}
