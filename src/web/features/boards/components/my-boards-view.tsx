import { LayoutGrid, LoaderCircle, Plus } from 'lucide-react';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { BOARD_SUMMARY_MESSAGES } from '#shared/board-summaries.ts';
import type { BoardSummary } from '#shared/schemas/board-summary.ts';
import { TrashLink } from '#web/components/layout/trash-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { useBoardSummaries } from '#web/features/boards/api/get-board-summaries.ts';
import { useTrashBoard } from '#web/features/boards/api/trash-board.ts';
import { BoardCard } from './board-card.tsx';
import { CreateBoardDialog } from './create-board-dialog.tsx';
import { EditBoardDrawer } from './edit-board-drawer.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { useFocusFirstAdded } from '#web/lib/focus/use-focus-first-added.ts';

interface MyBoardsViewProps {
  /** Opens the create dialog by itself when the user has no boards. */
  autoOpenCreate?: boolean;
  /** Shown above the user's boards (the Popular Boards strip on the home page). */
  before?: ReactNode;
}

/**
 * The user's boards: grid 1 / 3 / 6 columns, Create Board, share, edit, delete to trash. Summaries a page at a
 * time, with Load more (decision 065); a card's board is fetched when it is opened.
 */
export function MyBoardsView({ autoOpenCreate = false, before }: MyBoardsViewProps) {
  const boards = useBoardSummaries();
  const trash = useTrashBoard();
  const [createChoice, setCreating] = useState<boolean | null>(null);
  const [sharing, setSharing] = useState<BoardSummary | null>(null);
  const [editing, setEditing] = useState<BoardSummary | null>(null);
  const [deleting, setDeleting] = useState<BoardSummary | null>(null);
  const shown = boards.data?.pages.flatMap((page) => page.boards) ?? [];
  const total = boards.data?.pages.at(-1)?.total ?? 0;
  const empty = boards.isSuccess && shown.length === 0;
  const list = useRef<HTMLUListElement>(null);

  // Keyboard and screen-reader users land on the first board the press brought in, not at the page's top.
  const focusAdded = useFocusFirstAdded(() => list.current?.children, 'a');
  const loadMore = async () => {
    focusAdded.expect(shown.length);
    const result = await boards.fetchNextPage();
    if (result.isError) focusAdded.cancel();
  };

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
  const fresh = (board: BoardSummary | null) =>
    (board && shown.find((b) => b.id === board.id)) ?? board;
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
      {shown.length > 0 && (
        <p id="my-boards-count" aria-live="polite" className="mb-3 text-sm text-ink-muted">
          {BOARD_SUMMARY_MESSAGES.shown(shown.length, Math.max(total, shown.length))}
        </p>
      )}
      {shown.length > 0 && (
        <ul
          ref={list}
          aria-label="Your boards"
          aria-describedby="my-boards-count"
          className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6"
        >
          {shown.map((board) => (
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
      {boards.hasNextPage && (
        <div className="mt-6 flex flex-col items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => void loadMore()}
            disabled={boards.isFetchingNextPage}
            aria-describedby="my-boards-count"
          >
            {boards.isFetchingNextPage && <LoaderCircle aria-hidden className="animate-spin" />}
            {boards.isFetchingNextPage
              ? BOARD_SUMMARY_MESSAGES.loadingMore
              : BOARD_SUMMARY_MESSAGES.loadMore}
          </Button>
          {boards.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {BOARD_SUMMARY_MESSAGES.loadMoreFailed}
            </p>
          )}
        </div>
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
