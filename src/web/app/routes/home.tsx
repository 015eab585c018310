import { useSearchParams } from 'react-router';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { useBoards } from '#web/features/boards/api/get-boards.ts';
import { BoardPlayer } from '#web/features/boards/components/board-player.tsx';
import { MyBoardsView } from '#web/features/boards/components/my-boards-view.tsx';
import { PopularStrip } from '#web/features/boards/components/popular-strip.tsx';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** "/": the board player with ?board=, else My Boards for a signed-in user, else the visitor's landing. */
export default function HomeRoute() {
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  const boardId = params.get('board');
  const boardName = usePlayedBoardName(boardId, Boolean(session), isPending);
  useDocumentTitle(boardId ? (boardName ?? PAGE_TITLES.board) : session ? PAGE_TITLES.home : null);
  if (boardId) return <BoardPlayer boardId={boardId} />;
  if (isPending) return <PageSpinner />;
  if (session) return <MyBoardsView autoOpenCreate before={<PopularStrip />} />;
  return <VisitorHero />;
}

/** The played board's name from the same queries the player makes (own boards first, else the board). */
function usePlayedBoardName(boardId: string | null, signedIn: boolean, pending: boolean) {
  const boards = useBoards({ enabled: Boolean(boardId) && signedIn });
  const own = boards.data?.find((board) => board.id === boardId);
  const lookUp = Boolean(boardId) && !pending && (!signedIn || (boards.isSuccess && !own));
  const other = useBoard(lookUp ? boardId : null);
  return own?.name ?? other.data?.name;
}
