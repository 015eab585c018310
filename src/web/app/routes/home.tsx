import { useSearchParams } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-spinner.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { BoardPlayer } from '#web/features/boards/components/board-player.tsx';
import { MyBoardsView } from '#web/features/boards/components/my-boards-view.tsx';
import { PopularStrip } from '#web/features/boards/components/popular-strip.tsx';
import { VisitorHero } from '#web/features/home/components/visitor-hero.tsx';

/** "/": the board player with ?board=, else My Boards for a signed-in user, else the visitor's landing. */
export default function HomeRoute() {
  const { data: session, isPending } = useSession();
  const [params] = useSearchParams();
  const boardId = params.get('board');
  if (boardId) return <BoardPlayer boardId={boardId} />;
  if (isPending) return <PageSpinner />;
  if (session) return <MyBoardsView autoOpenCreate before={<PopularStrip />} />;
  return <VisitorHero />;
}
