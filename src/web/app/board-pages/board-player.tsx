import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { boardPlayerPath, ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { useBoardChoices } from '#web/features/boards/api/get-board-summaries.ts';
import { BoardSelector } from '#web/features/boards/components/board-selector.tsx';
import { CreateBoardDialog } from '#web/features/boards/components/create-board-dialog.tsx';
// The board view with playback, hotkeys, Record/Sounds and the assign-sound drawer.
import { PlayableBoardView } from './playable-board-view.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

/**
 * The board player at /?board={id}: the route's board when it exists (own or public), else the first own.
 * The board is fetched by itself; the own list is summaries, for the selector (decision 065).
 */
export function BoardPlayer({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const choices = useBoardChoices({ enabled: signedIn });
  const boards = choices.data?.boards;
  const other = useBoard(session.isPending ? null : boardId);
  const [createChoice, setCreating] = useState<boolean | null>(null);
  const noBoards = signedIn && boards?.length === 0;
  const fallback = signedIn && other.data === null ? boards?.[0] : undefined;

  // With no boards, the create dialog opens by itself (spec §4) until the user closes it.
  const creating = createChoice ?? (noBoards && other.data === null);
  useEffect(() => {
    if (fallback) void navigate(boardPlayerPath(fallback.id), { replace: true });
  }, [fallback, navigate]);

  // Spec §4's loading text while a signed-in user's board loads; the list is waited for only when the board
  // is missing (it decides between the first own board and none).
  const listDecides = other.data === null && choices.isPending;
  if (session.isPending || (signedIn && (other.isPending || listDecides))) {
    return (
      <div role="status" className="mx-auto max-w-md px-4 py-16 text-center">
        <LoaderCircle aria-hidden className="mx-auto mb-4 size-8 animate-spin text-ink-muted" />
        <p className="font-semibold">{BOARD_MESSAGES.loadingBoards}</p>
        <p className="mt-1 text-sm text-ink-muted">{BOARD_MESSAGES.loadingBoardsHint}</p>
      </div>
    );
  }
  const board = other.data;
  if (board) {
    const isOwner = board.user_id === session.data?.user.id;
    return (
      <PlayableBoardView
        key={board.id}
        board={board}
        isOwner={isOwner}
        signedIn={signedIn}
        selector={
          <BoardSelector
            boards={boards ?? []}
            selectedId={board.id}
            current={isOwner ? board : undefined}
          />
        }
      />
    );
  }
  if (other.isPending || fallback) return <PageSpinner label={BOARD_MESSAGES.loadingBoard} />;
  if (other.data === null && loadFailed(choices))
    return <LoadError message={choices.error.message} onRetry={() => void choices.refetch()} />;
  if (loadFailed(other))
    return <LoadError message={other.error.message} onRetry={() => void other.refetch()} />;
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{BOARD_MESSAGES.boardNotFoundTitle}</h1>
      <p className="mt-2 text-ink-muted">
        {noBoards ? BOARD_MESSAGES.noBoards : 'This board does not exist or is private.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {noBoards ? (
          <Button onClick={() => setCreating(true)}>{BOARD_MESSAGES.createAction}</Button>
        ) : (
          <Button asChild>
            <Link to={ROUTES.home}>Go Home</Link>
          </Button>
        )}
      </div>
      <CreateBoardDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
