import { SlidersHorizontal } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Board, BoardUpdate } from '#shared/schemas/board.ts';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { Save } from '../save.ts';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

// The dialog's code loads on the click: the board page itself carries only this button.
const BoardAudioDialog = lazyWhenOnline(() => import('./board-audio-dialog.tsx'));

/** The owner's "Board audio" button beside the board's title (decision 036); the board's save is handed in. */
export function BoardAudioButton({
  board,
  updateBoard,
}: {
  board: Board;
  updateBoard: Save<{ boardId: string; updates: BoardUpdate }>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="icon"
        aria-label={M.boardAudio}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BoardAudioDialog
            board={board}
            updateBoard={updateBoard}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
