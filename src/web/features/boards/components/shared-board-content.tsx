import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import type { BoardButtonTileProps } from './board-button-tile.tsx';
import { TileGrid } from './tile-grid.tsx';
import { BOARD_PAGE_CLASS, BOARD_SURFACE_CLASS } from './tile-styles.ts';

const noop = () => undefined;

export interface SharedBoardContentProps {
  board: Board;
  isOwner: boolean;
  /** Back: the previous page when there is one (the link goes home otherwise). */
  onBack?: (event: React.MouseEvent) => void;
  /** The owner's Add Button, beside the title. */
  headerAction?: ReactNode;
  /** The like control of a public board, beside the title (decision 026). */
  likeControl?: ReactNode;
  /** The board's controls beside the title (output device, MIDI, compact view), from web/app (decision 045). */
  controls?: ReactNode;
  onEdit?: (button: BoardButton) => void;
  onDelete?: (button: BoardButton) => void;
  onAddSound?: (button: BoardButton) => void;
  tileProps?: (button: BoardButton) => Partial<BoardButtonTileProps>;
}

/**
 * The shared view's content: Back, name, description and the grid. No data hooks and no engine, sorter or
 * device code, so the server renders the same markup into the HTML of a public board (decision 021) that the
 * app then replaces without a shift.
 */
export function SharedBoardContent({
  board,
  isOwner,
  onBack,
  headerAction,
  likeControl,
  controls,
  onEdit = noop,
  onDelete = noop,
  onAddSound = noop,
  tileProps,
}: SharedBoardContentProps) {
  return (
    <div className={BOARD_PAGE_CLASS}>
      <Link
        to={ROUTES.home}
        onClick={onBack}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-ui text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back
      </Link>
      <header className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {board.name}
          </h1>
          {board.description && <p className="mt-1 text-ink-muted">{board.description}</p>}
        </div>
        <div className="flex items-center gap-2">
          {likeControl}
          {controls}
          {headerAction}
        </div>
      </header>
      <div
        className={BOARD_SURFACE_CLASS}
        style={backgroundStyle(board.background_image_url, board.background_settings)}
      >
        <TileGrid
          board={board}
          isOwner={isOwner}
          onEdit={onEdit}
          onDelete={onDelete}
          onAddSound={onAddSound}
          tileProps={tileProps}
        />
        {!isOwner && !board.soundboard_buttons.some(hasPlayableSound) && (
          <p className="py-10 text-center text-ink-muted">This board has no sounds yet.</p>
        )}
      </div>
    </div>
  );
}
