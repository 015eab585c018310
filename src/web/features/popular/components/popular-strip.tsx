import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import { POPULAR_STRIP_COUNT } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { usePopularBoards } from '../api/get-popular.ts';
import { PopularBoardCard } from './popular-board-card.tsx';
import { PopularEmpty, PopularError, PopularSkeletons } from './popular-states.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-3 xl:grid-cols-6';
/** On a phone the strip scrolls sideways (cards snap), so the user's own boards stay near the top. */
const STRIP =
  '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-6';

/** The Popular Boards strip of the signed-in home: the first 6 popular boards (spec §2, §9). */
export function PopularStrip() {
  const popular = usePopularBoards();
  const boards = popular.data?.slice(0, POPULAR_STRIP_COUNT) ?? [];
  return (
    <section aria-labelledby="popular-strip-heading" className="mb-10">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="popular-strip-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Flame aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
          {POPULAR_MESSAGES.title}
        </h2>
        <Link
          to={ROUTES.popular}
          className="rounded-ui px-2 py-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
        >
          {POPULAR_MESSAGES.seeAll}
        </Link>
      </div>
      {popular.isPending && (
        <PopularSkeletons
          count={POPULAR_STRIP_COUNT}
          className={`${GRID} [&>div:nth-of-type(n+2)]:max-sm:hidden [&>div:nth-of-type(n+4)]:max-xl:hidden`}
        />
      )}
      {popular.isError && !popular.data && (
        <PopularError compact onRetry={() => void popular.refetch()} />
      )}
      {popular.data?.length === 0 && <PopularEmpty compact />}
      {boards.length > 0 && (
        <ol aria-labelledby="popular-strip-heading" className={STRIP}>
          {boards.map((board, index) => (
            <li key={board.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <PopularBoardCard board={board} headingLevel={3} rank={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
