import type { Board } from '#shared/schemas/board.ts';
import { useUpdateBoard } from '#web/features/boards/api/update-board.ts';
import { BoardAudioButton } from '#web/features/sound-controls/components/board-audio-button.tsx';

/**
 * The owner's Board audio button (decision 036), saving through the boards feature's request: sound-controls
 * imports no other feature. Only the board player imports it, so a visitor's board page carries neither
 * (decision 010).
 */
export function OwnerBoardAudio({ board }: { board: Board }) {
  const updateBoard = useUpdateBoard();
  return <BoardAudioButton board={board} updateBoard={updateBoard} />;
}
