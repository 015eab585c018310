import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { loadFailed } from '#web/lib/load-failed.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { SharedBoardContent } from '#web/features/boards/components/shared-board-content.tsx';
import { LikeButton } from '#web/features/likes/components/like-button.tsx';
import { BoardControls } from '../board-instrument/board-controls.tsx';
import { useBoardInstrument } from '../board-instrument/use-board-instrument.tsx';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

// Decision 021: a visitor's board loads none of the owner's dialogs and editors (less script on load).
const OwnerSharedBoard = lazyWhenOnline(
  () => import('#web/features/boards/components/owner-shared-board.tsx'),
);

/**
 * The public shared view /board/{id}: name, description, the buttons with a sound, Back. The owner sees every
 * button, empty ones with 'Add Sound' as on the player, Add Button and the tile actions. Playback, hotkeys
 * and MIDI for visitors too, and the presses made on the server's HTML before the app took over (decision
 * 045 says what this page's board instrument does and does not do).
 */
export function SharedBoardView({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const board = useBoard(boardId);
  const instrument = useBoardInstrument(board.data, {
    earlyPresses: true,
    live: 'listen',
    remote: 'off',
    measureLoudness: false,
    stopAll: 'floating',
  });
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
  const likeControl = (
    <>
      {instrument.liveControl}
      <LikeButton board={data} />
    </>
  );
  const controls = <BoardControls board={data} />;
  const visitorView = (
    <SharedBoardContent
      board={data}
      isOwner={false}
      onBack={onBack}
      tileProps={instrument.tileProps}
      likeControl={likeControl}
      controls={controls}
    />
  );
  if (session.data?.user.id !== data.user_id) {
    return (
      <>
        {visitorView}
        {instrument.stopAll}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={visitorView}>
        <OwnerSharedBoard
          board={data}
          onBack={onBack}
          tileProps={instrument.tileProps}
          likeControl={likeControl}
          controls={controls}
        />
      </Suspense>
      {instrument.stopAll}
    </>
  );
}
