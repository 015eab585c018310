import { Music } from 'lucide-react';
import { Link } from 'react-router';
import { publicBoardPath } from '#shared/routes.ts';
import type { PopularBoard } from '#shared/schemas/social.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import { FeatureSlot } from '#web/lib/feature-slots.ts';
import { cn } from '#web/lib/cn.ts';

/**
 * A public board on /popular, the carousel and the strip: opens the board by the link rule (player when
 * signed in, shared view otherwise), with its like control.
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
        'flex h-full flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm',
        className,
      )}
    >
      <Link
        to={publicBoardPath(board.id, Boolean(session.data))}
        className="block flex-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <div
          aria-hidden
          className="relative h-24 bg-gradient-to-br from-brand-500 to-fuchsia-600"
          style={backgroundStyle(board.background_image_url, board.background_settings)}
        >
          {rank !== undefined && (
            <span className="absolute top-2 left-2 rounded-full bg-black/65 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
              #{rank}
            </span>
          )}
        </div>
        <div className="space-y-1 p-3">
          <Heading className="truncate font-semibold">{board.name}</Heading>
          {/* Two lines kept even without a description: cards and their skeletons are one height. */}
          <p className="line-clamp-2 min-h-10 text-sm text-ink-muted">{board.description}</p>
          <p className="flex items-center gap-1 text-xs text-ink-muted">
            <Music aria-hidden className="size-3.5" />
            {sounds} {sounds === 1 ? 'sound' : 'sounds'} ·{' '}
            <span className="truncate">@{board.owner.username}</span>
          </p>
        </div>
      </Link>
      <div className="flex justify-end border-t border-line px-1 py-1">
        <FeatureSlot name="LikeButton" board={board} />
      </div>
    </article>
  );
}
