import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/lib/session/use-session.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { VisitorHome } from './visitor-home.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

// Decision 010: a visitor's landing loads neither the player nor My Boards (their editors, dialogs, uploads).
const BoardPlayer = lazy(() =>
  import('../board-pages/board-player.tsx').then((m) => ({
    default: m.BoardPlayer,
  })),
);
const SignedInHome = lazy(() => import('./signed-in-home.tsx'));

/** "/": the board player with ?board=, else My Boards for a signed-in user, else the visitor's landing. */
export default function HomeRoute() {
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  const boardId = params.get('board');
  const boardName = usePlayedBoardName(boardId, isPending);
  useDocumentTitle(boardId ? (boardName ?? PAGE_TITLES.board) : session ? PAGE_TITLES.home : null);
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
  return <VisitorHome />;
}

/** The played board's name from the query the player makes: the board itself (decision 065). */
function usePlayedBoardName(boardId: string | null, pending: boolean) {
  return useBoard(boardId && !pending ? boardId : null).data?.name;
}
