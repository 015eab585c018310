import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { usePopularBoards } from '../api/get-popular.ts';
import { PopularBoardCard } from './popular-board-card.tsx';
import { PopularEmpty, PopularError, PopularSkeletons } from './popular-states.tsx';

const ARROW =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40';

/**
 * The visitor home's carousel of popular public boards (spec §2): loops, aligns slides to the start and
 * shows 1, 2 or 3 of them by width; previous / next buttons, and a focused card scrolls into view.
 */
export function PopularCarousel() {
  const popular = usePopularBoards();
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const boards = popular.data ?? [];
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="popular-carousel-heading"
      className="mx-auto w-full max-w-6xl px-4 pb-16"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id="popular-carousel-heading"
          className="flex items-center gap-2 text-xl font-bold sm:text-2xl"
        >
          <Flame aria-hidden className="size-6 text-brand-700 dark:text-brand-300" />
          {POPULAR_MESSAGES.title}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to={ROUTES.popular}
            className="mr-1 rounded-ui px-2 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
          >
            {POPULAR_MESSAGES.seeAll}
          </Link>
          {boards.length > 1 && (
            <>
              <button
                type="button"
                aria-label={POPULAR_MESSAGES.previous}
                aria-controls="popular-carousel-track"
                onClick={() => embla?.scrollPrev()}
                className={ARROW}
              >
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <button
                type="button"
                aria-label={POPULAR_MESSAGES.next}
                aria-controls="popular-carousel-track"
                onClick={() => embla?.scrollNext()}
                className={ARROW}
              >
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </>
          )}
        </div>
      </div>
      {popular.isPending && (
        <PopularSkeletons
          count={3}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>div:nth-of-type(n+2)]:max-sm:hidden [&>div:nth-of-type(n+3)]:max-lg:hidden"
        />
      )}
      {popular.isError && !popular.data && (
        <PopularError compact onRetry={() => void popular.refetch()} />
      )}
      {popular.data?.length === 0 && <PopularEmpty compact />}
      {boards.length > 0 && (
        <div ref={viewport} data-carousel-viewport className="-m-1 overflow-hidden p-1">
          <ul id="popular-carousel-track" className="-ml-4 flex touch-pan-y">
            {boards.map((board, index) => (
              <li
                key={board.id}
                aria-roledescription="slide"
                aria-label={POPULAR_MESSAGES.slide(index + 1, boards.length)}
                data-carousel-slide
                className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
              >
                <PopularBoardCard board={board} headingLevel={3} rank={index + 1} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
