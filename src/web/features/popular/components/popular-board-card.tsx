import { Music } from 'lucide-react';
import { Link } from 'react-router';
import { publicBoardPath } from '#shared/routes.ts';
import type { PopularBoard } from '#shared/schemas/social.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import { MiniBoard } from '#web/lib/board-preview/mini-board.tsx';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * A public board on /popular, the carousel and the strip: its pads audition their sounds, visitors' too
 * (decision 051); the rest of the card opens the board by the link rule (player when signed in, shared view
 * otherwise). The link's area covers the card, with the pads and the like control above it, so nothing
 * interactive is nested inside the link.
 */
export function PopularBoardCard({
  board,
  headingLevel = 2,
  rank,
  className,
}: {
  board: PopularBoard;
  headingLevel?: 2 | 3;
  /** The board's place on the popular list, shown on its cover (the ordered list says it to readers). */
  rank?: number;
  className?: string;
}) {
  const session = useSession();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sounds = board.sound_count;
  return (
    <article
      data-popular-board={board.id}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm',
        className,
      )}
    >
      <div
        className="bg-surface-sunken px-3 py-3"
        style={backgroundStyle(board.background_image_url, board.background_settings)}
      >
        <MiniBoard
          boardName={board.name}
          gridRows={board.grid_rows}
          gridColumns={board.grid_columns}
          pads={board.pads}
          className="mx-auto max-w-64"
        />
      </div>
      <div className="flex-1 space-y-1 p-3">
        <div className="flex items-center gap-2">
          {rank !== undefined && (
            <span
              aria-hidden
              className="shrink-0 rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-bold text-white tabular-nums dark:bg-zinc-200 dark:text-zinc-900"
            >
              #{rank}
            </span>
          )}
          <Heading className="min-w-0 truncate font-semibold">
            <Link
              to={publicBoardPath(board.id, Boolean(session.data))}
              className="after:absolute after:inset-0 after:rounded-ui focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {board.name}
            </Link>
          </Heading>
        </div>
        {/* Two lines kept even without a description: cards and their skeletons are one height. */}
        <p className="line-clamp-2 min-h-10 text-sm text-ink-muted">{board.description}</p>
        <p className="flex items-center gap-1 text-xs text-ink-muted">
          <Music aria-hidden className="size-3.5" />
          {sounds} {sounds === 1 ? 'sound' : 'sounds'} ·{' '}
          <span className="truncate">@{board.owner.username}</span>
        </p>
      </div>
      <div className="relative z-10 flex justify-end border-t border-line px-1 py-1">
        <FeatureSlot name="LikeButton" board={board} />
      </div>
    </article>
  );
}
