import { MyBoardsView } from '#web/features/boards/components/my-boards-view.tsx';
import { PopularStrip } from '#web/features/popular/components/popular-strip.tsx';

/** "/" for a signed-in user: My Boards with the popular strip (a chunk of its own, see home.tsx). */
export default function SignedInHome() {
  return <MyBoardsView autoOpenCreate before={<PopularStrip />} />;
}
