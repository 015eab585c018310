import { MyBoardsView } from '#web/features/boards/components/my-boards-view.tsx';
import { PopularStrip } from '#web/features/popular/components/popular-strip.tsx';
import { useGuestClaim } from '#web/lib/guest/use-guest-claim.ts';

/** "/" for a signed-in user: My Boards with the popular strip (a chunk of its own, see home.tsx). */
export default function SignedInHome() {
  // While "Keep your guest boards?" is asked, the new user's create dialog waits (decision 061).
  const { asking, undecided } = useGuestClaim();
  return <MyBoardsView autoOpenCreate={!asking && !undecided} before={<PopularStrip />} />;
}
