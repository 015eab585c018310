import { Ellipsis, Music, Pencil, Share2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { VIBRATION_MS } from '#shared/limits.ts';
import { OWNER_MENU_MESSAGES } from '#shared/owner-menu-messages.ts';
import { boardPlayerPath } from '#shared/routes.ts';
import type { BoardPad } from '#shared/schemas/board-preview.ts';
import type { BoardSummary, OwnBoardPad } from '#shared/schemas/board-summary.ts';
import { DropdownMenu } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu-item.tsx';
import { backgroundStyle } from '#web/lib/background-style.ts';
import { useDismissOutside } from '#web/features/boards/hooks/use-dismiss-outside.ts';
import { useLongPress } from '#web/features/boards/hooks/use-long-press.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { playControlsOf } from '#web/lib/audio/play-controls.ts';
import { MiniBoard } from '#web/lib/board-preview/mini-board.tsx';

interface BoardCardProps {
  board: BoardSummary;
  onShare: (board: BoardSummary) => void;
  onEdit: (board: BoardSummary) => void;
  onDelete: (board: BoardSummary) => void;
}

/** How a summary's pad plays: as its button does on the board (decision 065). */
const controlsOfPad = (pad: OwnBoardPad) =>
  playControlsOf({
    ...pad,
    sound: { loudness_gain_db: pad.loudness_gain_db, normalize: pad.normalize },
  });

/**
 * A board on My Boards, from its summary (decision 065): its pads audition their sounds (decision 051), the rest of the card opens the player;
 * a 500 ms hold or right-click reveals Edit and Delete, and so does the visible "⋯" menu. A public board
 * shows its like control (decision 026).
 */
export function BoardCard({ board, onShare, onEdit, onDelete }: BoardCardProps) {
  const [overlays, setOverlays] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useDismissOutside(ref, overlays, () => setOverlays(false));
  const longPress = useLongPress(() => setOverlays(true), {
    vibrateMs: VIBRATION_MS.boardCardHold,
  });
  const withSound = board.sound_count;
  const controlsOf = (pad: BoardPad) => {
    const own = board.pads.find((p) => p.id === pad.id);
    return own ? controlsOfPad(own) : undefined;
  };

  return (
    <li ref={ref} data-board-card={board.id} className="relative list-none">
      {/* Decision 051: the link's area covers the card; the pads and the footer sit above it, so nothing
          interactive is nested inside the link. */}
      <article className="relative flex h-full flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm">
        <div
          className="bg-surface-sunken px-3 py-3"
          style={backgroundStyle(board.background_image_url, board.background_settings)}
        >
          <MiniBoard
            boardName={board.name}
            gridRows={board.grid_rows}
            gridColumns={board.grid_columns}
            pads={board.pads}
            controlsOf={controlsOf}
            className="mx-auto max-w-64"
          />
        </div>
        <div className="flex-1 space-y-1 p-3">
          <h2 className="truncate font-semibold">
            <Link
              to={boardPlayerPath(board.id)}
              {...longPress}
              className="after:absolute after:inset-0 after:rounded-ui focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {board.name}
            </Link>
          </h2>
          {board.description && (
            <p className="line-clamp-2 text-sm text-ink-muted">{board.description}</p>
          )}
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <Music aria-hidden className="size-3.5" />
            {withSound} {withSound === 1 ? 'sound' : 'sounds'} ·{' '}
            {board.is_public ? 'Public' : 'Private'}
          </p>
        </div>
        <div className="relative z-10 flex items-center gap-1 border-t border-line px-1 py-1">
          <FeatureSlot name="LikeButton" board={board} className="mr-auto" />
          <DropdownMenu
            trigger={
              <button
                type="button"
                aria-label={OWNER_MENU_MESSAGES.boardActions(board.name)}
                className="ml-auto inline-flex size-11 items-center justify-center rounded-ui text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Ellipsis aria-hidden className="size-4" />
              </button>
            }
          >
            <DropdownMenuItem onSelect={() => onEdit(board)}>
              <Pencil aria-hidden /> {OWNER_MENU_MESSAGES.edit}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() => onDelete(board)}
              className="text-red-700 dark:text-red-400"
            >
              <Trash2 aria-hidden /> {OWNER_MENU_MESSAGES.delete}
            </DropdownMenuItem>
          </DropdownMenu>
          <button
            type="button"
            aria-label={`Share ${board.name}`}
            onClick={() => onShare(board)}
            className="inline-flex size-11 items-center justify-center rounded-ui text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Share2 aria-hidden className="size-4" />
          </button>
        </div>
      </article>
      {overlays && (
        <div className="absolute inset-0 z-20 flex items-center justify-center gap-2 rounded-ui bg-black/65 p-3">
          <button
            type="button"
            aria-label={`Edit ${board.name}`}
            onClick={() => {
              setOverlays(false);
              onEdit(board);
            }}
            className="flex min-h-11 items-center gap-1 rounded-lg bg-white px-4 text-sm font-semibold text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${board.name}`}
            onClick={() => {
              setOverlays(false);
              onDelete(board);
            }}
            className="flex min-h-11 items-center gap-1 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </button>
        </div>
      )}
    </li>
  );
}
