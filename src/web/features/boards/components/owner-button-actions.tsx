import { useState } from 'react';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { useButtonDialogs } from './use-button-dialogs.tsx';

/**
 * The owner's button actions outside the player (the shared view /board/{id}): Add Sound
 * or Change sound opens the assign-sound drawer, Edit the button editor, Delete asks first. Returns the
 * handlers for the grid and the dialogs to render.
 */
export function useOwnerButtonActions(board: Board | undefined) {
  const [assigning, setAssigning] = useState<BoardButton | null>(null);
  const buttonDialogs = useButtonDialogs(board);

  const dialogs = board ? (
    <>
      {buttonDialogs.dialogs}
      <FeatureSlot
        name="AssignSoundDrawer"
        boardId={board.id}
        button={assigning}
        isOwner
        open={assigning !== null}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </>
  ) : null;

  return {
    onEdit: buttonDialogs.openEditor,
    onDelete: buttonDialogs.requestDelete,
    onAddSound: setAssigning,
    dialogs,
  };
}
