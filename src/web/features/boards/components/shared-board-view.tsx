import { ArrowLeft, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { ROUTES } from '#shared/routes.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useAddButton } from '#web/features/boards/api/add-button.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { backgroundStyle } from '#web/features/boards/background-style.ts';
import { useBoardHotkeys } from '#web/features/sounds/hooks/use-board-hotkeys.ts';
import { useBoardPlayback } from '#web/features/sounds/hooks/use-board-playback.ts';
import { ButtonGrid } from './button-grid.tsx';
import { LoadError } from './load-error.tsx';
import { BOARD_PAGE_CLASS, BOARD_SURFACE_CLASS } from './tile-styles.ts';
import { useOwnerButtonActions } from './owner-button-actions.tsx';

const noop = () => undefined;

/**
 * The public shared view /board/{id}: name, description, the buttons with a sound, Back. The owner sees every
 * button, empty ones with 'Add Sound' as on the player (issue 12 item 4), Add Button and the tile actions.
 */
export function SharedBoardView({ boardId }: { boardId: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const board = useBoard(boardId);
  const addButton = useAddButton();
  const owner = useOwnerButtonActions(board.data ?? undefined);
  // Sounds (issue 5): playback with progress and hotkeys, for visitors too.
  const playback = useBoardPlayback(board.data);
  const play = (button: BoardButton) => void playback.toggle(button);
  useBoardHotkeys(board.data?.soundboard_buttons, play);
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  if (board.isPending) {
    return (
      <p role="status" className="py-20 text-center text-ink-muted">
        {BOARD_MESSAGES.loadingBoard}
      </p>
    );
  }
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} />;
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
  const isOwner = session.data?.user.id === data.user_id;
  const add = async () => {
    try {
      await addButton.mutateAsync({ boardId: data.id });
    } catch (error) {
      toast.error(
        `${BOARD_MESSAGES.buttonAddFailed} ${error instanceof Error ? error.message : ''}`,
      );
    }
  };

  return (
    <div className={BOARD_PAGE_CLASS}>
      <Link
        to={ROUTES.home}
        onClick={(event) => {
          if (!canGoBack) return;
          event.preventDefault();
          void navigate(-1);
        }}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-ui text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back
      </Link>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.name}</h1>
          {data.description && <p className="mt-1 text-ink-muted">{data.description}</p>}
        </div>
        {isOwner && (
          <Button onClick={() => void add()} disabled={addButton.isPending}>
            <Plus aria-hidden /> {BOARD_MESSAGES.addButton}
          </Button>
        )}
      </header>
      <div
        className={BOARD_SURFACE_CLASS}
        style={backgroundStyle(data.background_image_url, data.background_settings)}
      >
        <ButtonGrid
          board={data}
          isOwner={isOwner}
          arranging={false}
          onReorder={noop}
          onEdit={owner.onEdit}
          onDelete={owner.onDelete}
          onAddSound={owner.onAddSound}
          tileProps={() => ({
            onPlay: play,
            onCancelPlay: playback.cancel,
            playback: playback.engine,
            onAddSound: owner.onAddSound,
          })}
        />
        {!isOwner && !data.soundboard_buttons.some(hasPlayableSound) && (
          <p className="py-10 text-center text-ink-muted">This board has no sounds yet.</p>
        )}
      </div>
      {isOwner && owner.dialogs}
    </div>
  );
}
