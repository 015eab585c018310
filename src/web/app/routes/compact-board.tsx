import { useParams } from 'react-router';
import { PAGE_TITLES } from '#shared/page-titles.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { CompactBoard } from '../board-pages/compact-board.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/** /board/{id}/compact: the board alone, for a second screen or a tablet (decision 033). */
export default function CompactBoardRoute() {
  const { id = '' } = useParams();
  const board = useBoard(id);
  useDocumentTitle(board.data?.name ?? PAGE_TITLES.board);
  return <CompactBoard key={id} boardId={id} />;
}
