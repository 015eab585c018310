import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';

// Issue 11: a visitor's landing loads neither the player nor My Boards (their editors, dialogs, uploads).
const BoardPlayer = lazy(() =>
  import('#web/features/boards/components/board-player.tsx').then((m) => ({
    default: m.BoardPlayer,
  })),
);
const SignedInHome = lazy(() => import('./signed-in-home.tsx'));

/** "/": the board player with ?board=, else My Boards for a signed-in user, else the visitor's landing. */
export default function HomeRoute() {
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  const boardId = params.get('board');
  if (boardId)
    return <Suspense fallback={<PageSpinner />}>{<BoardPlayer boardId={boardId} />}</Suspense>;
  if (isPending) return <PageSpinner />;
  if (session) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignedInHome />
      </Suspense>
    );
  }
  return <VisitorHero />;
}
