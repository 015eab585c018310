import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionQueryKey } from '#web/features/auth/api/get-session.ts';
import { announceSessionChange } from '#web/features/auth/hooks/session-channel.ts';
import { ROUTES } from '#shared/routes.ts';

/** Ends the session, forgets every cached query of the user, tells the other tabs, and goes home. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    },
    onSettled: async () => {
      announceSessionChange('signed-out');
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      await navigate(ROUTES.home);
    },
  });
}
