import { LayoutGrid, Plus } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board } from '#shared/schemas/board.ts';
import { TrashLink } from '#web/components/layout/trash-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { useBoards } from '#web/features/boards/api/get-boards.ts';
import { useTrashBoard } from '#web/features/boards/api/trash-board.ts';
import { BoardCard } from './board-card.tsx';
import { CreateBoardDialog } from './create-board-dialog.tsx';
import { EditBoardDrawer } from './edit-board-drawer.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';

interface MyBoardsViewProps {
  /** Opens the create dialog by itself when the user has no boards. */
  autoOpenCreate?: boolean;
  /** Shown above the user's boards (the Popular Boards strip on the home page). */
  before?: ReactNode;
}

/** The user's boards: grid 1 / 3 / 6 columns, Create Board, share, edit, delete to trash. */
export function MyBoardsView({ autoOpenCreate = false, before }: MyBoardsViewProps) {
  const boards = useBoards();
  const trash = useTrashBoard();
  const [createChoice, setCreating] = useState<boolean | null>(null);
  const [sharing, setSharing] = useState<Board | null>(null);
  const [editing, setEditing] = useState<Board | null>(null);
  const [deleting, setDeleting] = useState<Board | null>(null);
  const empty = boards.isSuccess && boards.data.length === 0;

  // With no boards, the create dialog opens by itself (spec §4) until the user closes it.
  const creating = createChoice ?? (autoOpenCreate && empty);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await trash.mutateAsync(deleting.id);
      toast.success(BOARD_MESSAGES.movedToTrash);
      setDeleting(null);
    } catch (error) {
      toast.error(
        `${BOARD_MESSAGES.moveToTrashFailed} ${error instanceof Error ? error.message : ''}`,
      );
    }
  };
  const fresh = (board: Board | null) =>
    (board && boards.data?.find((b) => b.id === board.id)) ?? board;
  const sharedBoard = fresh(sharing);
  const editedBoard = fresh(editing);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My Boards</h1>
        <div className="flex flex-wrap gap-2">
          <TrashLink />
          {/* Decision 038: the import's code loads with My Boards' first render, not with the app. */}
          <Suspense fallback={null}>
            <FeatureSlot name="ImportBoardButton" />
          </Suspense>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> {BOARD_MESSAGES.createAction}
          </Button>
        </div>
      </div>
      {before}
      {before && (
        <h2 id="your-boards-heading" className="mb-3 text-lg font-semibold">
          {BOARD_MESSAGES.yourBoards}
        </h2>
      )}
      {boards.isPending && (
        <p role="status" className="py-16 text-center text-ink-muted">
          {BOARD_MESSAGES.loadingMyBoards}
        </p>
      )}
      {loadFailed(boards) && (
        <LoadError message={boards.error.message} onRetry={() => void boards.refetch()} />
      )}
      {empty && (
        <div className="flex flex-col items-center rounded-ui border border-dashed border-line px-4 py-14 text-center">
          <LayoutGrid aria-hidden className="size-10 text-ink-muted" />
          <h2 className="mt-3 text-lg font-semibold">{BOARD_MESSAGES.noBoards}</h2>
          <p className="mt-1 text-sm text-ink-muted">Create a board and fill it with sounds.</p>
          <Button className="mt-4" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> {BOARD_MESSAGES.createAction}
          </Button>
        </div>
      )}
      {boards.isSuccess && boards.data.length > 0 && (
        <ul
          aria-label="Your boards"
          className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6"
        >
          {boards.data.map((board) => (
            <BoardCard
              key={board.id}
              board={board}
              onShare={setSharing}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <CreateBoardDialog open={creating} onOpenChange={setCreating} />
      {sharedBoard && (
        <ShareDialog board={sharedBoard} open onOpenChange={(o) => !o && setSharing(null)} />
      )}
      {editedBoard && (
        <EditBoardDrawer board={editedBoard} open onOpenChange={(o) => !o && setEditing(null)} />
      )}
      <AlertDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Move "${deleting?.name ?? ''}" to the trash?`}
        description="You can restore it from the trash within 30 days."
        confirmLabel="Move to trash"
        pending={trash.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
