import type { Board } from '#shared/schemas/board.ts';
import { useUpdateBoard } from '#web/features/boards/api/update-board.ts';
import { CompactViewLink } from '#web/features/compact-mode/components/compact-view-link.tsx';
import { MidiButton } from '#web/features/midi/components/midi-button.tsx';
import { BoardAudioButton } from '#web/features/sound-controls/components/board-audio-button.tsx';
import { OutputDeviceButton } from '#web/features/sound-controls/components/output-device-button.tsx';

/**
 * The board header's device controls (decision 045): the owner's Board audio on the player (it holds the
 * output device with the board's mode and volume) or Output device for everyone else, MIDI, and the link to
 * compact mode. The server draws the same markup from the controls' faces (web/ssr/render-first-content.tsx).
 */
export function BoardControls({
  board,
  audio,
}: {
  board: Board;
  audio: 'board-audio' | 'output-device';
}) {
  // Board audio saves through the boards feature's request (sound-controls imports no other feature).
  const updateBoard = useUpdateBoard();
  return (
    <>
      {audio === 'board-audio' ? (
        <BoardAudioButton board={board} updateBoard={updateBoard} />
      ) : (
        <OutputDeviceButton />
      )}
      <MidiButton boardId={board.id} buttons={board.soundboard_buttons} />
      <CompactViewLink boardId={board.id} />
    </>
  );
}
