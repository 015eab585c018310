import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { AUTH_REDIRECT_DELAY_MS } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { announceSessionChange } from '#web/lib/session/session-channel.ts';
import { leaveGuestMode, setClaimDeclined } from '#web/lib/guest/guest-mode.ts';

/** After a completed sign-in: the toast (when asked), every tab told, the session reloaded, then home. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ toastSignedIn }: { toastSignedIn: boolean }) => {
    if (toastSignedIn) toast.success(AUTH_MESSAGES.signedIn);
    announceSessionChange('signed-in');
    // A guest who signs in leaves guest mode; its local boards wait for the claim's question (decision 061).
    leaveGuestMode();
    setClaimDeclined(false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await new Promise((resolve) => setTimeout(resolve, AUTH_REDIRECT_DELAY_MS));
    await navigate(ROUTES.home);
  };
}
