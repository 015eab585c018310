import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '#shared/auth-messages.ts';
import { sessionQueryKey } from '#web/lib/session/use-session.ts';
import { announceSessionChange } from '#web/lib/session/session-channel.ts';
import { ROUTES } from '#shared/routes.ts';
import { apiResponse } from '#web/lib/api/request.ts';
import { sessionEnded } from '#web/lib/session-privacy.ts';

/**
 * Ends the session, forgets every cached query of the user and what the browser kept of theirs for offline
 * use (decision 042; even when the server could not be told, e.g. offline), tells the other tabs, goes
 * home and says so. Shared: the header's menus and Account Settings both log out.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await apiResponse('/api/auth/sign-out', { method: 'POST', json: {} });
    },
    onSettled: async () => {
      await sessionEnded();
      announceSessionChange('signed-out');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate(ROUTES.home);
      toast.success(AUTH_MESSAGES.signedOut);
    },
  });
}
