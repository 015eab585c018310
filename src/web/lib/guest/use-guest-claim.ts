import { useQuery } from '@tanstack/react-query';
import { useSession } from '#web/lib/session/use-session.ts';
import { guestLibraryCounts } from './guest-counts.ts';
import { useClaimDeclined, useGuestMode } from './guest-mode.ts';

export const guestClaimCountsKey = ['guest', 'claim-counts'] as const;

/**
 * Whether a signed-in user's browser holds guest boards or sounds (in its trash too) that wait for "Keep your guest boards?"
 * (decision 061): not while guest mode is on, not once declined at this sign-in.
 */
export function useGuestClaim() {
  const session = useSession();
  const guest = useGuestMode();
  const declined = useClaimDeclined();
  const signedIn = Boolean(session.data) && !guest;
  const counts = useQuery({
    queryKey: [...guestClaimCountsKey, session.data?.user.id],
    queryFn: guestLibraryCounts,
    enabled: signedIn && !declined,
  });
  const { boards = 0, sounds = 0, trashed = 0 } = counts.data ?? {};
  const held = boards + sounds + trashed > 0;
  const asking = signedIn && !declined && held;
  // Until the count is in, whether the question comes is not known yet.
  const undecided = signedIn && !declined && counts.isPending;
  return { asking, undecided, counts: counts.data };
}
