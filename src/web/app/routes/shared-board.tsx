import { useParams } from 'react-router';
import { SharedBoardView } from '#web/features/boards/components/shared-board-view.tsx';

/** /board/{id}: the public shared view of a board. */
export default function SharedBoardRoute() {
  const { id = '' } = useParams();
  return <SharedBoardView key={id} boardId={id} />;
}
