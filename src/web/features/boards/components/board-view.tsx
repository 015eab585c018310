import { FolderPlus, SquarePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { useAddButton } from '#web/features/boards/api/add-button.ts';
import { useReorderButtons } from '#web/features/boards/api/reorder-buttons.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import type { BoardButtonTileProps } from './board-button-tile.tsx';
import { BoardHeader } from './board-header.tsx';
import { ButtonGrid } from './button-grid.tsx';
import { CreateBoardDialog } from './create-board-dialog.tsx';
import { EditBoardDrawer } from './edit-board-drawer.tsx';
import { FloatingActionMenu, type FloatingAction } from './floating-action-menu.tsx';
import { OwnerHint } from './owner-hint.tsx';
import { ShareDialog } from './share-dialog.tsx';
import {
  BOARD_PLAYER_PAGE_CLASS,
  BOARD_SURFACE_CLASS,
  BOARD_SURFACE_FIT_CLASS,
} from './tile-styles.ts';
import { useButtonDialogs } from './use-button-dialogs.tsx';

interface BoardViewProps {
  board: Board;
  isOwner: boolean;
  signedIn: boolean;
  selector?: ReactNode;
  /** Live mode's control, in the header (features/live). */
  liveControl?: ReactNode;
  /** The header's device controls (web/app/board-instrument/board-controls.tsx). */
  controls?: ReactNode;
  /** The like control on a public board (the likes feature, through a slot drawn in web/app). */
  likeControl?: ReactNode;
  /** Stop All, in the board bar (the board instrument's, decision 049). */
  stopAll?: ReactNode;
  /** Extra floating actions (Record, Sounds) from the sounds feature. */
  extraActions?: FloatingAction[];
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One board in the player: header, grid, floating actions and every dialog of the board. */
export function BoardView({
  board,
  isOwner,
  signedIn,
  selector,
  liveControl,
  controls,
  likeControl,
  stopAll,
  extraActions = [],
  tileProps,
}: BoardViewProps) {
  const navigate = useNavigate();
  const [arranging, setArranging] = useState(false);
  // Decision 049: a board with sounds opens to play; a board without (a new one) opens in edit mode for its
  // owner. Others only play. Remembered nowhere: every visit starts by the same rule.
  const [editing, setEditing] = useState(
    () => isOwner && !board.soundboard_buttons.some(hasPlayableSound),
  );
  const toggleEditing = () => {
    setEditing((value) => !value);
    setArranging(false);
  };
  const [dialog, setDialog] = useState<'share' | 'edit' | 'create' | null>(null);
  const addButton = useAddButton();
  const reorder = useReorderButtons();
  const buttonDialogs = useButtonDialogs(board);
  const add = async () => {
    if (!signedIn) return void navigate(ROUTES.auth);
    try {
      await addButton.mutateAsync({ boardId: board.id });
    } catch (error) {
      toast.error(`${BOARD_MESSAGES.buttonAddFailed} ${errorText(error)}`);
    }
  };

  const actions: FloatingAction[] = [
    ...(isOwner || !signedIn
      ? [{ label: BOARD_MESSAGES.addButton, icon: SquarePlus, onSelect: () => void add() }]
      : []),
    ...extraActions,
    {
      label: BOARD_MESSAGES.newBoard,
      icon: FolderPlus,
      onSelect: () => (signedIn ? setDialog('create') : void navigate(ROUTES.auth)),
    },
  ];

  return (
    <div className={BOARD_PLAYER_PAGE_CLASS}>
      <BoardHeader
        board={board}
        isOwner={isOwner}
        editing={isOwner && editing}
        onToggleEditing={toggleEditing}
        arranging={arranging}
        onToggleArrange={() => setArranging((value) => !value)}
        onEdit={() => setDialog('edit')}
        onShare={() => setDialog('share')}
        selector={selector}
        liveControl={liveControl}
        controls={controls}
        likeControl={likeControl}
        stopAll={stopAll}
      />
      <div
        data-testid="board-surface"
        // Rearrange mode disables play, so hotkeys too (src/web/lib/hotkeys.ts).
        data-blocks-hotkeys={arranging || undefined}
        className={`${BOARD_SURFACE_CLASS} ${BOARD_SURFACE_FIT_CLASS}`}
        style={backgroundStyle(board.background_image_url, board.background_settings)}
      >
        <ButtonGrid
          board={board}
          isOwner={isOwner}
          arranging={arranging}
          editing={isOwner && editing}
          onReorder={(ids) => reorder.mutate({ boardId: board.id, ids })}
          onAddButton={() => void add()}
          addingButton={addButton.isPending}
          onEdit={buttonDialogs.openEditor}
          onDelete={buttonDialogs.requestDelete}
          onAddSound={buttonDialogs.openEditor}
          tileProps={tileProps}
        />
        {!isOwner && !board.soundboard_buttons.some(hasPlayableSound) && (
          <p className="py-10 text-center text-ink-muted">This board has no sounds yet.</p>
        )}
      </div>
      {isOwner && editing && <OwnerHint />}
      <FloatingActionMenu actions={actions} />
      {buttonDialogs.dialogs}
      {isOwner && (
        <>
          <ShareDialog
            board={board}
            open={dialog === 'share'}
            onOpenChange={(o) => setDialog(o ? 'share' : null)}
          />
          <EditBoardDrawer
            board={board}
            open={dialog === 'edit'}
            onOpenChange={(o) => setDialog(o ? 'edit' : null)}
          />
        </>
      )}
      <CreateBoardDialog
        open={dialog === 'create'}
        onOpenChange={(o) => setDialog(o ? 'create' : null)}
      />
    </div>
  );
}
