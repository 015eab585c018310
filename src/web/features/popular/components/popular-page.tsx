import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { usePopularBoards } from '../api/get-popular.ts';
import { PopularBoardCard } from './popular-board-card.tsx';
import { PopularEmpty, PopularError, PopularSkeletons } from './popular-states.tsx';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** /popular: the most liked public boards (spec §2), with loading, empty and failure states. */
export function PopularPage() {
  const popular = usePopularBoards();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageHeader title={POPULAR_MESSAGES.title} description={POPULAR_MESSAGES.subtitle} />
      {popular.isPending && <PopularSkeletons count={8} className={GRID} />}
      {popular.isError && !popular.data && <PopularError onRetry={() => void popular.refetch()} />}
      {popular.data?.length === 0 && <PopularEmpty />}
      {popular.data && popular.data.length > 0 && (
        <ol aria-label={POPULAR_MESSAGES.title} className={GRID}>
          {popular.data.map((board, index) => (
            <li key={board.id}>
              <PopularBoardCard board={board} rank={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
