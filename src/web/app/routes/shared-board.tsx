import { useParams } from 'react-router';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { SharedBoardView } from '../board-pages/shared-board-view.tsx';

/** /board/{id}: the public shared view of a board. */
export default function SharedBoardRoute() {
  const { id = '' } = useParams();
  const board = useBoard(id);
  useDocumentTitle(board.data?.name ?? PAGE_TITLES.board);
  return <SharedBoardView key={id} boardId={id} />;
}
