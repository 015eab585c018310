import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { ListenLiveControl } from '#web/features/live/components/listen-live-control.tsx';
import { LikeButton } from '#web/features/likes/components/like-button.tsx';
import { useMidiPlayback } from '#web/features/midi/hooks/use-midi-playback.ts';
import { useBoardHotkeys } from '#web/features/sounds/hooks/use-board-hotkeys.ts';
import { useBoardPlayback } from '#web/features/sounds/hooks/use-board-playback.ts';
import { StopAllButton } from '#web/features/sounds/components/stop-all-button.tsx';
import { usePlayEarlyPresses } from '../hooks/use-early-presses.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SharedBoardContent } from './shared-board-content.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';

// Decision 021: a visitor's board loads none of the owner's dialogs and editors (less script on load).
const OwnerSharedBoard = lazy(() => import('./owner-shared-board.tsx'));

/**
 * The public shared view /board/{id}: name, description, the buttons with a sound, Back. The owner sees every
 * button, empty ones with 'Add Sound' as on the player (issue 12 item 4), Add Button and the tile actions.
 */
export function SharedBoardView({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const board = useBoard(boardId);
  // Sounds (issue 5): playback with progress and hotkeys, for visitors too.
  const playback = useBoardPlayback(board.data);
  const play = (button: BoardButton) => void playback.toggle(button);
  useBoardHotkeys(board.data?.soundboard_buttons, play);
  useMidiPlayback(board.data?.id, board.data?.soundboard_buttons, play);
  usePlayEarlyPresses(board.data?.soundboard_buttons, play);
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  if (board.isPending) {
    return (
      <p role="status" className="py-20 text-center text-ink-muted">
        {BOARD_MESSAGES.loadingBoard}
      </p>
    );
  }
  if (loadFailed(board))
    return <LoadError message={board.error.message} onRetry={() => void board.refetch()} />;
  if (!board.data) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{BOARD_MESSAGES.boardNotFoundTitle}</h1>
        <p className="mt-2 text-ink-muted">This board does not exist or is private.</p>
        <Button asChild className="mt-6">
          <Link to={ROUTES.home}>Go Home</Link>
        </Button>
      </section>
    );
  }
  const data = board.data;
  const onBack = (event: React.MouseEvent) => {
    if (!canGoBack) return;
    event.preventDefault();
    void navigate(-1);
  };
  const tileProps = () => ({
    onPlay: play,
    onCancelPlay: playback.cancel,
    playback: playback.engine,
  });
  const likeControl = (
    <>
      <ListenLiveControl board={data} engine={playback.engine} />
      <LikeButton board={data} />
    </>
  );
  const visitorView = (
    <SharedBoardContent
      board={data}
      isOwner={false}
      onBack={onBack}
      tileProps={tileProps}
      likeControl={likeControl}
    />
  );
  const stopAll = <StopAllButton engine={playback.engine} stopKey={data.stop_all_key} />;
  if (session.data?.user.id !== data.user_id) {
    return (
      <>
        {visitorView}
        {stopAll}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={visitorView}>
        <OwnerSharedBoard
          board={data}
          onBack={onBack}
          tileProps={tileProps}
          likeControl={likeControl}
        />
      </Suspense>
      {stopAll}
    </>
  );
}
