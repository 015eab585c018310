import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAddButton } from '#web/features/boards/api/add-button.ts';
import type { BoardButtonTileProps } from './board-button-tile.tsx';
import { useOwnerButtonActions } from './owner-button-actions.tsx';
import { SharedBoardContent } from './shared-board-content.tsx';

interface OwnerSharedBoardProps {
  board: Board;
  onBack: (event: React.MouseEvent) => void;
  tileProps: (button: BoardButton) => Partial<BoardButtonTileProps>;
  likeControl?: React.ReactNode;
  controls?: React.ReactNode;
}

/** The owner's /board/{id}: every button, Add Button and the tile actions (loaded only for the owner). */
export default function OwnerSharedBoard({
  board,
  onBack,
  tileProps,
  likeControl,
  controls,
}: OwnerSharedBoardProps) {
  const addButton = useAddButton();
  const owner = useOwnerButtonActions(board);
  const add = async () => {
    try {
      await addButton.mutateAsync({ boardId: board.id });
    } catch (error) {
      toast.error(
        `${BOARD_MESSAGES.buttonAddFailed} ${error instanceof Error ? error.message : ''}`,
      );
    }
  };
  return (
    <>
      <SharedBoardContent
        board={board}
        isOwner
        onBack={onBack}
        likeControl={likeControl}
        controls={controls}
        headerAction={
          <Button onClick={() => void add()} disabled={addButton.isPending}>
            <Plus aria-hidden /> {BOARD_MESSAGES.addButton}
          </Button>
        }
        onEdit={owner.onEdit}
        onDelete={owner.onDelete}
        onAddSound={owner.onAddSound}
        tileProps={(button) => ({ ...tileProps(button), onAddSound: owner.onAddSound })}
      />
      {owner.dialogs}
    </>
  );
}
