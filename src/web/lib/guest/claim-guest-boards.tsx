import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { AlertDialog } from '#web/components/ui/alert-dialog.tsx';
import { setClaimDeclined } from './guest-mode.ts';
import { useGuestClaim } from './use-guest-claim.ts';

/**
 * After a sign-in or sign-up in a browser that holds guest boards (decision 061): "Keep your guest boards?".
 * Yes moves them into the account through the restore route; Not now keeps them here and asks again at the
 * next sign-in, as does a claim that did not move everything. Nothing of the guest's reaches the server
 * without this choice.
 */
export function ClaimGuestBoards() {
  const { asking, counts } = useGuestClaim();
  const queryClient = useQueryClient();
  const claim = useMutation({
    // The archive's code (fflate) loads only when a guest's boards are moved.
    mutationFn: async () => (await import('./guest-claim.ts')).claimGuestLibrary(),
    onSuccess: async (result) => {
      if (result.kind === 'moved') toast.success(result.message);
      else {
        setClaimDeclined(true);
        toast.error(result.message);
      }
      await queryClient.invalidateQueries();
    },
  });
  if (!asking || !counts) return null;
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (open) return;
        setClaimDeclined(true);
        toast(GUEST_MESSAGES.claimDeclined);
      }}
      title={GUEST_MESSAGES.claimTitle}
      description={GUEST_MESSAGES.claimBody(counts.boards, counts.sounds, counts.trashed)}
      cancelLabel={GUEST_MESSAGES.claimDecline}
      confirmLabel={claim.isPending ? GUEST_MESSAGES.claiming : GUEST_MESSAGES.claimKeep}
      onConfirm={() => claim.mutate()}
      pending={claim.isPending}
    />
  );
}
